/**
 * Build-time descriptions of module screenshots: the `<title>` an SVG screenshot under public/
 * carries (e.g. "Sarathi Hospital ERP: New Invoice screen of the Billing & Invoicing module")
 * becomes the image's alt text, and the screen's name ("New Invoice") its caption. Files that are
 * missing, not SVG, or without a title fall back to numbered texts; never throws.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { elementsOf, parseHtml, textOf } from '../integrations/builtPages.mjs';

/** One screenshot ready for the carousel: image path, alt text and caption. */
export interface ScreenshotView {
  src: string;
  alt: string;
  caption: string;
}

/** The decoded `<title>` of `public{src}` when it is an SVG with one; undefined otherwise. */
export function svgTitle(src: string): string | undefined {
  if (!src.endsWith('.svg')) return undefined;
  try {
    const svg = parseHtml(readFileSync(join(process.cwd(), 'public', src), 'utf8'));
    const title = elementsOf(svg, 'title')[0];
    return (title && textOf(title)) || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Alt text and caption of each screenshot of `moduleTitle`, in order.
 * @param sources public paths such as `/images/modules/billing-1.svg`
 */
export function describeScreenshots(moduleTitle: string, sources: readonly string[]): ScreenshotView[] {
  return sources.map((src, index) => {
    const numbered = `${moduleTitle} screen ${index + 1} of ${sources.length}`;
    const title = svgTitle(src);
    const screenName = title?.match(/:\s*(.+?) screen of /)?.[1];
    return { src, alt: title ?? numbered, caption: screenName ?? numbered };
  });
}
