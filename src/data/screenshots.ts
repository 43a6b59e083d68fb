/**
 * Build-time descriptions of module screenshots: the `<title>` an SVG screenshot under public/
 * carries (e.g. "Sarathi Hospital ERP: New Invoice screen of the Billing & Invoicing module")
 * becomes the image's alt text, and the screen's name ("New Invoice") its caption. Files that are
 * missing, not SVG, or without a title fall back to numbered texts; never throws in English.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { elementsOf, parseHtml, textOf } from '../integrations/builtPages.mjs';
import type { Locale } from '../i18n/locales';
import { localizeDigits } from '../i18n/fill';
import { SCREEN_NAMES } from '../i18n/ne/screens';

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
 * Alt text and caption of each screenshot of `moduleTitle`, in order, in `locale`. On Nepali pages
 * the screen's name is the Nepali one of src/i18n/ne/screens.ts (the screens themselves show the
 * software as it is).
 * @param sources public paths such as `/images/modules/billing-1.svg`
 * @throws Error naming the screen when a Nepali page shows a screen that has no Nepali name
 */
export function describeScreenshots(
  moduleTitle: string,
  sources: readonly string[],
  locale: Locale = 'en',
): ScreenshotView[] {
  return sources.map((src, index) => {
    const title = svgTitle(src);
    const screenName = title?.match(/:\s*(.+?) screen of /)?.[1];
    if (locale === 'en') {
      const numbered = `${moduleTitle} screen ${index + 1} of ${sources.length}`;
      return { src, alt: title ?? numbered, caption: screenName ?? numbered };
    }
    const numbered = localizeDigits(`${moduleTitle}: स्क्रिन ${index + 1}/${sources.length}`, locale);
    if (screenName === undefined) return { src, alt: numbered, caption: numbered };
    const name = SCREEN_NAMES[screenName];
    if (!name) throw new Error(`${src}: the screen "${screenName}" has no Nepali name in src/i18n/ne/screens.ts`);
    return { src, alt: `Sarathi ERP: ${moduleTitle} मोड्युलको ${name} स्क्रिन`, caption: name };
  });
}
