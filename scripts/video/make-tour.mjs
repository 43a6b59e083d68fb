#!/usr/bin/env node
/**
 * Makes the product tour video from the site's own product screens (public/images/products/*.svg),
 * so the tour can be remade whenever the screens change: `npm run video`.
 *
 * 1. Plans the scenes (scripts/video/tourPlan.mjs): an intro card, the first screens of every
 *    product in catalogue order (more of the hospital package, the flagship), an outro card; each
 *    product screen with a caption, the cards without (their text is in the picture).
 * 2. Draws each scene as a 1280×720 slide at twice that resolution in headless Chromium (the
 *    screens keep their own system fonts, and their own browser window from the art kit; the
 *    slide text uses Inter from @fontsource/inter). The bottom sixth of every slide is an empty
 *    caption band: the player draws the captions there, so they do not cover the picture (while
 *    its controls show, a browser lifts them above the controls, over the picture's lower edge;
 *    that is why the cards, whose text reaches lower, have no captions).
 * 3. Encodes with ffmpeg: a slow sideways pan over every slide (never up or down, which would
 *    move the picture into the caption band), cross-fades between them, no sound; writes an
 *    H.264 MP4 (plays in every current browser; a WebM beside it would double the weight for no
 *    visitor), WebP posters (the intro card, and each product's first screen), a small WebP
 *    thumbnail of each product's first screen (the chapter list of /video-tour) and WebVTT
 *    captions, next to site.json `previewVideoUrl`.
 * 4. Writes src/data/productTour.json: the files, size, duration and each product's chapter
 *    (the /video-tour page plays a product's chapter with a `#t=start,end` fragment).
 *
 * Needs ffmpeg: found on the PATH; as root on Debian it is installed with apt-get; otherwise the
 * script stops and prints the one command to run. The outputs are committed, so builds and CI
 * never need ffmpeg. Fails when the files together exceed 4 MB (the page weight budget of the tour).
 * Usage: node scripts/video/make-tour.mjs [--keep] (--keep leaves the slide PNGs in the temp folder)
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { escapeUTF8 } from 'entities';
import * as prettier from 'prettier';
import { captionsVtt, chapters, planScenes, TIMING, totalSeconds } from './tourPlan.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const CONTENT = join(ROOT, 'src/content');
const MANIFEST = join(ROOT, 'src/data/productTour.json');
const WIDTH = 1280;
const HEIGHT = 720;
/** Frames per second: the motion is a slow pan, and every frame costs bytes. */
const FPS = 20;
const MAX_BYTES = 4 * 1024 * 1024;
/** How much larger than the frame each slide is drawn, i.e. how far it pans (5 %: noticeable, calm). */
const PAN = 0.05;
/**
 * Height of the caption band at the bottom of each slide, in CSS pixels of the 720 px frame: two
 * lines of captions (the player draws them at 5 % of the video's height, about 36 px here) with
 * their backing box, plus the few pixels the pan's 5 % zoom moves the picture down.
 */
const CAPTION_BAND = 124;
/** Size of the chapter thumbnails: 320 × 180, a quarter of the frame's width. */
const THUMBNAIL_WIDTH = 320;

/** The product screen's box on the slide: 960 × 600 screens at 0.86, centred above the caption band. */
const SHOT_TOP = 84;
const SHOT_HEIGHT = HEIGHT - CAPTION_BAND - SHOT_TOP - 8;
const SHOT_WIDTH = Math.round((SHOT_HEIGHT * 960) / 600);
const SHOT_LEFT = Math.round((WIDTH - SHOT_WIDTH) / 2);

/**
 * @typedef {import('./tourPlan.mjs').Scene} Scene
 * @typedef {import('./tourPlan.mjs').TourProduct & { order: number }} CatalogueProduct
 * @typedef {{ productName: string, tagline: string, previewVideoUrl: string, phones: { sales: string },
 *   emails: { sales: string }, address: { building: string, street: string, city: string } }} TourSite
 * @typedef {Record<600 | 800, string>} Fonts Inter's two weights as data: URLs
 */

/**
 * A content file's JSON, not validated here: `astro build` checks every content file against its schema.
 * @param {string} path
 * @returns {unknown}
 */
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** Finds ffmpeg, installs it as root on Debian, or exits naming the command that installs it. */
function ensureFfmpeg() {
  const found = () => spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;
  if (found()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0) {
    console.log('ffmpeg not found: installing it with apt-get…');
    spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', 'ffmpeg'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (found()) return;
  }
  console.error('make-tour: ffmpeg is needed. Install it with: sudo apt-get install -y ffmpeg');
  process.exit(1);
}

/**
 * Runs ffmpeg with `args`, throwing with its error output when it fails.
 * @param {string[]} args
 */
