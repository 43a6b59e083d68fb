import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, statSync } from 'node:fs';
import {
  captionCues,
  captionsVtt,
  chapters,
  FEATURED_SCREENS,
  MAX_CUE_CHARACTERS,
  planScenes,
  READING_SPEED,
  screensShown,
  splitCaption,
  SCREENS_PER_PRODUCT,
  TIMING,
  totalSeconds,
  vttTime,
} from '../../scripts/video/tourPlan.mjs';
import { productTour } from '../../src/data/productTour';
import {
  chapterIndexAt,
  chapterOf,
  chapterSrc,
  clockTime,
  findTour,
  productQuery,
  spokenDuration,
  tourHref,
} from '../../src/lib/videoTour';
import { itGives } from './support/cases';
import { durationWords } from '../../src/i18n/islandWords';
import { entryIds, readEntry } from './support/content';

const tours = [
  { industry: 'healthcare', subIndustry: 'hospital', productName: 'Sarathi Hospital ERP' },
  { industry: 'healthcare', subIndustry: 'physio-therapy', productName: 'Sarathi Physio ERP' },
  { industry: 'hospitality', subIndustry: 'restaurant', productName: 'Sarathi Restaurant ERP' },
];

describe('findTour (/video-tour?industry=..&subIndustry=..)', () => {
  it('finds the product named by the query', () => {
    expect(findTour(tours, '?industry=healthcare&subIndustry=physio-therapy')?.productName).toBe('Sarathi Physio ERP');
    expect(findTour(tours, new URLSearchParams('industry=hospitality&subIndustry=restaurant'))?.productName).toBe(
      'Sarathi Restaurant ERP',
    );
  });

  it('compares lower-cased and trimmed values', () => {
    expect(findTour(tours, '?industry=HealthCare&subIndustry=%20Hospital%20')?.productName).toBe(
      'Sarathi Hospital ERP',
    );
  });

  it('answers undefined for a missing, partial or unknown query', () => {
    expect(findTour(tours, '')).toBeUndefined();
    expect(findTour(tours, '?industry=healthcare')).toBeUndefined();
    expect(findTour(tours, '?subIndustry=hospital')).toBeUndefined();
    expect(findTour(tours, '?industry=healthcare&subIndustry=restaurant')).toBeUndefined();
    expect(findTour(tours, '?industry=retail&subIndustry=shop')).toBeUndefined();
  });
});

describe('links of a tour', () => {
  it('builds the Preview link and the product query', () => {
    expect(productQuery('healthcare', 'lab')).toBe('industry=healthcare&subIndustry=lab');
    expect(tourHref('hospitality', 'restaurant')).toBe('/video-tour?industry=hospitality&subIndustry=restaurant');
  });
});

describe('chapters of the tour video', () => {
  it('limits a source to a chapter with a media fragment', () => {
    expect(chapterSrc('/video/tour.webm', { start: 12.3, end: 25.1 })).toBe('/video/tour.webm#t=12.3,25.1');
    expect(chapterSrc('/video/tour.mp4')).toBe('/video/tour.mp4');
  });

  it('refuses a chapter that ends before it starts', () => {
    expect(() => chapterSrc('/video/tour.mp4', { start: 20, end: 10 })).toThrow('chapterSrc: invalid chapter 20-10 s');
    expect(() => chapterSrc('/video/tour.mp4', { start: -1, end: 10 })).toThrow();
  });

  it('finds a product’s chapter by industry and sub-industry', () => {
    const lab = {
      product: 'healthcare/lab',
      start: 30,
      end: 44,
      poster: '/video/lab.webp',
      thumbnail: '/video/lab-thumb.webp',
      screens: ['Sample tracking', 'Result entry'],
    };
    expect(chapterOf({ chapters: [lab] }, 'healthcare', 'lab')).toEqual(lab);
    expect(chapterOf({ chapters: [lab] }, 'healthcare', 'dental')).toBeUndefined();
  });
});

const screen = (title: string, description = `What ${title} shows.`) => ({
  image: `/images/products/${title}.svg`,
  title,
  description,
  alt: title,
});
const product = (subIndustry: string, count = 4) => ({
  industry: 'healthcare',
  subIndustry,
  productName: `Sarathi ${subIndustry} ERP`,
  screenshots: Array.from({ length: count }, (_, index) => screen(`${subIndustry}-${index + 1}`)),
});
/** A caption of 107 characters: more than one cue, and more than a minimal screen leaves time to read. */
const long =
  'Vitals, history and prescription on one screen, with the follow-up reminder set before the patient leaves.';
