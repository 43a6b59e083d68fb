/**
 * Astro integration that writes the per-page share images: the Open Graph / Twitter image of each
 * page, generated at build from its title as a 1200×630 PNG, cached.
 *
 * After the build it reads the head of every page in dist/: each page whose rel=canonical is its
 * own URL is a canonical target, and its og:image (src/lib/seo.ts → shareImagePath) is rendered
 * from its og:title and og:site_name with the layout of src/lib/shareImage.ts (satori → SVG,
 * resvg → PNG, Inter from @fontsource/inter, the mark of public/images/logo.svg). Pages whose
 * canonical points elsewhere name their target's image and get none of their own, and a Nepali page
 * names its English twin's (satori cannot shape Devanagari). The build fails when a page's
 * og:image has no canonical page to render it from.
 *
 * Rendered PNGs are cached in node_modules/.cache/og/, keyed by a hash of everything drawn (the
 * content, the template version, the mark, the font version), so a rebuild renders only images
 * whose title changed.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import type { AstroIntegration } from 'astro';
import satori from 'satori';
import { elementsOf, hasToken, headOf, listHtmlFiles, parseHtml, urlPathOf } from './builtPages.mjs';
import {
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_TEMPLATE_VERSION,
  SHARE_IMAGE_WIDTH,
  shareImageContent,
  shareImagePath,
  shareImageTree,
  type ShareImageContent,
} from '../lib/shareImage';

const require = createRequire(import.meta.url);
/** Weights of Inter the layout uses. */
const FONT_WEIGHTS = [600, 800] as const;

/** The head fields of a built page that the share images need. */
export interface PageHeadTags {
  canonical?: string | undefined;
  ogTitle?: string | undefined;
  ogSiteName?: string | undefined;
  ogImage?: string | undefined;
}

/** One image to write: its site path, what it shows and the canonical page it comes from. */
export interface ShareImageJob {
  imagePath: string;
  content: ShareImageContent;
  page: string;
}

/** What {@link generateShareImages} did. */
export interface ShareImageReport {
  images: number;
  rendered: number;
  cached: number;
  milliseconds: number;
}

/**
 * Reads rel=canonical, og:title, og:site_name and og:image from a page's HTML (entities decoded).
 * @param html a built page
 */
export function readHeadTags(html: string): PageHeadTags {
  const document = parseHtml(html);
  const tags: PageHeadTags = {};
  for (const { name, attribs } of elementsOf(headOf(document) ?? document, 'link', 'meta')) {
    if (name === 'link') {
      if (hasToken(attribs['rel'], 'canonical')) tags.canonical ??= attribs['href'];
      continue;
    }
    const content = attribs['content'];
    if (attribs['property'] === 'og:title') tags.ogTitle ??= content;
    else if (attribs['property'] === 'og:site_name') tags.ogSiteName ??= content;
    else if (attribs['property'] === 'og:image') tags.ogImage ??= content;
  }
  return tags;
}

/**
 * The images to write for a set of built pages: one per canonical target, named by its og:image.
 *
 * @param pages each page's URL path (e.g. "/pricing") and head tags
 * @returns the jobs, sorted by image path
 * @throws Error when a canonical target lacks og:title, og:site_name or og:image, or when a
 *   page's og:image has no canonical target to render it from
 */
export function planShareImages(pages: readonly { path: string; head: PageHeadTags }[]): ShareImageJob[] {
  const jobs = new Map<string, ShareImageJob>();
  for (const { path, head } of pages) {
    if (!head.canonical || new URL(head.canonical).pathname !== path) continue;
    if (!head.ogTitle || !head.ogSiteName || !head.ogImage) {
      throw new Error(`share images: ${path} is a canonical page without og:title, og:site_name or og:image`);
    }
    const imagePath = new URL(head.ogImage).pathname;
    // Each image is rendered from the one page it is named after; a page that names another
    // page's image (a Nepali page, its English twin's) renders none.
    if (imagePath !== shareImagePath(path)) continue;
    jobs.set(imagePath, {
      imagePath,
      content: shareImageContent(head.ogTitle, head.ogSiteName, head.canonical),
      page: path,
    });
  }
  for (const { path, head } of pages) {
    if (!head.ogImage) continue;
    const imagePath = new URL(head.ogImage).pathname;
    if (!jobs.has(imagePath)) {
      throw new Error(`share images: og:image ${imagePath} of ${path} has no canonical page to render it from`);
    }
  }
  return [...jobs.values()].sort((a, b) => a.imagePath.localeCompare(b.imagePath));
}

/**
 * The logo mark (the 44×44 rounded square at the left of public/images/logo.svg, without the word
 * mark, whose text resvg could not draw without system fonts) as an SVG data: URI.
 * @param logoSvg the text of logo.svg
 * @throws Error when the text has no <svg> element
 */