function ffmpeg(args) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: ['ignore', 'inherit', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    console.error(result.stderr);
    throw new Error(`ffmpeg failed (${result.status})`);
  }
}

/**
 * The products in catalogue order (industry order, then each product's order).
 * @returns {CatalogueProduct[]}
 */
function loadProducts() {
  const industries = readdirSync(join(CONTENT, 'industries'))
    .filter((file) => file.endsWith('.en.json'))
    .map((file) => ({
      id: file.replace(/\.en\.json$/, ''),
      .../** @type {{ order: number }} */ (readJson(join(CONTENT, 'industries', file))),
    }))
    .sort((a, b) => a.order - b.order);
  return industries.flatMap((industry) => {
    const dir = join(CONTENT, 'sub-industries', industry.id);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((file) => file.endsWith('.en.json'))
      .map((file) => /** @type {CatalogueProduct} */ (readJson(join(dir, file))))
      .sort((a, b) => a.order - b.order);
  });
}

/**
 * A file as a data: URL.
 * @param {string} file path @param {string} type its media type
 */
const dataUrl = (file, type) => `data:${type};base64,${readFileSync(file).toString('base64')}`;

/**
 * The slide of a scene as an HTML page (1280×720 CSS pixels).
 * @param {Scene} scene @param {TourSite} site @param {CatalogueProduct[]} products @param {Fonts} fonts
 */
function slideHtml(scene, site, products, fonts) {
  const logo = dataUrl(join(ROOT, 'public/images/logo.svg'), 'image/svg+xml');
  const head = `<!doctype html><html><head><meta charset="utf-8"><style>
    @font-face { font-family: Inter; font-weight: 600; src: url(${fonts[600]}) format('woff2'); }
    @font-face { font-family: Inter; font-weight: 800; src: url(${fonts[800]}) format('woff2'); }
    * { box-sizing: border-box; margin: 0; }
    body { width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; font-family: Inter, sans-serif; font-weight: 600; color: #fff;
      background: radial-gradient(circle at 15% 0%, #1d6ef1 0%, #1a3f88 45%, #152853 100%); }
    .bar { position: absolute; top: 0; left: 0; right: 0; height: 76px; display: flex; align-items: center; gap: 16px; padding: 8px ${SHOT_LEFT}px 0; }
    .mark { width: 36px; height: 36px; background: url(${logo}) no-repeat 0 -1.64px / 180px 39.27px; flex: none; }
    .product { font-size: 25px; font-weight: 800; letter-spacing: -0.01em; white-space: nowrap; }
    .screen-title { font-size: 20px; color: #bce0ff; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .step { margin-left: auto; font-size: 16px; color: #8ecdff; white-space: nowrap; }
    .shot { position: absolute; left: ${SHOT_LEFT}px; top: ${SHOT_TOP}px; width: ${SHOT_WIDTH}px; height: ${SHOT_HEIGHT}px; border-radius: 12px;
      box-shadow: 0 20px 50px rgba(2, 6, 23, 0.55); }
    .band { position: absolute; left: 0; right: 0; bottom: 0; height: ${CAPTION_BAND}px; background: rgba(2, 6, 23, 0.5);
      border-top: 1px solid rgba(255, 255, 255, 0.08); }
    .card { position: absolute; left: 0; right: 0; top: 0; height: ${HEIGHT - CAPTION_BAND}px; display: flex; flex-direction: column; justify-content: center; padding: 0 130px; }
    .logo { width: 252px; height: 72px; border-radius: 16px; background: #fff url(${logo}) no-repeat 14px 12px / 220px 48px; }
    h1 { font-size: 58px; font-weight: 800; letter-spacing: -0.02em; margin-top: 32px; line-height: 1.05; }
    p { font-size: 26px; color: #d9edff; margin-top: 18px; max-width: 900px; line-height: 1.35; }
    ul { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 30px; padding: 0; list-style: none; max-width: 1000px; }
    li { font-size: 20px; padding: 9px 17px; border-radius: 999px; background: rgba(255, 255, 255, 0.12); border: 1px solid rgba(255, 255, 255, 0.25); }
  </style></head><body><div class="band"></div>`;
  if (scene.kind === 'intro') {
    return `${head}<div class="card"><div class="logo"></div><h1>Product tour</h1>
      <p>${escapeUTF8(site.tagline)}: the screens your staff use every day, package by package.</p>
      <ul>${products.map((product) => `<li>${escapeUTF8(product.productName.replace(/^Sarathi /, ''))}</li>`).join('')}</ul></div></body></html>`;
  }
  if (scene.kind === 'outro') {
    return `${head}<div class="card"><div class="logo"></div><h1>See it with your own data</h1>
      <p>Book a free demo at sarathierp.com.np/request-demo<br>Sales: ${escapeUTF8(site.phones.sales)} · ${escapeUTF8(site.emails.sales)}</p>
      <p>${escapeUTF8(site.address.building)}, ${escapeUTF8(site.address.street)}, ${escapeUTF8(site.address.city)}</p></div></body></html>`;
  }
  const position = products.findIndex((product) => product.subIndustry === scene.product.subIndustry) + 1;
  const screen = dataUrl(join(ROOT, 'public', scene.screenshot.image), 'image/svg+xml');
  return `${head}<div class="bar"><div class="mark"></div><span class="product">${escapeUTF8(scene.product.productName)}</span>
    <span class="screen-title">${escapeUTF8(scene.screenshot.title)}</span><span class="step">${position} of ${products.length}</span></div>
    <img class="shot" src="${screen}" alt=""></body></html>`;
}

