/**
 * Pictures editors upload (docs/content.md#pictures): a photo may stand where the art kit's drawing
 * stood (an article's or story's cover, a team member's portrait), a team member may have no picture
 * at all, and a photo reaches the page through Astro's image pipeline as WebP copies sized for
 * phones, cards and sharp screens, with width and height set so nothing moves while it loads.
 * Rendered with Astro's container API, where the pipeline answers with its on-demand addresses
 * (`/_image?…&w=400&f=webp`) instead of built files: the build writes the same copies to `_astro/`.
 * The photos are tests/fixtures/pictures/, drawn for the tests (draw.sh there). They stand in for
 * uploads without being written into public/, which a build running beside the tests reads: the
 * pages see them through the list of uploaded pictures (src/data/rasters.ts, replaced here), the
 * schemas in a throw-away project folder.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { z } from 'astro/zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import CoverImage from '../../src/components/editorial/CoverImage.astro';
import TeamMemberCard from '../../src/components/ui/TeamMemberCard.astro';
import { initialsOf } from '../../src/lib/initials';
import { newsSchema } from '../../src/schemas/news';
import { teamMemberSchema } from '../../src/schemas/people';

/** Uploaded photos as an editor's CMS saves them. */
const COVER = '/images/news/phewa-lake.jpg';
const PORTRAIT = '/images/team/dipesh-shrestha.jpg';

vi.mock('../../src/data/rasters', async () => ({
  RASTERS: {
    '/public/images/news/phewa-lake.jpg': (await import('../fixtures/pictures/phewa-lake.jpg')).default,
    '/public/images/team/dipesh-shrestha.jpg': (await import('../fixtures/pictures/team-photo.jpg')).default,
  },
}));

let container: AstroContainer;
beforeAll(async () => {
  // Under vitest a picture's metadata notes each read in a set that only `astro build` creates
  // (astro/dist/assets/utils/proxy.js); without it the second picture read throws.
  Object.assign(globalThis, { astroAsset: { referencedImages: new Set<string>() } });
  container = await AstroContainer.create();
});

/** Each copy of an <img srcset> as the pipeline's parameters: width, height, format, fit. */
function copies(html: string): Array<{ descriptor: string; w: string; h: string; f: string; fit: string }> {
  const srcset = /srcset="([^"]+)"/.exec(html)?.[1] ?? '';
  return srcset.split(', ').map((candidate) => {
    const [url = '', descriptor = ''] = candidate.split(' ');
    const params = new URLSearchParams(url.replaceAll('&#38;', '&').split('?')[1]);
    return {
      descriptor,
      w: params.get('w') ?? '',
      h: params.get('h') ?? '',
      f: params.get('f') ?? '',
      fit: params.get('fit') ?? '',
    };
  });
}

const attribute = (html: string, name: string) => new RegExp(`<img[^>]* ${name}="([^"]*)"`).exec(html)?.[1];

describe('an uploaded photo passes the schemas where an editor may upload one', () => {
  // The schemas read pictures from public/ in the folder the build runs in.
  const project = mkdtempSync(join(tmpdir(), 'sarathi-uploads-'));
  const home = process.cwd();
  beforeAll(() => {
    for (const [path, fixture] of [
      [COVER, 'phewa-lake.jpg'],
      [PORTRAIT, 'team-photo.jpg'],
    ] as const) {
      mkdirSync(join(project, 'public', path, '..'), { recursive: true });
      copyFileSync(new URL(`../fixtures/pictures/${fixture}`, import.meta.url), join(project, 'public', path));
    }
    process.chdir(project);
  });
  afterAll(() => {
    process.chdir(home);
    rmSync(project, { recursive: true, force: true });
  });

  const article = {
    title: 'Second Pokhara training day by the lake',
    description: 'Sixty receptionists, cashiers and pharmacists from Gandaki learnt stock counts by Phewa Lake.',
    publishedAt: '2026-06-20',
    author: 'pratiksha-gurung',
    tags: ['training', 'event'],
    cover: COVER,
    coverAlt: 'Photo: Phewa Lake with boats before green hills and snow peaks',
  };
  const member = { name: 'Dipesh Shrestha', post: 'Support Engineer (Pokhara)', order: 8 };

  it('takes a JPEG cover for an article', () => {
    expect(newsSchema({ author: z.string() }).safeParse(article).error).toBeUndefined();
  });

  it('takes a new team member with a photo and no drawn portrait, and one with no picture at all', () => {
    expect(teamMemberSchema.safeParse({ ...member, image: PORTRAIT }).error).toBeUndefined();
    expect(teamMemberSchema.safeParse(member).error).toBeUndefined();
  });
});

