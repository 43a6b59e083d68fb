/**
 * The art kit's check mode: it names every committed picture that differs from what the kit draws
 * and every one that is missing. Whether today's pictures are up to date is `npm run art -- --check`
 * itself, a step of `npm test`. A picture an editor uploaded (a cover, a logo, a team photo) is not
 * the kit's: the kit neither draws nor checks it, and asks for no look.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawCovers } from '../../scripts/art/covers/index.mjs';
import { drawCustomerLogos } from '../../scripts/art/customers/index.mjs';
import { staleFiles } from '../../scripts/art/index.mjs';
import { drawPortraits } from '../../scripts/art/portraits.mjs';

describe('npm run art -- --check', () => {
  it('names a changed picture and a missing one, and passes an identical one', () => {
    const publicDir = mkdtempSync(join(tmpdir(), 'art-check-'));
    mkdirSync(join(publicDir, 'images/team'), { recursive: true });
    writeFileSync(join(publicDir, 'images/team/a.svg'), '<svg>same</svg>');
    writeFileSync(join(publicDir, 'images/team/b.svg'), '<svg>edited by hand</svg>');
    const drawn = new Map([
      ['/images/team/a.svg', '<svg>same</svg>'],
      ['/images/team/b.svg', '<svg>drawn</svg>'],
      ['/images/team/c.svg', '<svg>new</svg>'],
    ]);
    expect(staleFiles(drawn, publicDir)).toEqual([
      '/images/team/b.svg: differs from what the kit draws',
      '/images/team/c.svg: missing',
    ]);
  });
});

/** A throw-away repository folder holding `files` (path under src/content → JSON object or Markdown text). */
function contentRoot(files: Record<string, object | string>): string {
  const root = mkdtempSync(join(tmpdir(), 'art-content-'));
  for (const folder of ['customers', 'modules', 'news', 'stories', 'team'])
    mkdirSync(join(root, 'src/content', folder), { recursive: true });
  for (const [path, content] of Object.entries(files))
    writeFileSync(join(root, 'src/content', path), typeof content === 'string' ? content : JSON.stringify(content));
  return root;
}

const article = (cover: string) =>
  `---\ntitle: "Pokhara training day"\ntags: [training, event]\ncover: ${cover}\ncoverAlt: "Illustration: a training room by the lake"\n---\n\nText.\n`;

describe('the kit draws only its own pictures', () => {
  it('leaves an uploaded cover alone and still draws the covers entries ask it for', () => {
    const root = contentRoot({
      'news/drawn-article.en.md': article('/images/news/drawn-article.svg'),
      'news/photo-article.en.md': article('/images/news/phewa-lakeside.jpg'),
      'stories/photo-story.en.md': `---\ncustomer: a-customer-without-entry\nmodules: [no-module]\ncover: /images/stories/ward-opening.webp\ncoverAlt: "Photo: the new ward"\n---\n`,
    });
    const { files, problems } = drawCovers(root, new Map());
    expect([...files.keys()]).toEqual(['/images/news/drawn-article.svg']);
    expect(problems).toEqual([]);
  });

  it('leaves a customer’s uploaded logo alone, even when the kit has a look for that customer', () => {
    const customer = { name: 'Koshi Polyclinic', order: 9, industry: ['healthcare/clinic'], location: 'Biratnagar' };
    const root = contentRoot({
      'customers/koshi-polyclinic.en.json': { ...customer, logo: '/images/customers/koshi-logo-2026.png' },
      'customers/new-clinic.en.json': { ...customer, name: 'Butwal Family Clinic' },
    });
    expect(drawCustomerLogos(root)).toEqual({ files: new Map(), problems: [] });
  });

  it('needs no look for a team member with a photo or with no picture, and names one who asks for a drawn portrait without a look', () => {
    const member = { post: 'Support Engineer (Pokhara)', order: 8 };
    const root = contentRoot({
      'team/anita-shrestha.en.json': { ...member, name: 'Anita Shrestha', image: '/images/team/anita-shrestha.svg' },
      'team/dipesh-shrestha.en.json': { ...member, name: 'Dipesh Shrestha', image: '/images/team/dipesh-photo.jpg' },
      'team/sunita-rai.en.json': { ...member, name: 'Sunita Rai' },
      'team/binod-thapa.en.json': { ...member, name: 'Binod Thapa', image: '/images/team/binod-thapa.svg' },
    });
    const { files, problems } = drawPortraits(root);
    expect([...files.keys()]).toEqual(['/images/team/anita-shrestha.svg']);
    expect(problems).toEqual([
      'src/content/team/binod-thapa.en.json: "image" names the drawn portrait /images/team/binod-thapa.svg, which needs a look in LOOKS of scripts/art/portraits.mjs; or upload a photo, or leave the portrait empty to show initials',
    ]);
  });
});

