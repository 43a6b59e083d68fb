/**
 * /support (docs/pages.md, section Support): the hero, the six Support Features cards, the strip of six services,
 * the support team from src/content/team (name, post, portrait or initials, tel: and WhatsApp links where given)
 * and the six-question FAQ with only one answer open at a time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { initialsOf } from '../../src/lib/initials';

const CONTENT = new URL('../../src/content/', import.meta.url);

interface Member {
  name: string;
  post: string;
  order: number;
  phoneNumber?: string;
  whatsapp?: string;
  image?: string;
  supportTeam?: boolean;
}

const team = readdirSync(new URL('team/', CONTENT))
  .filter((file) => file.endsWith('.en.json'))
  .map((file) => JSON.parse(readFileSync(new URL(`team/${file}`, CONTENT), 'utf8')) as Member)
  .filter((member) => member.supportTeam !== false)
  .sort((a, b) => a.order - b.order);
const faqs = (
  JSON.parse(readFileSync(new URL('faqs/support.en.json', CONTENT), 'utf8')) as {
    items: Array<{ question: string; answer: string }>;
  }
).items;

const digits = (phone: string) => phone.replace(/\D/g, '');

function region(page: Page, name: string | RegExp): Locator {
  return page.getByRole('region', { name });
}

test.beforeEach(async ({ page }) => {
  await page.goto('/support');
});

test('hero, Support Features cards and the six services', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Custom Support for You');

  const features = region(page, 'Support Features');
  const cards = features.getByRole('heading', { level: 3 });
  await expect(cards).toHaveCount(6);
  for (const title of ['Onsite Support', 'Direct Phone Support', 'Email Support']) {
    await expect(features.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
  }
  await expect(features.getByRole('heading', { level: 3, name: /Google Meet live demo and training/ })).toBeVisible();
  await expect(features.getByRole('heading', { level: 3, name: /WhatsApp support group/ })).toBeVisible();
  await expect(features.getByRole('heading', { level: 3, name: /Remote assistance/i })).toBeVisible();
  await expect(features.getByText(/remote-assistance tool/)).toBeVisible();
  await expect(features.getByText(/When you buy a Standard or Custom plan we create a WhatsApp group/)).toBeVisible();

  const services = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Implementation', exact: true }) });
  await expect(services.getByRole('heading', { level: 3 })).toHaveText([
    'Implementation',
    'Configuration',
    'Optimization',
    'Training',
    'Security',
    'Integration',
  ]);
});

test('the support team comes from the team collection, with call and WhatsApp links where given', async ({ page }) => {
  expect(team.length).toBeGreaterThan(0);
  const section = region(page, /support team/i);
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(team.map((member) => member.name));
  for (const member of team) {
    const card = section
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: member.name, exact: true }) });
    await expect(card.getByText(member.post, { exact: true })).toBeVisible();

    const call = card.getByRole('link', { name: new RegExp(`call ${member.name}`) });
    if (member.phoneNumber) {
      await expect(call).toHaveAttribute('href', `tel:+${digits(member.phoneNumber)}`);
      await expect(call).toContainText(member.phoneNumber);
    } else {
      await expect(call).toHaveCount(0);
    }

    const chat = card.getByRole('link', { name: new RegExp(`WhatsApp ${member.name}`) });
    if (member.whatsapp) {
      await expect(chat).toHaveAttribute('href', `https://wa.me/${digits(member.whatsapp)}`);
      await expect(chat).toHaveAttribute('target', '_blank');
      await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    } else {
      await expect(chat).toHaveCount(0);
    }

    const portrait = card.getByRole('img', { name: `Portrait of ${member.name}` });
    if (!member.image) {
      // No picture: the initials stand in the portrait's place.
      await expect(portrait).toHaveCount(0);
      await expect(card.getByText(initialsOf(member.name), { exact: true })).toBeVisible();
      continue;
    }
    await expect(portrait).toBeVisible();
    // The drawn portrait as it is; an uploaded photo as the image pipeline's WebP copy.
    if (member.image.endsWith('.svg')) await expect(portrait).toHaveAttribute('src', member.image);
    else await expect(portrait).toHaveAttribute('src', /^\/_astro\/.+\.webp$/);
    await expect(portrait).toHaveAttribute('width', '96');
    await expect(portrait).toHaveAttribute('height', '96');
    // The picture itself loaded (one that failed would have no natural size).
    await portrait.scrollIntoViewIfNeeded();
    await expect
      .poll(() => portrait.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
  }
});

test('the FAQ has six questions and keeps only one answer open', async ({ page }) => {
  expect(faqs).toHaveLength(6);
  const faq = region(page, 'Frequently Asked Questions');
  await faq.scrollIntoViewIfNeeded();
  await expect(faq.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });

  const questions = faq.getByRole('button');
  await expect(questions).toHaveText(faqs.map((item) => item.question));
  for (const topic of [
    /customi[sz]ed/i,
    /fixed/i,
    /only for the modules/i,
    /switch between a package and a custom/i,
    /support included in all plans/i,
    /hidden fees/i,
  ]) {
    await expect(questions.filter({ hasText: topic })).toHaveCount(1);
  }

  const first = faq.getByRole('button', { name: faqs[0]!.question });
  const second = faq.getByRole('button', { name: faqs[1]!.question });
  await expect(faq.getByText(faqs[0]!.answer)).toBeHidden();

  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText(faqs[0]!.answer)).toBeVisible();

  await second.click();
  await expect(faq.getByText(faqs[1]!.answer)).toBeVisible();
  await expect(faq.getByText(faqs[0]!.answer)).toBeHidden();
  await expect(first).toHaveAttribute('aria-expanded', 'false');

  await second.click();
  await expect(faq.getByText(faqs[1]!.answer)).toBeHidden();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
});