const longProduct = (subIndustry: string) => ({
  ...product(subIndustry, 2),
  screenshots: [screen(`${subIndustry}-1`, long), screen(`${subIndustry}-2`, long)],
});
/** Seconds a cue is on screen. */
const shown = (cue: { start: number; end: number }) => cue.end - cue.start;

describe('the tour storyboard (scripts/video/tourPlan.mjs)', () => {
  const scenes = planScenes([product('lab'), product('dental')]);

  it('shows an intro, the first screens of each product in order, and an outro', () => {
    expect(scenes.map((scene) => (scene.kind === 'screen' ? scene.screenshot.title : scene.kind))).toEqual([
      'intro',
      'lab-1',
      'lab-2',
      'dental-1',
      'dental-2',
      'outro',
    ]);
  });

  it('shows all four screens of the hospital package, the flagship, and gives it a longer chapter than the others', () => {
    expect(screensShown({ industry: 'healthcare', subIndustry: 'hospital' })).toBe(4);
    expect(screensShown({ industry: 'healthcare', subIndustry: 'lab' })).toBe(SCREENS_PER_PRODUCT);
    const withHospital = planScenes([product('hospital'), product('lab')]);
    expect(withHospital.flatMap((scene) => (scene.kind === 'screen' ? [scene.screenshot.title] : []))).toEqual([
      'hospital-1',
      'hospital-2',
      'hospital-3',
      'hospital-4',
      'lab-1',
      'lab-2',
    ]);
    const [hospital, lab] = chapters(withHospital);
    expect(hospital!.end - hospital!.start).toBeGreaterThan(1.9 * (lab!.end - lab!.start));
  });

  it('overlaps scenes by one cross-fade: each starts when the previous one starts to fade', () => {
    expect(scenes[0]).toMatchObject({ start: 0, end: TIMING.titleSeconds - TIMING.fadeSeconds });
    for (let index = 1; index < scenes.length; index += 1) expect(scenes[index]!.start).toBe(scenes[index - 1]!.end);
    expect(totalSeconds(scenes)).toBeCloseTo(2 * 6 + 4 * 6.4 - 5 * 0.6, 3);
    expect(scenes.at(-1)!.end).toBeCloseTo(totalSeconds(scenes), 3);
  });

  it('gives each product a chapter from its first screen to the end of its last', () => {
    expect(chapters(scenes)).toEqual([
      { product: 'healthcare/lab', start: scenes[1]!.start, end: scenes[2]!.end },
      { product: 'healthcare/dental', start: scenes[3]!.start, end: scenes[4]!.end },
    ]);
  });

  it('captions every product screen with what it shows, naming the product on its first screen (the title is in the picture)', () => {
    const vtt = captionsVtt(scenes);
    expect(vtt.startsWith('WEBVTT\n\n1\n')).toBe(true);
    expect(vtt).toContain('\nSarathi lab ERP. What lab-1 shows.\n');
    expect(vtt).toContain('\nWhat lab-2 shows.\n');
    expect(vtt).toContain('\nWhat dental-2 shows.\n');
    expect(vtt.match(/-->/g)).toHaveLength(4);
    expect(vttTime(83.4)).toBe('00:01:23.400');
    expect(vttTime(3725.05)).toBe('01:02:05.050');
  });

  it('shows no caption while the intro or closing card is visible, not even while it fades', () => {
    const cues = captionCues(scenes);
    const intro = scenes[0]!;
    const outro = scenes.at(-1)!;
    expect(cues[0]!.start).toBe(intro.end + TIMING.fadeSeconds);
    expect(cues.at(-1)!.end).toBe(outro.start);
    expect(captionsVtt(scenes)).not.toContain('00:00:00.000 -->');
  });

  it('keeps every cue on screen long enough to read, lengthening a screen whose caption needs it', () => {
    const slow = planScenes([longProduct('clinic'), product('lab')]);
    for (const cue of captionCues(slow))
      expect(cue.text.length / shown(cue), cue.text).toBeLessThanOrEqual(READING_SPEED);
    // The clinic's first screen waits for the intro to fade out and names the product: it needs the most time.
    const [first, second, third] = slow.slice(1, 4);
    expect(first!.seconds).toBeGreaterThan(second!.seconds);
    expect(second!.seconds).toBeGreaterThan(TIMING.screenSeconds);
    expect(third!.seconds).toBe(TIMING.screenSeconds);
    // Scenes and cross-fades start on whole tenths of a second: on a frame of the 20 fps video.
    for (const scene of slow) expect(Math.round(scene.seconds * 10)).toBeCloseTo(scene.seconds * 10, 9);
  });

  it('shows a caption too long for two lines as cues one after the other, sharing the scene’s time', () => {
    const [scene] = planScenes([longProduct('clinic')]).slice(2, 3);
    const cues = captionCues([scene!]);
    expect(cues.map((cue) => cue.text)).toEqual(splitCaption(long, MAX_CUE_CHARACTERS));
    expect(cues[0]!.start).toBe(scene!.start);
    expect(cues.at(-1)!.end).toBe(scene!.end);
    for (let index = 1; index < cues.length; index += 1) expect(cues[index]!.start).toBe(cues[index - 1]!.end);
  });

  it('refuses a product with too few screens', () => {
    expect(() => planScenes([product('lab', 1)])).toThrow(
      'healthcare/lab: the tour needs 2 screenshots with an image, found 1',
    );
    expect(() => planScenes([product('hospital', 3)])).toThrow(
      'healthcare/hospital: the tour needs 4 screenshots with an image, found 3',
    );
  });
});

