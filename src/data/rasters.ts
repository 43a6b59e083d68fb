/**
 * Every raster picture under public/images/ (photos editors uploaded), keyed by its path from the
 * project root (`/public/images/news/phewa.jpg`), as Astro's image pipeline reads them. Read by
 * src/data/pictures.ts; a module of its own so a test can lay its own pictures over it instead of
 * writing into public/ while a build may be reading it.
 */
import type { ImageMetadata } from 'astro';

export const RASTERS: Record<string, ImageMetadata | undefined> = import.meta.glob<ImageMetadata>(
  '/public/images/**/*.{png,jpg,jpeg,webp,avif,PNG,JPG,JPEG,WEBP,AVIF}',
  { eager: true, import: 'default' },
);
