/**
 * Pictures whose art carries words: the art kit (scripts/art) draws them a second time with their
 * words in Nepali, beside the English file (`/images/stories/x.svg` → `/images/stories/x.ne.svg`),
 * and a page whose texts are Nepali shows that drawing (docs/content.md#pictures).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';

/**
 * The kit's drawing of the picture at site path `path` with its words in `locale`, when the kit
 * drew one; else `path` itself (English, a photo an editor uploaded, a picture without words).
 * @param path a site path under public/, e.g. `/images/slideshow/1-one-platform.svg`
 * @param locale the language of the texts shown with the picture (its alt text, its story)
 * @param publicDir the folder the site paths are read from (public/ of the project by default)
 * @example artIn('/images/stories/newa-kitchen-food-cost.svg', 'ne') === '/images/stories/newa-kitchen-food-cost.ne.svg'
 */
export function artIn(path: string, locale: Locale, publicDir = join(process.cwd(), 'public')): string {
  if (locale === DEFAULT_LOCALE || !path.endsWith('.svg')) return path;
  const drawn = path.replace(/\.svg$/, `.${locale}.svg`);
  return existsSync(join(publicDir, drawn)) ? drawn : path;
}
