/**
 * Layout-integrity measurement for the end-to-end tests: does the page fit the viewport's width?
 * pages.spec.ts measures every page at three moments of one visit (first paint, settled, scrolled;
 * see {@link LAYOUT_MOMENTS}) and in the open states.
 */
import { expect, type Page } from '@playwright/test';

/** What sticks out of one page at one width. */
export interface LayoutFit {
  /** The viewport's width in CSS px. */
  viewportWidth: number;
  /** document.documentElement.scrollWidth: wider than the viewport means the page scrolls sideways. */
  scrollWidth: number;
  /** Short CSS paths of the outermost visible elements that stick out past an edge, with how far. */
  offenders: string[];
  /** How many islands had hydrated (lost their `ssr` attribute) when the page was measured. */
  hydratedIslands: number;
}

/** Sub-pixel rounding tolerance, in CSS px. */
const TOLERANCE_PX = 1;

/**
 * The moments a page is measured at, in the order of one visit, with the words a failure uses.
 * - `first paint`: at DOMContentLoaded, before any scroll and before any island hydrated (islands
 *   load their code after it), which is what a visitor on a slow phone looks at longest;
 * - `settled`: after load, once every island that hydrates without scrolling has (client:load,
 *   client:idle, client:visible in the first screen), CSS animations ended;
 * - `scrolled`: after scrolling through the page a screen at a time and back to the top, every
 *   rendered island hydrated.
 */
export const LAYOUT_MOMENTS = {
  firstPaint: 'first paint (DOMContentLoaded, before hydration)',
  settled: 'settled (after load, no scrolling)',
  scrolled: 'scrolled (after scrolling through)',
} as const;

/**
 * Measures the page now, in the page (self-contained, so it also runs as an init script).
 * An element counts when it is rendered and visible (not `display: none`, `visibility: hidden` or
 * fully transparent) and larger than 1 × 1 px (visually hidden text is 1 × 1 px and clipped). It
 * sticks out when its box passes the viewport's right or left edge and no ancestor that clips or
 * scrolls its overflow (overflow other than `visible`) and itself fits holds it. Elements of a
 * fixed-position layer that lie wholly outside the viewport (a closed off-canvas panel) are
 * skipped: they never widen the page. Only the outermost offender of a subtree is named.
 * @param tolerance sub-pixel rounding allowance, CSS px
 */
function layoutFitInPage(tolerance: number): LayoutFit {
  const viewportWidth = document.documentElement.clientWidth;
  const scrollWidth = document.documentElement.scrollWidth;

  /** A short, readable CSS path: up to four steps, each tag plus id or first two classes. */
  const cssPath = (element: Element): string => {
    const steps: string[] = [];
    for (
      let node: Element | null = element;
      node && node !== document.body && steps.length < 4;
      node = node.parentElement
    ) {
      if (node.id) {
        steps.unshift(`${node.tagName.toLowerCase()}#${node.id}`);
        break;
      }
      const classes = [...node.classList]
        .slice(0, 2)
        .map((name) => `.${CSS.escape(name)}`)
        .join('');
      const parent = node.parentElement;
      const sameTag = parent ? [...parent.children].filter((child) => child.tagName === node.tagName) : [];
      const nth = sameTag.length > 1 ? `:nth-of-type(${sameTag.indexOf(node) + 1})` : '';
      steps.unshift(`${node.tagName.toLowerCase()}${classes}${nth}`);
    }
    // Where it is: the nearest carousel, dialog, region, section or element with an id, by its name.
    const container = element.parentElement?.closest(
      '[aria-roledescription="carousel"], [role="dialog"], [role="region"], section, [id]',
    );
    const labelledBy = container?.getAttribute('aria-labelledby');
    const name =
      container?.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent?.trim() : undefined);
    const where = container
      ? ` in ${container.tagName.toLowerCase()}${name ? ` "${name.slice(0, 40)}"` : container.id ? `#${container.id}` : ''}`
      : '';
    return `${steps.join(' > ')}${where}`;
  };

  const clips = (element: Element): boolean => {
    const style = getComputedStyle(element);
    return style.overflowX !== 'visible' || style.contain.includes('paint') || style.clipPath !== 'none';
  };
  const fits = (rect: DOMRect): boolean => rect.right <= viewportWidth + tolerance && rect.left >= -tolerance;
  const inFixedLayer = (element: Element): boolean => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (getComputedStyle(node).position === 'fixed') return true;
    }
    return false;
  };

  /**
   * The outermost elements that stick out, unheld. `hiddenToo` also counts invisible and 1 × 1 px
   * elements: they never show, but one that escapes every clipping container still widens the page.
   */
  const findOffenders = (hiddenToo: boolean): string[] => {
    const offending = new Set<Element>();
    const offenders: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (element instanceof SVGElement && !(element instanceof SVGSVGElement)) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      const invisible =
        !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ||
        (rect.width <= 1 && rect.height <= 1);
      if (invisible && !hiddenToo) continue;
      if (fits(rect)) continue;
      if ((rect.left >= viewportWidth || rect.right <= 0) && inFixedLayer(element)) continue;

      let held = false;
      let insideOffender = false;
      // An absolutely or fixed positioned box is clipped only by ancestors on its containing-block
      // chain: a scrolling track between it and its positioned ancestor does not hold it.
      let position = getComputedStyle(element).position;
      for (
        let ancestor = element.parentElement;
        ancestor && ancestor !== document.documentElement;
        ancestor = ancestor.parentElement
      ) {
        if (offending.has(ancestor)) {
          insideOffender = true;
          break;
        }
        const style = getComputedStyle(ancestor);
        const holdsFixed =
          style.transform !== 'none' || style.filter !== 'none' || /paint|layout|strict|content/.test(style.contain);
        const containingBlock =
          position === 'absolute'
            ? style.position !== 'static' || holdsFixed
            : position === 'fixed'
              ? holdsFixed
              : true;
        if (!containingBlock) continue;
        if (ancestor !== document.body && clips(ancestor) && fits(ancestor.getBoundingClientRect())) {
          held = true;
          break;
        }
        position = style.position;
      }
      if (held) continue;
      offending.add(element);
      if (insideOffender) continue;
      const past =
        rect.right > viewportWidth + tolerance
          ? `${Math.round(rect.right - viewportWidth)} px past the right edge`
          : `${Math.round(-rect.left)} px past the left edge`;
      offenders.push(`${cssPath(element)}${invisible ? ' (invisible)' : ''} (${past})`);
    }
    return offenders;
  };

  const visibleOffenders = findOffenders(false);
  // A page that scrolls sideways with no visible culprit: name the invisible ones that widen it.
  const offenders =
    visibleOffenders.length === 0 && scrollWidth > viewportWidth ? findOffenders(true) : visibleOffenders;
  const hydratedIslands = document.querySelectorAll('astro-island:not([ssr])').length;
  return { viewportWidth, scrollWidth, offenders, hydratedIslands };
}