/**
 * Draws every slide to `dir`/scene-NN.png at 2× (2560×1440), returning each scene with its file's path.
 * @param {Scene[]} scenes @param {TourSite} site @param {CatalogueProduct[]} products @param {string} dir
 * @returns {Promise<Array<{ scene: Scene, file: string }>>}
 */
async function drawSlides(scenes, site, products, dir) {
  /** @param {600 | 800} weight */
  const fontFile = (weight) => join(ROOT, `node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff2`);
  /** @type {Fonts} */
  const fonts = { 600: dataUrl(fontFile(600), 'font/woff2'), 800: dataUrl(fontFile(800), 'font/woff2') };
  const executablePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 2 });
    const slides = [];
    for (const [index, scene] of scenes.entries()) {
      await page.setContent(slideHtml(scene, site, products, fonts), { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      const file = join(dir, `scene-${String(index).padStart(2, '0')}.png`);
      await page.screenshot({ path: file });
      slides.push({ scene, file });
    }
    return slides;
  } finally {
    await browser.close();
  }
}

/**
 * The ffmpeg filter graph: each slide, drawn 5 % larger than the frame, pans slowly across (a
 * different direction each scene), then the scenes are joined with cross-fades. Panning by whole
 * pixels, unlike zooming, lets the encoder reuse each frame's pixels, which keeps the files small
 * and the screen text sharp.
 * @param {Scene[]} scenes
 */
function filterGraph(scenes) {
  const paddedWidth = Math.round(WIDTH * (1 + PAN));
  const paddedHeight = Math.round(HEIGHT * (1 + PAN));
  const travelX = paddedWidth - WIDTH;
  const travelY = paddedHeight - HEIGHT;
  /**
   * Start and end of the crop window as fractions of the travel: left to right, right to left,
   * always at mid height, so the picture's bottom edge stays put above the caption band.
   */
  /** @type {[[number, number], [number, number]]} */
  const leftToRight = [
    [0, 0.5],
    [1, 0.5],
  ];
  /** @type {[[number, number], [number, number]]} */
  const rightToLeft = [
    [1, 0.5],
    [0, 0.5],
  ];
  const parts = scenes.map((scene, index) => {
    const frames = Math.round(scene.seconds * FPS);
    const [[x0, y0], [x1, y1]] = index % 2 === 0 ? leftToRight : rightToLeft;
    /** @param {number} from @param {number} to fractions of the travel @param {number} travel px */
    const along = (from, to, travel) => `${from * travel}+${(to - from) * travel}*n/${frames}`;
    return (
      `[${index}:v]scale=${paddedWidth}:${paddedHeight}:flags=lanczos,` +
      `crop=${WIDTH}:${HEIGHT}:'${along(x0, x1, travelX)}':'${along(y0, y1, travelY)}',setsar=1,fps=${FPS},format=yuv420p[s${index}]`
    );
  });
  let previous = 's0';
  let offset = 0;
  // Each scene after the first fades in as the one before it ends.
  for (const [position, before] of scenes.slice(0, -1).entries()) {
    offset += before.seconds - TIMING.fadeSeconds;
    const label = `x${position + 1}`;
    parts.push(
      `[${previous}][s${position + 1}]xfade=transition=fade:duration=${TIMING.fadeSeconds}:offset=${offset.toFixed(3)}[${label}]`,
    );
    previous = label;
  }
  parts.push(`[${previous}]format=yuv420p[tour]`);
  return parts.join(';');
}