describe('splitCaption', () => {
  it('keeps a caption that fits in one cue whole', () => {
    expect(splitCaption('Tables: a live floor plan.', 40)).toEqual(['Tables: a live floor plan.']);
  });

  it('cuts near the middle, after a clause rather than between any two words', () => {
    expect(
      splitCaption(
        'Vitals, history and prescription on one screen, with the follow-up reminder set before the patient leaves.',
        60,
      ),
    ).toEqual([
      'Vitals, history and prescription on one screen,',
      'with the follow-up reminder set before the patient leaves.',
    ]);
  });

  it('never makes a part longer than the limit, and loses no word', () => {
    const text = 'Sarathi Clinic ERP. Online, phone and walk-in bookings for every doctor on one calendar.';
    const parts = splitCaption(text, 40);
    expect(parts.every((part) => part.length <= 40)).toBe(true);
    expect(parts.join(' ')).toBe(text);
  });

  it('refuses a word longer than the limit', () => {
    expect(() => splitCaption('Pneumonoultramicroscopicsilicovolcanoconiosis', 20)).toThrow(/longer than 20/);
  });
});

describe('the committed tour video (npm run video)', () => {
  const publicFile = (path: string) => new URL(`../../public${path}`, import.meta.url);
  const files = [
    ...productTour.sources.map((source) => source.src),
    productTour.poster,
    productTour.captions,
    ...productTour.chapters.flatMap((chapter) => [chapter.poster, chapter.thumbnail]),
  ];
  const subIndustries = ['healthcare', 'hospitality'].flatMap((industry) =>
    entryIds(`sub-industries/${industry}`).map((subIndustry) => `${industry}/${subIndustry}`),
  );

  it('is 60 to 120 seconds long, a 1280×720 MP4, and weighs 4 MB or less with its posters and captions', () => {
    expect(productTour.durationSeconds).toBeGreaterThanOrEqual(60);
    expect(productTour.durationSeconds).toBeLessThanOrEqual(120);
    expect([productTour.width, productTour.height]).toEqual([1280, 720]);
    expect(productTour.sources.map((source) => source.type)).toEqual(['video/mp4']);
    for (const file of files) expect(existsSync(publicFile(file)), file).toBe(true);
    const bytes = files.reduce((sum, file) => sum + statSync(publicFile(file)).size, 0);
    expect(bytes).toBe(productTour.bytes);
    expect(bytes).toBeLessThanOrEqual(4 * 1024 * 1024);
  });

  it('is the file site.json names as the preview video', () => {
    const site = readEntry<{ previewVideoUrl: string }>('site.json');
    expect(productTour.sources.map((source) => source.src)).toContain(site.previewVideoUrl);
  });

  it('has a chapter inside the video for every product, each with the screens the tour shows of it', () => {
    expect(productTour.chapters.map((chapter) => chapter.product).sort()).toEqual(subIndustries.sort());
    for (const chapter of productTour.chapters) {
      expect(chapter.start).toBeGreaterThan(0);
      expect(chapter.end).toBeLessThanOrEqual(productTour.durationSeconds);
      const [industry, subIndustry] = chapter.product.split('/') as [string, string];
      expect(chapter.screens, chapter.product).toHaveLength(screensShown({ industry, subIndustry }));
    }
  });

  it('gives the hospital package the longest chapter', () => {
    expect(FEATURED_SCREENS['healthcare/hospital']).toBeGreaterThan(SCREENS_PER_PRODUCT);
    const length = (chapter: { start: number; end: number }) => chapter.end - chapter.start;
    const hospital = productTour.chapters.find((chapter) => chapter.product === 'healthcare/hospital')!;
    for (const chapter of productTour.chapters.filter((other) => other !== hospital))
      expect(length(hospital), chapter.product).toBeGreaterThan(1.9 * length(chapter));
  });

  it('has captions for every product screen, short enough for the two lines of the caption band, slow enough to read, none over the intro or closing card', () => {
    const vtt = readFileSync(publicFile(productTour.captions), 'utf8');
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    const seconds = (hours?: string, minutes?: string, rest?: string) =>
      Number(hours) * 3600 + Number(minutes) * 60 + Number(rest);
    const cues = [...vtt.matchAll(/(\d\d):(\d\d):(\d\d\.\d{3}) --> (\d\d):(\d\d):(\d\d\.\d{3})\n(.+)/g)].map((cue) => ({
      start: seconds(cue[1], cue[2], cue[3]),
      end: seconds(cue[4], cue[5], cue[6]),
      text: cue[7]!,
    }));
    const screens = productTour.chapters.reduce((sum, chapter) => sum + chapter.screens.length, 0);
    expect(cues.length).toBeGreaterThanOrEqual(screens);
    for (const cue of cues) {
      expect(cue.text.length, cue.text).toBeLessThanOrEqual(MAX_CUE_CHARACTERS);
      expect(cue.text.length / shown(cue), cue.text).toBeLessThanOrEqual(READING_SPEED);
    }
    // The intro card has faded out when the first cue shows; the closing card fades in after the last.
    expect(cues[0]!.start).toBeCloseTo(productTour.chapters[0]!.start + TIMING.fadeSeconds, 3);
    expect(cues.at(-1)!.end).toBeCloseTo(productTour.chapters.at(-1)!.end, 3);
    expect(productTour.durationSeconds - cues.at(-1)!.end).toBeCloseTo(TIMING.titleSeconds, 3);
  });
});