/** Measures the page as it is now (see {@link layoutFitInPage}). */
export async function measureLayoutFit(page: Page): Promise<LayoutFit> {
  return page.evaluate(layoutFitInPage, TOLERANCE_PX);
}

/** The problems of one measurement, one line each (empty when the page fits). */
function problemsOf(fit: LayoutFit): string[] {
  return [
    ...(fit.scrollWidth > fit.viewportWidth ? [`the page is ${fit.scrollWidth} px wide`] : []),
    ...fit.offenders.slice(0, 8),
    ...(fit.offenders.length > 8 ? [`… and ${fit.offenders.length - 8} more elements`] : []),
  ];
}

/**
 * Asserts (softly, so the later moments of a visit are still checked) that `fit` fits its
 * viewport: the document does not scroll sideways and no visible element sticks out. The message
 * names `where` (page or state), the width, the moment and the elements.
 */
export function expectFits(fit: LayoutFit, where: string, moment: string): void {
  const problems = problemsOf(fit);
  expect
    .soft(problems, `${where} at ${fit.viewportWidth} px, ${moment}, does not fit:\n  ${problems.join('\n  ')}`)
    .toEqual([]);
}

/** Measures the page now and asserts it fits (see {@link expectFits}). */
export async function expectLayoutFits(page: Page, where: string, moment: string): Promise<void> {
  expectFits(await measureLayoutFit(page), where, moment);
}

/** The window property the first-paint probe writes its measurement to. */
const FIRST_PAINT_KEY = '__layoutAtFirstPaint';

/**
 * Makes every page this `page` opens measure itself at DOMContentLoaded, before any scroll and
 * before any island hydrates; read it with {@link firstPaintFit}. An init script runs before the
 * page's own scripts and, injected by the browser driver, is not subject to the page's CSP. It
 * stands in for Astro's directive registry (`self.Astro.load`, `.idle`, `.visible`, …, which each
 * island calls with the function that loads and hydrates it): every such call waits until the
 * measurement is taken, so an island whose code is cached cannot hydrate before it. Islands then
 * hydrate as they would, a moment later.
 */
export async function probeFirstPaint(page: Page): Promise<void> {
  await page.addInitScript({
    content: `(() => {
      const measured = new Promise((done) => {
        document.addEventListener('DOMContentLoaded', () => {
          window.${FIRST_PAINT_KEY} = (${layoutFitInPage.toString()})(${TOLERANCE_PX});
          done();
        }, { once: true });
      });
      const directives = {};
      const registry = {};
      for (const name of ['load', 'idle', 'visible', 'media', 'only']) {
        Object.defineProperty(registry, name, {
          configurable: true,
          enumerable: true,
          get: () => directives[name] && ((hydrate, ...rest) => directives[name](() => measured.then(hydrate), ...rest)),
          set: (directive) => { directives[name] = directive; },
        });
      }
      self.Astro = registry;
    })();`,
  });
}

/**
 * The measurement {@link probeFirstPaint} took on the page shown now.
 * @throws when the page has not reached DOMContentLoaded or the probe was not installed
 */
export async function firstPaintFit(page: Page): Promise<LayoutFit> {
  const fit = await page.evaluate(
    (key) => (window as unknown as Record<string, LayoutFit | undefined>)[key],
    FIRST_PAINT_KEY,
  );
  if (!fit) throw new Error('firstPaintFit: no measurement at DOMContentLoaded (call probeFirstPaint before goto)');
  return fit;
}
