/**
 * Layout-integrity measurement for the end-to-end tests: does the page as it is now fit the
 * viewport's width? Used by layoutFit.spec.ts on every route and in the open states.
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
}

/** Sub-pixel rounding tolerance, in CSS px. */
const TOLERANCE_PX = 1;

/**
 * Measures the page now. An element counts when it is rendered and visible (not `display: none`,
 * `visibility: hidden` or fully transparent) and larger than 1 × 1 px (visually hidden text is
 * 1 × 1 px and clipped). It sticks out when its box passes the viewport's right or left edge and no
 * ancestor that clips or scrolls its overflow (overflow other than `visible`) and itself fits holds
 * it. Elements of a fixed-position layer that lie wholly outside the viewport (a closed off-canvas
 * panel) are skipped: they never widen the page. Only the outermost offender of a subtree is named.
 */
export async function measureLayoutFit(page: Page): Promise<LayoutFit> {
  return page.evaluate((tolerance) => {
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
        const sameTag = parent ? [...parent.children].filter((child) => child.tagName === node!.tagName) : [];
        const nth = sameTag.length > 1 ? `:nth-of-type(${sameTag.indexOf(node) + 1})` : '';
        steps.unshift(`${node.tagName.toLowerCase()}${classes}${nth}`);
      }
      return steps.join(' > ');
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
        for (
          let ancestor = element.parentElement;
          ancestor && ancestor !== document.documentElement;
          ancestor = ancestor.parentElement
        ) {
          if (offending.has(ancestor)) {
            insideOffender = true;
            break;
          }
          if (ancestor !== document.body && clips(ancestor) && fits(ancestor.getBoundingClientRect())) {
            held = true;
            break;
          }
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
    return { viewportWidth, scrollWidth, offenders };
  }, TOLERANCE_PX);
}

/**
 * Asserts that the page fits its viewport now: the document does not scroll sideways and no visible
 * element sticks out (see {@link measureLayoutFit}). `where` names the page and state in the message.
 */
export async function expectLayoutFits(page: Page, where: string): Promise<void> {
  const fit = await measureLayoutFit(page);
  const problems = [
    ...(fit.scrollWidth > fit.viewportWidth ? [`the page is ${fit.scrollWidth} px wide`] : []),
    ...fit.offenders.slice(0, 8),
    ...(fit.offenders.length > 8 ? [`… and ${fit.offenders.length - 8} more elements`] : []),
  ];
  expect(problems, `${where} at ${fit.viewportWidth} px does not fit:\n  ${problems.join('\n  ')}`).toEqual([]);
}

/**
 * Resizes the viewport to `width` (height kept) and waits until the layout has settled: two
 * animation frames for resize observers (carousels re-measure) and finished CSS transitions.
 */
export async function resizeTo(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        requestAnimationFrame(() => requestAnimationFrame(() => done()));
      }),
  );
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
  });
}
