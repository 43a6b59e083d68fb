/**
 * Content pictures as pages draw them. SVG art (the art kit's drawings) is served as it is.
 * A raster picture an editor uploaded (PNG, JPEG, WebP or AVIF under public/images/) goes through
 * Astro's image pipeline: WebP copies from a third of the displayed size to twice it, never wider
 * than the original, so a 2 MB photo reaches a phone as a copy of tens of kilobytes, with width and
 * height set so the page does not move while it loads (docs/content.md#pictures).
 */
import { getImage } from 'astro:assets';
import { RASTERS } from './rasters';

/** What an <img> of a content picture needs. */
export interface ContentPicture {
  src: string;
  /** Copies for wider screens and sharper displays; absent for SVG art. */
  srcset?: string | undefined;
  sizes?: string | undefined;
  width: number;
  height: number;
}

/** True for a site path of a raster picture (`/images/news/award.jpg`), false for SVG art. */
export function isRasterPath(path: string): boolean {
  return /\.(png|jpe?g|webp|avif)$/i.test(path);
}

/** The widest copy made, in px: with WebP at {@link QUALITY} a photo this wide stays within about 150 KB. */
const MAX_WIDTH = 1200;
/** WebP quality of the copies (0–100). */
const QUALITY = 65;

/**
 * The picture at site path `path` (`/images/…`) drawn `width`×`height` CSS pixels: copies at a
 * third, two thirds, the whole and double that width (none wider than {@link MAX_WIDTH} or the
 * original), so a cover drawn 1200 px wide also has 400 and 800 px copies for cards and phones.
 * @param sizes the <img sizes> of a picture drawn narrower on small screens, e.g.
 *   `(min-width: 1200px) 1200px, 100vw`
 * @param fit `cover` crops a raster to the box's shape (covers, portraits); `contain` fits it
 *   inside the box (logos)
 * @throws Error naming the file when a raster path has no picture under public/
 */
export async function contentPicture(
  path: string,
  width: number,
  height: number,
  sizes?: string,
  fit: 'cover' | 'contain' = 'cover',
): Promise<ContentPicture> {
  if (!isRasterPath(path)) return { src: path, width, height };
  const original = RASTERS[`/public${path}`];
  if (!original) throw new Error(`picture not found: public${path}`);
  const largest = Math.min(MAX_WIDTH, original.width);
  const widths = [
    ...new Set(
      [width / 3, (width * 2) / 3, width, width * 2].map((candidate) => Math.min(Math.round(candidate), largest)),
    ),
  ];
  const shown = Math.min(width, largest);
  const image = await getImage({
    src: original,
    width: shown,
    height: Math.round((shown * height) / width),
    fit,
    format: 'webp',
    quality: QUALITY,
    widths,
    sizes: sizes ?? `${width}px`,
  });
  return { src: image.src, srcset: image.srcSet.attribute, sizes: sizes ?? `${width}px`, width, height };
}