describe('times of the tour page', () => {
  itGives('shows a length as a player does', clockTime, [
    [0, '0:00'],
    [11.6, '0:12'],
    [59.4, '0:59'],
    [92.6, '1:33'],
    [3725, '1:02:05'],
  ]);

  const english = durationWords('en');
  itGives('says a length in words for screen readers', (seconds: number) => spokenDuration(seconds, english), [
    [0, '0 seconds'],
    [1, '1 second'],
    [11.6, '12 seconds'],
    [60, '1 minute'],
    [92.6, '1 minute 33 seconds'],
    [125, '2 minutes 5 seconds'],
  ]);

  it('refuses a negative or endless time', () => {
    expect(() => clockTime(-1)).toThrow(RangeError);
    expect(() => spokenDuration(Number.NaN, english)).toThrow(RangeError);
  });

  const twoChapters = [
    { start: 5.4, end: 17 },
    { start: 17, end: 28.6 },
  ];
  itGives(
    'finds the chapter playing at a time, none in the intro or after the last',
    (time: number) => chapterIndexAt(twoChapters, time),
    [
      [0, -1],
      [5.4, 0],
      [16.9, 0],
      [17, 1],
      [28.6, -1],
    ],
  );
});

describe('the home page’s tour button', () => {
  const home = JSON.parse(readFileSync('src/content/home.json', 'utf8')) as Record<
    'en' | 'ne',
    { hero: { videoButton: string } }
  >;
  const DEVANAGARI_DIGITS = '०१२३४५६७८९';
  /** The length a label promises, in seconds: "2-minute", "90-second", "२ मिनेट", "९० सेकेन्ड". */
  const promised = (label: string): number => {
    const latin = label.replace(/[०-९]/g, (digit) => String(DEVANAGARI_DIGITS.indexOf(digit)));
    const match = /(\d+)[- ](minute|second|मिनेट|सेकेन्ड)/.exec(latin);
    if (!match) throw new Error(`no length in "${label}"`);
    return Number(match[1]) * (/minute|मिनेट/.test(match[2] ?? '') ? 60 : 1);
  };

  it.each(['en', 'ne'] as const)('in %s promises the tour’s length to within 15 s', (locale) => {
    expect(Math.abs(promised(home[locale].hero.videoButton) - productTour.durationSeconds)).toBeLessThanOrEqual(15);
  });
});
