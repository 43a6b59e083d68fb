/**
 * The Lucide icons the style sheet draws as CSS masks (list marks, the comparison table's ticks,
 * crosses and info buttons, chevrons, arrows), rendered at build time from the same Lucide
 * components the pages use and written into the style sheet as `data:` URLs: tailwind.config.mjs
 * puts them in the theme as `maskIcons`, and src/styles/global.css reads them with
 * `theme('maskIcons.check')`. Plain JavaScript, as tailwind.config.mjs is also read by Node scripts
 * without a TypeScript loader (the art kit's palette).
 *
 * Why in the style sheet and not as files: a mask image in its own file is a request the browser
 * starts only once the style sheet has arrived, one more round trip before the first screen is
 * complete on a slow link (measured with Lighthouse's mobile preset: /modules and /pricing painted
 * their largest text about 170 ms later with the files than with these URLs). The eight icons add
 * about 0.4 KB to the gzipped style sheet, which every page caches once.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { icons } from 'lucide-react';

/**
 * The icons, by the name the style sheet reads them with, and the Lucide component drawn.
 * @satisfies {Record<string, keyof typeof icons>}
 */
export const MASK_ICONS = /** @type {const} */ ({
  check: 'Check',
  x: 'X',
  dot: 'Dot',
  'circle-check': 'CircleCheck',
  'trending-up': 'TrendingUp',
  'arrow-right': 'ArrowRight',
  info: 'Info',
  'chevron-down': 'ChevronDown',
});

/** @typedef {keyof typeof MASK_ICONS} MaskIconName */

/**
 * An SVG document as a CSS `url("data:image/svg+xml,…")` value: its double quotes become single
 * quotes (so the value can sit in double quotes), then it is percent-encoded except for the
 * characters CSS and URLs leave alone, which keeps it short and readable.
 * @param {string} svg the SVG markup
 * @returns {string} the CSS value
 */
export function svgDataUrl(svg) {
  const encoded = encodeURIComponent(svg.replaceAll('"', "'")).replace(/%(20|27|2F|3A|3D)/g, (escape) =>
    decodeURIComponent(escape),
  );
  return `url("data:image/svg+xml,${encoded}")`;
}

/**
 * Every icon of {@link MASK_ICONS} as a `url("data:…")` value, keyed by its name.
 * @returns {Record<MaskIconName, string>} e.g. `{ check: 'url("data:image/svg+xml,%3Csvg …")', … }`
 * @throws {Error} when a component named there is not a Lucide icon (renamed in a Lucide upgrade)
 */
export function maskIconUrls() {
  /** @type {Partial<Record<MaskIconName, string>>} */
  const urls = {};
  for (const [name, component] of /** @type {[MaskIconName, keyof typeof icons][]} */ (Object.entries(MASK_ICONS))) {
    const icon = icons[component];
    if (!icon) throw new Error(`src/styles/maskIcons.mjs: ${component} is not a Lucide icon`);
    urls[name] = svgDataUrl(renderToStaticMarkup(createElement(icon, { xmlns: 'http://www.w3.org/2000/svg' })));
  }
  return /** @type {Record<MaskIconName, string>} */ (urls);
}