async function main() {
  ensureFfmpeg();
  // site.json holds both languages ({ "en": …, "ne": … }); the tour is in English.
  const site = /** @type {{ en: TourSite }} */ (readJson(join(CONTENT, 'site.json'))).en;
  const products = loadProducts();
  const scenes = planScenes(products);
  const duration = totalSeconds(scenes);

  const videoPath = site.previewVideoUrl;
  if (!/^\/video\/[a-z0-9-]+\.mp4$/.test(videoPath))
    throw new Error(`site.json previewVideoUrl must be like "/video/product-tour.mp4", got ${videoPath}`);
  const base = videoPath.replace(/\.mp4$/, '');
  const files = { mp4: `${base}.mp4`, poster: `${base}-poster.webp`, captions: `${base}.en.vtt` };
  const tourChapters = chapters(scenes).map((chapter) => ({
    ...chapter,
    poster: `${base}-${chapter.product.split('/')[1]}.webp`,
    thumbnail: `${base}-${chapter.product.split('/')[1]}-thumb.webp`,
    // The titles of the screens the chapter shows, for its entry in the chapter list.
    screens: scenes.flatMap((scene) =>
      scene.kind === 'screen' && `${scene.product.industry}/${scene.product.subIndustry}` === chapter.product
        ? [scene.screenshot.title]
        : [],
    ),
  }));
  /** @param {string} sitePath e.g. /video/product-tour.mp4 */
  const publicPath = (sitePath) => join(ROOT, 'public', sitePath);
  mkdirSync(dirname(publicPath(files.mp4)), { recursive: true });

  const work = mkdtempSync(join(tmpdir(), 'product-tour-'));
  try {
    console.log(`drawing ${scenes.length} slides…`);
    const slides = await drawSlides(scenes, site, products, work);
    const inputs = slides.flatMap(({ scene, file }) => [
      '-loop',
      '1',
      '-framerate',
      String(FPS),
      '-t',
      String(scene.seconds),
      '-i',
      file,
    ]);
    console.log(`encoding ${duration} s of video…`);
    // Flat screens and slow pans: CRF 30 keeps the text sharp at about 200 kbit/s; +faststart lets
    // playback begin before the download ends. No audio track: the tour has no sound.
    ffmpeg([
      ...inputs,
      '-filter_complex',
      filterGraph(scenes),
      '-map',
      '[tour]',
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      '30',
      '-profile:v',
      'high',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-an',
      publicPath(files.mp4),
    ]);
    // Posters: the intro card for the whole tour, each product's first screen for its chapter;
    // a small thumbnail of that screen for the chapter list.
    /** @param {string} slide PNG path @param {string} sitePath @param {number} [width] px */
    const poster = (slide, sitePath, width = WIDTH) =>
      ffmpeg([
        '-i',
        slide,
        '-vf',
        `scale=${width}:${Math.round((width * HEIGHT) / WIDTH)}:flags=lanczos`,
        '-c:v',
        'libwebp',
        '-quality',
        '72',
        publicPath(sitePath),
      ]);
    /**
     * The slide of the first scene that passes `test`; throws when none does.
     * @param {(scene: Scene) => boolean} test @param {string} what names it in the error
     */
    const firstSlide = (test, what) => {
      const slide = slides.find(({ scene }) => test(scene));
      if (!slide) throw new Error(`make-tour: no slide for ${what}`);
      return slide.file;
    };
    poster(
      firstSlide((scene) => scene.kind === 'intro', 'the intro'),
      files.poster,
    );
    for (const chapter of tourChapters) {
      const first = firstSlide(
        (scene) =>
          scene.kind === 'screen' && `${scene.product.industry}/${scene.product.subIndustry}` === chapter.product,
        chapter.product,
      );
      poster(first, chapter.poster);
      poster(first, chapter.thumbnail, THUMBNAIL_WIDTH);
    }
  } finally {
    if (!process.argv.includes('--keep')) rmSync(work, { recursive: true, force: true });
    else console.log(`slides kept in ${work}`);
  }
  writeFileSync(publicPath(files.captions), captionsVtt(scenes));

  const bytes = [
    ...Object.values(files),
    ...tourChapters.flatMap((chapter) => [chapter.poster, chapter.thumbnail]),
  ].reduce((sum, file) => sum + statSync(publicPath(file)).size, 0);
  const manifest = {
    $comment: 'Written by scripts/video/make-tour.mjs (npm run video); do not edit by hand.',
    sources: [{ src: files.mp4, type: 'video/mp4' }],
    poster: files.poster,
    captions: files.captions,
    width: WIDTH,
    height: HEIGHT,
    durationSeconds: duration,
    bytes,
    chapters: tourChapters,
  };
  // Formatted as the repository's Prettier settings want it, so `npm run format:check` stays green.
  const prettierOptions = (await prettier.resolveConfig(MANIFEST)) ?? {};
  writeFileSync(
    MANIFEST,
    await prettier.format(JSON.stringify(manifest, null, 2), { ...prettierOptions, parser: 'json' }),
  );
  console.log(
    `wrote ${Object.values(files).join(', ')} and ${tourChapters.length} chapter posters and thumbnails: ${duration} s, ${(bytes / 1024 / 1024).toFixed(2)} MB`,
  );
  if (bytes > MAX_BYTES) {
    console.error(
      `make-tour: the tour's files weigh ${bytes} bytes, more than ${MAX_BYTES}; raise the CRF or shorten the tour`,
    );
    process.exit(1);
  }
}

await main();