describe('a team member on the page', () => {
  it('with a photo: WebP copies cut square for 64 px phones and 96 px cards on sharp screens, sized 96 × 96', async () => {
    const html = await container.renderToString(TeamMemberCard, {
      props: { name: 'Dipesh Shrestha', post: 'Support Engineer (Pokhara)', image: PORTRAIT },
    });
    expect(attribute(html, 'alt')).toBe('Portrait of Dipesh Shrestha');
    expect([attribute(html, 'width'), attribute(html, 'height')]).toEqual(['96', '96']);
    expect(attribute(html, 'sizes')).toBe('(min-width: 640px) 96px, 64px');
    const made = copies(html);
    expect(made.map((copy) => copy.descriptor)).toEqual(['32w', '64w', '96w', '192w']);
    for (const copy of made) expect(copy).toMatchObject({ h: copy.w, f: 'webp', fit: 'cover' });
  });

  it('without a picture: their initials in the portrait’s place, in the page’s script, hidden from screen readers', async () => {
    const english = await container.renderToString(TeamMemberCard, {
      props: { name: 'Dipesh Shrestha', post: 'Support Engineer (Pokhara)' },
    });
    expect(english).not.toContain('<img');
    expect(english).toMatch(
      /<span aria-hidden="true" class="[^"]*h-16 w-16[^"]*sm:h-24 sm:w-24[^"]*">\s*DS\s*<\/span>/,
    );
    const nepali = await container.renderToString(TeamMemberCard, {
      props: { name: 'दिपेश श्रेष्ठ', post: 'सहयोग इन्जिनियर (पोखरा)', locale: 'ne' },
    });
    expect(nepali).toMatch(/>\s*दि\.श्रे\.\s*<\/span>/);
  });
});

describe('a cover photo on the page', () => {
  it('comes as WebP copies 400, 800 and 1200 px wide, cut to 1200 × 630, never wider than the photo', async () => {
    const html = await container.renderToString(CoverImage, {
      props: { src: COVER, alt: 'Photo: Phewa Lake', class: 'w-full', sizes: '(min-width: 640px) 224px, 100vw' },
    });
    expect([attribute(html, 'width'), attribute(html, 'height')]).toEqual(['1200', '630']);
    expect(attribute(html, 'sizes')).toBe('(min-width: 640px) 224px, 100vw');
    const made = copies(html);
    expect(made.map((copy) => copy.descriptor)).toEqual(['400w', '800w', '1200w']);
    for (const copy of made)
      expect(copy).toMatchObject({ h: String(Math.round((Number(copy.w) * 630) / 1200)), f: 'webp', fit: 'cover' });
  });

  it('the drawn SVG cover is served as it is', async () => {
    const drawn = '/images/news/pokhara-training-day-2026.svg';
    const html = await container.renderToString(CoverImage, { props: { src: drawn, alt: 'Illustration', class: '' } });
    expect(attribute(html, 'src')).toBe(drawn);
    expect(html).not.toContain('srcset');
  });
});

describe('initialsOf', () => {
  it.each([
    ['Dipesh Shrestha', 'DS'],
    ['Anita Kumari Shrestha', 'AS'],
    ['Dr. Ramesh Koirala', 'RK'],
    ['rajendra', 'R'],
    ['दिपेश श्रेष्ठ', 'दि.श्रे.'],
    ['सुनिता राई', 'सु.रा.'],
    ['  ', ''],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
