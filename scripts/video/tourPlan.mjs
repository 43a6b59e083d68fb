/**
 * The product tour's storyboard as data: which screens it shows, for how long, the caption of each
 * and where each product's chapter starts and ends. Pure (no files, no ffmpeg), so the timings the
 * pages use and the WebVTT captions are unit-tested, and make-tour.mjs only draws and encodes.
 */

/** Seconds each scene is on screen, cross-fades included, and the length of a cross-fade. */
export const TIMING = { titleSeconds: 6, screenSeconds: 6.4, fadeSeconds: 0.6 };

/**
 * How many screens of each product the tour shows (its first ones: the dashboard and the daily
 * work). Two keep every caption on screen long enough to read and the video under 4 MB.
 */
export const SCREENS_PER_PRODUCT = 2;

/**
 * @typedef {{ image: string, title: string, description: string, alt: string }} Screenshot
 * @typedef {{ industry: string, subIndustry: string, productName: string, screenshots: Screenshot[] }} TourProduct
 * @typedef {{ kind: 'intro' } | { kind: 'outro' } | { kind: 'screen', product: TourProduct, screenshot: Screenshot, index: number }} SceneContent
 * @typedef {SceneContent & { seconds: number, start: number, end: number, caption: string }} Scene
 */

/**
 * The scenes in play order: an intro card, `SCREENS_PER_PRODUCT` screens of every product (in the
 * order given, which is the catalogue order), an outro card. `start`/`end` are the seconds at which
 * a scene is fully in / starts to fade out in the finished video (scenes overlap by a cross-fade).
 * Throws when a product has fewer screenshots with an image than the tour shows.
 * @param {TourProduct[]} products
 * @param {{ productName: string, salesPhone: string }} site
 * @returns {Scene[]}
 */
export function planScenes(products, site) {
  /** @type {SceneContent[]} */
  const contents = [{ kind: 'intro' }];
  for (const product of products) {
    const screens = product.screenshots.filter((shot) => shot.image);
    if (screens.length < SCREENS_PER_PRODUCT) {
      throw new Error(
        `${product.industry}/${product.subIndustry}: the tour needs ${SCREENS_PER_PRODUCT} screenshots with an image, found ${screens.length}`,
      );
    }
    screens
      .slice(0, SCREENS_PER_PRODUCT)
      .forEach((screenshot, index) => contents.push({ kind: 'screen', product, screenshot, index }));
  }
  contents.push({ kind: 'outro' });

  let clock = 0;
  return contents.map((content, position) => {
    const seconds = content.kind === 'screen' ? TIMING.screenSeconds : TIMING.titleSeconds;
    const start = clock;
    clock += seconds - TIMING.fadeSeconds;
    const last = position === contents.length - 1;
    return {
      ...content,
      seconds,
      start: round(start),
      end: round(last ? start + seconds : clock),
      caption: captionOf(content, site),
    };
  });
}

/**
 * Length of the finished video in seconds: the scenes minus the overlaps of their cross-fades.
 * @param {Scene[]} scenes
 */
export function totalSeconds(scenes) {
  return round(scenes.reduce((sum, scene) => sum + scene.seconds, 0) - TIMING.fadeSeconds * (scenes.length - 1));
}

/**
 * What the caption of a scene says: what the screen shows (its product named on the product's first
 * screen), or the intro/outro line. The screen's title is in the picture's top bar already, so the
 * caption leaves it out and stays within two lines.
 * @param {SceneContent} content
 * @param {{ productName: string, salesPhone: string }} site
 */
function captionOf(content, site) {
  if (content.kind === 'intro')
    return `${site.productName}: a short tour of seven packages for healthcare and hospitality in Nepal.`;
  if (content.kind === 'outro')
    return `See it with your own data: book a free demo, or call sales on ${site.salesPhone}.`;
  const { product, screenshot, index } = content;
  const lead = index === 0 ? `${product.productName}. ` : '';
  return `${lead}${screenshot.description}`;
}

/**
 * Most characters one caption cue holds: two lines of the caption band below the picture (the
 * player draws captions at 5 % of the video's height, about 60 characters a line at any size).
 * A longer caption is shown as two or more cues one after the other.
 */
