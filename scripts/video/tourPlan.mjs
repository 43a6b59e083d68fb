/**
 * The product tour's storyboard as data: which screens it shows, for how long, the caption of each
 * and where each product's chapter starts and ends. Pure (no files, no ffmpeg), so the timings the
 * pages use and the WebVTT captions are unit-tested, and make-tour.mjs only draws and encodes.
 */

/**
 * Seconds the intro and closing cards are on screen, the least a product screen is (longer when
 * its caption needs it, see READING_SPEED), and the length of a cross-fade; cross-fades are
 * included in a scene's seconds.
 */
export const TIMING = { titleSeconds: 6, screenSeconds: 6.4, fadeSeconds: 0.6 };

/**
 * Characters a second a caption may ask of its reader: each cue stays on screen at least its length
 * divided by this. 17 is the rate subtitle guides give for readers who are not reading their first
 * language, as many of the tour's viewers in Nepal are not.
 */
export const READING_SPEED = 17;

/**
 * How many screens of a product the tour shows (its first ones: the dashboard and the daily work).
 * Two keep the tour of seven packages under two minutes; see FEATURED_SCREENS for the exception.
 */
export const SCREENS_PER_PRODUCT = 2;

/**
 * Products the tour shows more of, keyed `industry/subIndustry`: the hospital package is the
 * flagship, the one most visitors of the tour come for, so it shows all four of its screens (wards
 * and billing besides the dashboard and the OPD queue).
 * @type {Readonly<Record<string, number>>}
 */
export const FEATURED_SCREENS = { 'healthcare/hospital': 4 };

/**
 * @typedef {{ image: string, title: string, description: string, alt: string }} Screenshot
 * @typedef {{ industry: string, subIndustry: string, productName: string, screenshots: Screenshot[] }} TourProduct
 * @typedef {{ kind: 'intro' } | { kind: 'outro' } | { kind: 'screen', product: TourProduct, screenshot: Screenshot, index: number }} SceneContent
 * @typedef {{ text: string, start: number, end: number }} Caption
 * @typedef {SceneContent & { seconds: number, start: number, end: number, caption: Caption | null }} Scene
 */

/**
 * How many screens the tour shows of `product`: FEATURED_SCREENS for a featured one, else
 * SCREENS_PER_PRODUCT.
 * @param {Pick<TourProduct, 'industry' | 'subIndustry'>} product
 * @returns {number}
 */
export function screensShown(product) {
  return FEATURED_SCREENS[`${product.industry}/${product.subIndustry}`] ?? SCREENS_PER_PRODUCT;
}

/**
 * The scenes in play order: an intro card, the first {@link screensShown} screens of every product
 * (in the order given, which is the catalogue order), a closing card. `start` is the second at which
 * a scene starts to fade in (the intro: 0), `end` the second at which the next one starts to fade in
 * over it (the last scene: the end of the video); scenes overlap by a cross-fade.
 *
 * Only product screens have a caption, shown from the moment no card is visible any more (a screen
 * right after the intro waits for the intro to fade out) until the next scene starts to fade in:
 * the cards carry their own text, and the browser lifts captions over the picture while its
 * controls show, so a caption over a card would be text over text. A screen stays
 * TIMING.screenSeconds, or longer when its caption needs more time at READING_SPEED.
 * Throws when a product has fewer screenshots with an image than the tour shows.
 * @param {TourProduct[]} products
 * @returns {Scene[]}
 */
export function planScenes(products) {
  /** @type {SceneContent[]} */
  const contents = [{ kind: 'intro' }];
  for (const product of products) {
    const count = screensShown(product);
    const screens = product.screenshots.filter((shot) => shot.image);
    if (screens.length < count) {
      throw new Error(
        `${product.industry}/${product.subIndustry}: the tour needs ${count} screenshots with an image, found ${screens.length}`,
      );
    }
    screens
      .slice(0, count)
      .forEach((screenshot, index) => contents.push({ kind: 'screen', product, screenshot, index }));
  }
  contents.push({ kind: 'outro' });

  let clock = 0;
  return contents.map((content, position) => {
    const text = captionOf(content);
    const afterCard = position > 0 && contents[position - 1]?.kind !== 'screen';
    // Before the caption shows: the fade-in under a card still fading out; after it: the fade-out.
    const uncaptioned = TIMING.fadeSeconds * (afterCard ? 2 : 1);
    const seconds =
      text === null
        ? TIMING.titleSeconds
        : Math.max(TIMING.screenSeconds, tenthUp(text.length / READING_SPEED + uncaptioned));
    const start = clock;
    clock += seconds - TIMING.fadeSeconds;
    const last = position === contents.length - 1;
    const end = round(last ? start + seconds : clock);
    return {
      ...content,
      seconds,
      start: round(start),
      end,
      caption: text === null ? null : { text, start: round(afterCard ? start + TIMING.fadeSeconds : start), end },
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
 * What the caption of a product screen says: what the screen shows, its product named on the
 * product's first screen; null for the intro and closing cards, whose text is in the picture. The
 * screen's title is in the picture's top bar already, so the caption leaves it out.
 * @param {SceneContent} content
 * @returns {string | null}
 */
function captionOf(content) {
  if (content.kind !== 'screen') return null;
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
 * The caption cues in play order: one per captioned scene (the product screens), or a scene's
 * caption split into parts ({@link splitCaption}) sharing its time in proportion to their length,
 * so every part asks the same reading speed.
 * @param {Scene[]} scenes
 * @returns {{ start: number, end: number, text: string }[]}
 */
export function captionCues(scenes) {
  return scenes.flatMap(({ caption }) => {
    if (!caption) return [];
    const parts = splitCaption(caption.text);
    const total = parts.reduce((sum, part) => sum + part.length, 0);
    let clock = caption.start;
    return parts.map((text, index) => {
      const start = clock;
      clock =
        index === parts.length - 1 ? caption.end : round(clock + ((caption.end - caption.start) * text.length) / total);
      return { start, end: clock, text };
    });
  });
}

/**
 * Each product's chapter: from the moment its first screen starts to fade in to the moment the scene
 * after its last one does (`#t=start,end` media fragment of the tour), keyed `industry/subIndustry`.
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
 * The WebVTT captions: the cues of {@link captionCues}, at the bottom of the video: in the caption
 * band below the picture (none while the intro or closing card shows, see {@link planScenes}).
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

/**
 * Seconds rounded up to the next tenth (two frames at the tour's 20 per second), so every scene
 * and cross-fade starts on a frame.
 * @param {number} seconds
 */
function tenthUp(seconds) {
  return Math.ceil(Math.round(seconds * 1000) / 100) / 10;
}