describe('pictures with words are drawn again in Nepali', () => {
  const screen = '<svg xmlns="http://www.w3.org/2000/svg" width="960" height="600" viewBox="0 0 960 600"></svg>';
  const story = (customer: string, figure: string) =>
    `---\ncustomer: ${customer}\nsubIndustries: [healthcare/clinic]\nmodules: [billing]\nresults:\n  - figure: "${figure}"\n    label: "shorter queues"\ncover: /images/stories/${customer}-story.svg\ncoverAlt: "Illustration: the queue screen beside the result ${figure}"\n---\n`;
  const nepaliStory = (figure: string, alt: string) =>
    `---\nresults:\n  - figure: "${figure}"\n    label: "छोटो कतार"\ncoverAlt: "चित्र: ${alt}"\n---\n`;
  const customer = { name: 'Koshi Polyclinic', order: 9, industry: ['healthcare/clinic'], location: 'Biratnagar' };

  it("draws a story's cover with its Nepali texts beside the English one, once the story and its customer have them", () => {
    const root = contentRoot({
      'modules/billing.en.json': { screenshots: ['/images/modules/billing-1.svg'] },
      'customers/koshi.en.json': customer,
      'customers/koshi.ne.json': { name: 'कोशी पोलिक्लिनिक', location: 'विराटनगर' },
      'customers/newa.en.json': { ...customer, name: 'Newa Kitchen' },
      'stories/koshi-story.en.md': story('koshi', '25 min'),
      'stories/koshi-story.ne.md': nepaliStory('२५ मिनेट', 'कतार स्क्रिन, छेउमा नतिजा २५ मिनेट'),
      'stories/newa-story.en.md': story('newa', '29%'),
    });
    const { files, problems } = drawCovers(root, new Map([['/images/modules/billing-1.svg', screen]]));
    expect([...files.keys()].sort()).toEqual([
      '/images/stories/koshi-story.ne.svg',
      '/images/stories/koshi-story.svg',
      '/images/stories/newa-story.svg',
    ]);
    expect(files.get('/images/stories/koshi-story.ne.svg')).toContain('<title>कतार स्क्रिन, छेउमा नतिजा २५ मिनेट</title>');
    expect(problems).toEqual([]);
  });

  it('names a Nepali cover description that leaves out the headline figure', () => {
    const root = contentRoot({
      'modules/billing.en.json': { screenshots: ['/images/modules/billing-1.svg'] },
      'customers/koshi.en.json': customer,
      'customers/koshi.ne.json': { name: 'कोशी पोलिक्लिनिक', location: 'विराटनगर' },
      'stories/koshi-story.en.md': story('koshi', '25 min'),
      'stories/koshi-story.ne.md': nepaliStory('२५ मिनेट', 'कतार स्क्रिन'),
    });
    expect(drawCovers(root, new Map([['/images/modules/billing-1.svg', screen]])).problems).toEqual([
      'src/content/stories/koshi-story.ne.md: coverAlt must name the headline figure "२५ मिनेट"',
    ]);
  });
});