export function logoMarkDataUri(logoSvg: string): string {
  if (!/<svg\b[^>]*>/i.test(logoSvg)) throw new Error('share images: the logo is not an SVG');
  const mark = logoSvg
    .replace(/<svg\b[^>]*>/i, '<svg xmlns="http://www.w3.org/2000/svg" width="44" height="44" viewBox="0 2 44 44">')
    .replace(/<title>[\s\S]*?<\/title>/gi, '')
    .replace(/<text\b[\s\S]*?<\/text>/gi, '');
  return `data:image/svg+xml;base64,${Buffer.from(mark).toString('base64')}`;
}

/** The Inter faces satori draws with (WOFF: satori reads TTF, OTF and WOFF, not WOFF2). */
function loadFonts() {
  return FONT_WEIGHTS.map((weight) => ({
    name: 'Inter',
    weight,
    style: 'normal' as const,
    data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
  }));
}

let fonts: ReturnType<typeof loadFonts> | undefined;
let wasmReady: Promise<void> | undefined;
/**
 * Loads resvg's WebAssembly once per process (a second initWasm throws "Already initialized").
 * satori and resvg are imported statically: the config's module runner is closed by the time
 * `astro:build:done` runs, so a dynamic import() there fails.
 */
function ensureResvg(): Promise<void> {
  wasmReady ??= initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm'))).catch((error: unknown) => {
    if (!(error instanceof Error && /Already initialized/.test(error.message))) throw error;
  });
  return wasmReady;
}

/**
 * Renders one share image to PNG bytes.
 * @param content what to show
 * @param markSrc the logo mark as a data: URI ({@link logoMarkDataUri})
 * @returns a {@link SHARE_IMAGE_WIDTH}×{@link SHARE_IMAGE_HEIGHT} PNG
 */
export async function renderShareImage(content: ShareImageContent, markSrc: string): Promise<Uint8Array> {
  await ensureResvg();
  fonts ??= loadFonts();
  const tree = shareImageTree(content, markSrc) as unknown as Parameters<typeof satori>[0];
  const svg = await satori(tree, { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, fonts });
  const image = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render();
  try {
    return image.asPng();
  } finally {
    image.free();
  }
}
/**
 * Writes the share image of every canonical page of `distDir` (see the file comment), from the
 * cache where it can.
 *
 * @param distDir  the built site
 * @param options  `cacheDir`: folder of cached PNGs; `logoSvg`: text of the logo the mark comes from
 * @throws Error as {@link planShareImages}, or when satori or resvg fail
 */
export async function generateShareImages(
  distDir: string,
  options: { cacheDir: string; logoSvg: string },
): Promise<ShareImageReport> {
  const started = performance.now();
  const pages = listHtmlFiles(distDir).map((file) => ({
    path: urlPathOf(file),
    head: readHeadTags(readFileSync(join(distDir, file), 'utf8')),
  }));
  const jobs = planShareImages(pages);
  const markSrc = logoMarkDataUri(options.logoSvg);
  const fontVersion = (require('@fontsource/inter/package.json') as { version: string }).version;
  mkdirSync(options.cacheDir, { recursive: true });
  let rendered = 0;
  for (const job of jobs) {
    const key = createHash('sha256')
      .update(
        JSON.stringify({
          template: SHARE_IMAGE_TEMPLATE_VERSION,
          content: job.content,
          markSrc,
          fontVersion,
          weights: FONT_WEIGHTS,
        }),
      )
      .digest('hex')
      .slice(0, 32);
    const cached = join(options.cacheDir, `${key}.png`);
    if (!existsSync(cached)) {
      writeFileSync(cached, await renderShareImage(job.content, markSrc));
      rendered += 1;
    }
    const target = join(distDir, ...job.imagePath.split('/').filter(Boolean));
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(cached, target);
  }
  return {
    images: jobs.length,
    rendered,
    cached: jobs.length - rendered,
    milliseconds: Math.round(performance.now() - started),
  };
}

/**
 * The integration: call it in astro.config.mjs `integrations`. Runs at `astro:build:done`.
 * @param options `cacheDir`, default `node_modules/.cache/og/` under the project root
 */
export default function shareImages(options: { cacheDir?: string } = {}): AstroIntegration {
  let root = process.cwd();
  let publicDir = join(root, 'public');
  return {
    name: 'share-images',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
        publicDir = fileURLToPath(config.publicDir);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const cacheDir = options.cacheDir ?? join(root, 'node_modules', '.cache', 'og');
        const logoSvg = readFileSync(join(publicDir, 'images', 'logo.svg'), 'utf8');
        const report = await generateShareImages(fileURLToPath(dir), { cacheDir, logoSvg });
        logger.info(
          `${report.images} share images (${report.rendered} rendered, ${report.cached} from cache) in ${(report.milliseconds / 1000).toFixed(2)}s`,
        );
      },
    },
  };
}
