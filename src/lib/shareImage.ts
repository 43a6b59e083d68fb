/**
 * The per-page share image (Open Graph / Twitter image generated at build from the page title,
 * 1200×630): where each image lives, what it shows and its layout as a satori element tree (plain
 * `{ type, props }` objects, no React). Pure: src/integrations/shareImages.ts renders the tree to
 * PNG with satori + resvg after the build, and src/lib/seo.ts points og:image at it.
 *
 * One image per canonical target: a page whose rel=canonical points elsewhere (an /industry mirror,
 * a scoped module) shows its target's image, because the path is built from the canonical path.
 */
import { segmentLabel } from './breadcrumbs';
import { pathSegments } from './paths';

/** Width and height of every share image, in pixels (the size Open Graph and X/Twitter ask for). */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
/** Site folder the share images are written to (dist/og/…). */
const SHARE_IMAGE_DIR = '/og';
/**
 * Version of the layout below. Part of the cache key of the rendered PNGs: raise it whenever the
 * tree or its colours change, so cached images are rendered again.
 */
export const SHARE_IMAGE_TEMPLATE_VERSION = 1;

/** Width of the text column; the rings stay to the right of it. */
const CONTENT_WIDTH = 840;

/** Brand colours, as in tailwind.config.mjs (`brand`, `accent`). */
const COLOURS = {
  background: '#152853', // brand-950
  ring: '#1a3f88', // brand-900
  kicker: '#bce0ff', // brand-200
  muted: '#d9edff', // brand-100
  highlight: '#59b0ff', // brand-400
  accent: '#34d399', // accent-400
  text: '#ffffff',
} as const;

/** What one share image shows. */
export interface ShareImageContent {
  /** The page's own title, without the ` | {productName}` suffix. */
  headline: string;
  /** The product name, drawn next to the logo mark (its last word highlighted). */
  productName: string;
  /** Where the page sits, e.g. "Products / Healthcare"; empty on the home page. */
  kicker: string;
  /** Host name of the site, e.g. "www.sarathierp.com.np". */
  domain: string;
}

/** A satori element: the shape satori reads (a React element without React). */
export interface SatoriNode {
  type: string;
  props: { style?: Record<string, string | number>; children?: SatoriChild | SatoriChild[]; [key: string]: unknown };
}
type SatoriChild = SatoriNode | string;

/**
 * The site path of a page's share image, from its canonical path:
 * `/` → `/og/index.png`, `/products/healthcare` → `/og/products/healthcare.png`.
 *
 * @param canonicalPath a canonical site path (query, hash, `.html` and trailing slash are ignored)
 */
export function shareImagePath(canonicalPath: string): string {
  const segments = pathSegments(canonicalPath);
  return `${SHARE_IMAGE_DIR}/${segments.length ? segments.join('/') : 'index'}.png`;
}

/**
 * What the share image of a page shows, from the page's head: the title without the product
 * suffix, the product name, the canonical path's segments as a "Products / Healthcare" kicker (the
 * page's own segment is left out when it is the headline's topic; the whole trail is kept when the
 * page has one segment only) and the host name.
 *
 * @param title        the page's `<title>` / og:title, e.g. "Pricing | Sarathi ERP"
 * @param productName  og:site_name, e.g. "Sarathi ERP"
 * @param canonicalUrl the page's absolute canonical URL
 * @throws TypeError when `canonicalUrl` is not an absolute URL
 */
export function shareImageContent(title: string, productName: string, canonicalUrl: string): ShareImageContent {
  const url = new URL(canonicalUrl);
  const suffix = ` | ${productName}`;
  const trimmed = title.trim();
  const headline = trimmed.endsWith(suffix) ? trimmed.slice(0, -suffix.length).trim() : trimmed;
  const labels = pathSegments(url.pathname).map(segmentLabel);
  const kicker = (labels.length > 1 ? labels.slice(0, -1) : labels).join(' / ');
  return { headline, productName, kicker, domain: url.host };
}

/** Font size of the headline: smaller for longer titles so most fit on two or three lines. */
export function headlineFontSize(headline: string): number {
  if (headline.length <= 28) return 72;
  if (headline.length <= 52) return 60;
  return 52;
}

/**
 * The satori element tree of a share image: a brand-950 canvas with two brand rings at the right
 * (flat colours: a gradient makes the PNG five times larger), the logo mark and product name at
 * the top, the kicker and the headline (at most three lines, an ellipsis after) in an 840px
 * column, and the host name above an accent bar at the bottom.
 *
 * @param content what to show (see {@link shareImageContent})
 * @param markSrc the logo mark as a data: URI (an SVG with width and height), drawn at 72×72
 * @returns the root node, {@link SHARE_IMAGE_WIDTH}×{@link SHARE_IMAGE_HEIGHT}; font family "Inter"
 */
export function shareImageTree(content: ShareImageContent, markSrc: string): SatoriNode {
  const words = content.productName.trim().split(/\s+/);
  const lastWord = words.length > 1 ? words.pop() : undefined;
  const el = (
    type: string,
    style: Record<string, string | number>,
    children?: SatoriChild | SatoriChild[],
  ): SatoriNode => ({
    type,
    props: children === undefined ? { style } : { style, children },
  });
  const ring = (size: number, right: number, top: number, width: number) =>
    el('div', {
      position: 'absolute',
      boxSizing: 'border-box',
      right,
      top,
      width: size,
      height: size,
      borderRadius: size,
      border: `${width}px solid ${COLOURS.ring}`,
    });

  return el(
    'div',
    {
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      boxSizing: 'border-box',
      padding: '64px 72px 72px 72px',
      backgroundColor: COLOURS.background,
      color: COLOURS.text,
      fontFamily: 'Inter',
      position: 'relative',
    },
    [
      ring(520, -180, -140, 44),
      ring(240, -40, 400, 24),
      el('div', { display: 'flex', alignItems: 'center' }, [
        { type: 'img', props: { src: markSrc, width: 72, height: 72, style: { width: 72, height: 72 } } },
        el('div', { display: 'flex', marginLeft: 22, fontSize: 40, fontWeight: 800, letterSpacing: -0.5 }, [
          el('span', {}, words.join(' ')),
          ...(lastWord ? [el('span', { color: COLOURS.highlight, marginLeft: 12 }, lastWord)] : []),
        ]),
      ]),
      el('div', { display: 'flex', flexDirection: 'column', maxWidth: CONTENT_WIDTH }, [
        ...(content.kicker
          ? [
              el(
                'div',
                {
                  fontSize: 26,
                  fontWeight: 600,
                  letterSpacing: 3,
                  textTransform: 'uppercase',
                  color: COLOURS.kicker,
                  marginBottom: 20,
                },
                content.kicker,
              ),
            ]
          : []),
        el(
          'div',
          {
            fontSize: headlineFontSize(content.headline),
            fontWeight: 800,
            lineHeight: 1.12,
            letterSpacing: -1,
            lineClamp: 3,
          },
          content.headline,
        ),
      ]),
      el('div', { display: 'flex', fontSize: 26, fontWeight: 600, color: COLOURS.muted }, content.domain),
      el('div', { position: 'absolute', left: 0, bottom: 0, display: 'flex', width: SHARE_IMAGE_WIDTH, height: 14 }, [
        el('div', { width: '62%', height: 14, backgroundColor: COLOURS.accent }),
        el('div', { width: '38%', height: 14, backgroundColor: COLOURS.highlight }),
      ]),
    ],
  );
}