export const MAX_CUE_CHARACTERS = 110;

/**
 * How much a cut after each kind of break costs, in characters of distance from the ideal cut; a
 * cut after any other character (a plain word break) costs WORD_BREAK_COST.
 * @type {Readonly<Record<string, number>>}
 */
const BREAK_COST = { '.': 0, ':': 8, ';': 8, ',': 16 };
const WORD_BREAK_COST = 30;

/**
 * A caption cut into parts of at most `max` characters each, as even in length as the text allows
 * and preferably after a sentence, then a clause, then any word: two readable lines each, not a
 * full part followed by two stray words.
 * @param {string} text
 * @param {number} [max]
 * @returns {string[]} the parts in order; joined with spaces they give `text`
 * @throws {Error} when a single word is longer than `max`
 */
export function splitCaption(text, max = MAX_CUE_CHARACTERS) {
  const parts = [];
  let rest = text.trim();
  while (rest.length > max) {
    // Aim at the middle when two parts will do, else fill this part.
    const target = rest.length <= 2 * max ? rest.length / 2 : max;
    let best = -1;
    let bestCost = Infinity;
    for (let cut = 1; cut <= max; cut += 1) {
      if (rest[cut] !== ' ') continue;
      const cost = Math.abs(cut - target) + (BREAK_COST[rest.charAt(cut - 1)] ?? WORD_BREAK_COST);
      if (cost < bestCost) {
        best = cut;
        bestCost = cost;
      }
    }
    if (best <= 0) throw new Error(`splitCaption: a word is longer than ${max} characters in "${text}"`);
    parts.push(rest.slice(0, best).trim());
    rest = rest.slice(best).trim();
  }
  parts.push(rest);
  return parts;
}

/**
 * The caption cues in play order: one per scene, or a scene's caption split into parts
 * ({@link splitCaption}) sharing its time in proportion to their length.
 * @param {Scene[]} scenes
 * @returns {{ start: number, end: number, text: string }[]}
 */
export function captionCues(scenes) {
  return scenes.flatMap((scene) => {
    const parts = splitCaption(scene.caption);
    const total = parts.reduce((sum, part) => sum + part.length, 0);
    let clock = scene.start;
    return parts.map((text, index) => {
      const start = clock;
      clock = index === parts.length - 1 ? scene.end : round(clock + ((scene.end - scene.start) * text.length) / total);
      return { start, end: clock, text };
    });
  });
}

/**
 * Each product's chapter: from the moment its first screen is in to the end of its last one
 * (`#t=start,end` media fragment of the tour), keyed `industry/subIndustry`.
 * @param {Scene[]} scenes
 * @returns {{ product: string, start: number, end: number }[]}
 */
export function chapters(scenes) {
  /** @type {Map<string, { product: string, start: number, end: number }>} */
  const byProduct = new Map();
  for (const scene of scenes) {
    if (scene.kind !== 'screen') continue;
    const key = `${scene.product.industry}/${scene.product.subIndustry}`;
    const chapter = byProduct.get(key);
    if (chapter) chapter.end = scene.end;
    else byProduct.set(key, { product: key, start: scene.start, end: scene.end });
  }
  return [...byProduct.values()];
}

/**
 * `83.4` → `00:01:23.400`, the time format of WebVTT.
 * @param {number} seconds
 */
export function vttTime(seconds) {
  const millis = Math.round(seconds * 1000);
  /** @param {number} value @param {number} [width] digits */
  const pad = (value, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(millis / 3_600_000))}:${pad(Math.floor(millis / 60_000) % 60)}:${pad(Math.floor(millis / 1000) % 60)}.${pad(millis % 1000, 3)}`;
}

/**
 * The WebVTT captions: the cues of {@link captionCues}, each scene's shown while the scene is fully
 * in (between fades), at the bottom of the video: in the caption band below the picture.
 * @param {Scene[]} scenes
 */
export function captionsVtt(scenes) {
  const cues = captionCues(scenes).map(
    (cue, index) => `${index + 1}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${cue.text}`,
  );
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/**
 * Seconds rounded to whole milliseconds, as the captions and chapters give them.
 * @param {number} seconds
 */
function round(seconds) {
  return Math.round(seconds * 1000) / 1000;
}
