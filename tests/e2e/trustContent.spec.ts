/**
 * Customer stories, news, the RSS feed and the company pages as a visitor meets them: the story
 * list and its industry filter (also without JavaScript), a story's quote and results, the news
 * list newest first with its pages, an article's dates, the feed, the footer links, the privacy
 * line of both forms, "Read the story" on customer cards, the newest story on each sub-industry
 * page and the featured story on the home page.
 *
 * Expected values are read here from the Markdown files in src/content with a small frontmatter
 * reader written for the test, so adding a story or an article does not break the test and a
 * missing or misordered one on the page does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PRODUCT_KEYS } from '../unit/support/products';
import { balancedColumns } from '../../src/lib/gridLayout';

const CONTENT = new URL('../../src/content/', import.meta.url);
const PAGE_SIZE = 10;

/** The `key: value` lines of a Markdown file's frontmatter (top-level scalars and [a, b] lists). */
function frontmatter(dir: string, file: string): Record<string, string> {
  const text = readFileSync(new URL(`${dir}/${file}`, CONTENT), 'utf8');
  const block = text.split(/^---$/m)[1] ?? '';
  const fields: Record<string, string> = {};
  for (const line of block.split('\n')) {
    const match = line.match(/^([A-Za-z]+):\s*(.*)$/);
    if (match) fields[match[1]!] = match[2]!.replace(/^"(.*)"$/, '$1');
  }
  // The quote's person sits one level down.
  fields.quotePerson = block.match(/^\s+person:\s*"?(.*?)"?$/m)?.[1] ?? '';
  fields.quoteText = block.match(/^\s+text:\s*"?(.*?)"?$/m)?.[1] ?? '';
  return fields;
}

const list = (value = '') =>
  value
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const markdownFiles = (dir: string) =>
  readdirSync(new URL(`${dir}/`, CONTENT))
    .filter((file) => file.endsWith('.en.md'))
    .sort();
/** Newest first, same-day entries by id, as the site orders them. */
const newestFirst = <T extends { id: string; publishedAt: string }>(items: T[]) =>
  [...items].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.id.localeCompare(b.id));

/** Every entry of a Markdown collection, its id (file name) and the fields `pick` reads from its frontmatter, newest first. */
const entries = <T extends { publishedAt: string }>(dir: string, pick: (data: Record<string, string>) => T) =>
  newestFirst(
    markdownFiles(dir).map((file) => ({ id: file.replace(/\.en\.md$/, ''), ...pick(frontmatter(dir, file)) })),
  );

const stories = entries('stories', (data) => ({
  title: data.title!,
  customer: data.customer!,
  subIndustries: list(data.subIndustries),
  modules: list(data.modules),
  publishedAt: data.publishedAt!,
  featured: data.featured === 'true',
  quotePerson: data.quotePerson!,
  quoteText: data.quoteText!,
}));
const articles = entries('news', (data) => ({
  title: data.title!,
  publishedAt: data.publishedAt!,
  updatedAt: data.updatedAt,
  author: data.author!,
}));
const customerName = (id: string) =>
  (JSON.parse(readFileSync(new URL(`customers/${id}.en.json`, CONTENT), 'utf8')) as { name: string }).name;
const teamName = (id: string) =>
  (JSON.parse(readFileSync(new URL(`team/${id}.en.json`, CONTENT), 'utf8')) as { name: string }).name;

test('there are 8+ stories covering every sub-industry, and 8+ articles', () => {
  expect(stories.length).toBeGreaterThanOrEqual(8);
  expect(articles.length).toBeGreaterThanOrEqual(8);
  const covered = new Set(stories.flatMap((story) => story.subIndustries));
  for (const key of PRODUCT_KEYS) expect(covered, key).toContain(key);
});

test.describe('customer stories list', () => {
  test('lists every story once per industry it belongs to, with a link to it', async ({ page }) => {
    await page.goto('/customer-stories');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const story of stories) {
      await expect(page.locator('main').getByRole('link', { name: story.title, exact: true }).first()).toHaveAttribute(
        'href',
        `/customer-stories/${story.id}`,
      );
    }
    await expect(page.getByRole('link', { name: `All stories (${stories.length})` })).toBeVisible();
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`the industry filter shows one industry, then all again (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/customer-stories');
      const restaurant = stories.find((story) => story.subIndustries.includes('hospitality/restaurant'))!;
      const hospital = stories.find((story) => story.subIndustries.includes('healthcare/hospital'))!;
      const main = page.locator('main');
      await page
        .getByRole('navigation', { name: 'Filter stories by industry' })
        .getByRole('link', { name: /^Hospitality/ })
        .click();
      await expect(page).toHaveURL(/#hospitality-stories$/);
      await expect(main.getByRole('link', { name: restaurant.title, exact: true })).toBeVisible();
      await expect(main.getByRole('link', { name: hospital.title, exact: true })).toBeHidden();
      await page.getByRole('link', { name: /^All stories/ }).click();
      await expect(main.getByRole('link', { name: hospital.title, exact: true })).toBeVisible();
      await expect(main.getByRole('link', { name: restaurant.title, exact: true })).toBeVisible();
      await context.close();
    });
  }
});

test('at 1280 px each story group fills its rows by the balanced-grid rule, and a lone story is one wide card', async ({
  page,
}) => {
  await page.goto('/customer-stories');
  const groups = await page.locator('section.story-group').evaluateAll((sections) =>
    sections.map((section) => {
      const list = section.querySelector('ul')!.getBoundingClientRect();
      const cards = [...section.querySelectorAll('article')].map((card) => card.getBoundingClientRect());
      const rows = new Map<number, DOMRect[]>();
      for (const card of cards) rows.set(Math.round(card.top), [...(rows.get(Math.round(card.top)) ?? []), card]);
      return {
        id: section.id,
        cards: cards.length,
        listLeft: list.left,
        listRight: list.right,
        rows: [...rows.values()].map((row) => ({
          count: row.length,
          left: Math.min(...row.map((card) => card.left)),
          right: Math.max(...row.map((card) => card.right)),
        })),
      };
    }),
  );
  expect(groups.length).toBeGreaterThan(0);
  for (const group of groups) {
    // Four columns fit at 1280 px: eight stories make two rows of four, never three, three and two.
    const columns = balancedColumns(group.cards, 4);
    expect(
      group.rows.map((row) => row.count),
      group.id,
    ).toEqual(
      Array.from({ length: Math.ceil(group.cards / columns) }, (_, index) =>
        Math.min(columns, group.cards - index * columns),
      ),
    );
    // A shorter last row is centred, and a lone story spans the whole row.
    for (const row of group.rows)
      expect(Math.abs(row.left - group.listLeft - (group.listRight - row.right)), group.id).toBeLessThanOrEqual(1);
    if (group.cards === 1)
      expect(Math.round(group.rows[0]!.right - group.rows[0]!.left), group.id).toBe(
        Math.round(group.listRight - group.listLeft),
      );
  }
});

test('a story shows its quote as a blockquote with the person, its results and the modules used', async ({ page }) => {
  const [story] = stories;
  await page.goto(`/customer-stories/${story!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(story!.title);
  const quote = page.locator('main figure:has(blockquote)');
  await expect(quote.locator('blockquote')).toContainText(story!.quoteText.slice(0, 40));
  await expect(quote.locator('figcaption cite')).toHaveText(story!.quotePerson);
  expect(await page.locator('main section[aria-labelledby="results-heading"] li').count()).toBeGreaterThanOrEqual(2);
  await expect(page.getByText(customerName(story!.customer)).first()).toBeVisible();
  for (const module of story!.modules)
    await expect(page.locator(`main aside a[href="/modules/${module}"]`)).toBeVisible();
  // Markdown headings get anchor ids.
  const headingIds = await page
    .locator('main .prose-body h2')
    .evaluateAll((headings) => headings.map((heading) => heading.id));
  expect(headingIds.length).toBeGreaterThan(0);
  for (const id of headingIds) expect(id).toMatch(/^[a-z0-9-]+$/);
  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => (JSON.parse(script.textContent ?? '{}') as { '@type'?: unknown })['@type']),
    );
  expect(types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
});

test('on a 375 px phone the team is one column of cards whose roles take at most two lines', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/about-us');
  const cards = page.getByRole('region', { name: 'Our people' }).getByRole('article');
  const boxes = await cards.evaluateAll((articles) =>
    articles.map((article) => {
      const role = article.querySelector('h3 + p')!;
      const lineHeight = parseFloat(getComputedStyle(role).lineHeight);
      return {
        name: article.querySelector('h3')!.textContent,
        left: article.getBoundingClientRect().left,
        roleLines: Math.round(role.getBoundingClientRect().height / lineHeight),
      };
    }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(Math.round(box.left), `${box.name} starts the row`).toBe(Math.round(boxes[0]!.left));
    expect(box.roleLines, `${box.name}'s role`).toBeLessThanOrEqual(2);
  }
});

test.describe('news', () => {
  test('the list is newest first, ten per page, with further pages only when there are more', async ({ page }) => {
    await page.goto('/news');
    const dates = await page
      .locator('main ol[aria-label="Articles, newest first"] time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
    expect(dates).toEqual(articles.slice(0, PAGE_SIZE).map((article) => article.publishedAt));
    const pages = Math.ceil(articles.length / PAGE_SIZE);
    if (pages === 1) {
      await expect(page.getByRole('navigation', { name: 'News pages' })).toHaveCount(0);
      const response = await page.goto('/news/2');
      expect(response?.status()).toBe(404);
    } else {
      await page.getByRole('navigation', { name: 'News pages' }).getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/\/news\/2$/);
      const second = await page
        .locator('main ol[aria-label="Articles, newest first"] time')
        .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
      expect(second).toEqual(articles.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((article) => article.publishedAt));
    }
  });

  test('an article shows its date in <time datetime>, its author and its update', async ({ page }) => {
    const article = articles.find((item) => item.updatedAt) ?? articles[0]!;
    await page.goto('/news');
    await page.locator('main').getByRole('link', { name: article.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/news/${article.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    const header = page.locator('main article header');
    await expect(header.locator(`time[datetime="${article.publishedAt}"]`)).toBeVisible();
    if (article.updatedAt) await expect(header.locator(`time[datetime="${article.updatedAt}"]`)).toBeVisible();
    await expect(header).toContainText(teamName(article.author));
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((script) => (JSON.parse(script.textContent ?? '{}') as { '@type'?: unknown })['@type']),
      );
    expect(types).toContain('NewsArticle');
  });

  test('the RSS feed is well-formed XML holding every article, and every page announces it', async ({
    page,
    request,
  }) => {
    const response = await request.get('/rss.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    await page.goto('/');
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      '/rss.xml',
    );
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        links: [...doc.querySelectorAll('rss > channel > item > link')].map(
          (link) => new URL(link.textContent ?? '').pathname,
        ),
      };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.links.sort()).toEqual(articles.map((article) => `/news/${article.id}`).sort());
    await page.goto('/about-us');
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(1);
  });
});

test('the footer links the company, story, news, security and legal pages', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  const expected: [string, string][] = [
    ['About us', '/about-us'],
    ['Customer stories', '/customer-stories'],
    ['News', '/news'],
    ['Security', '/security'],
    ['Privacy policy', '/privacy-policy'],
    ['Terms of use', '/terms-of-use'],
  ];
  for (const [name, href] of expected)
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  await footer.getByRole('link', { name: 'Privacy policy', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main')).toContainText('Last updated');
});

for (const path of ['/request-demo', '/contact-us']) {
  for (const javaScriptEnabled of [true, false]) {
    test(`${path} shows the privacy line beside its submit button (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(path);
      const form = page.locator('main form[method="post"]');
      if (javaScriptEnabled) {
        await expect(page.locator('astro-island[component-url*="Form"]').first()).not.toHaveAttribute('ssr', {
          timeout: 15_000,
        });
      }
      if (javaScriptEnabled && path === '/request-demo') {
        // The hydrated demo form shows its submit button on step 2: walk there as a visitor does.
        await form.getByRole('combobox', { name: 'Industry', exact: true }).selectOption('healthcare');
        await form.getByRole('combobox', { name: 'Sub-industry', exact: true }).selectOption('clinic');
        await form.getByRole('combobox', { name: 'Pricing plan', exact: true }).selectOption('basic');
        await form.getByRole('combobox', { name: 'Expected timeframe', exact: true }).selectOption('1-3 months');
        await form.getByRole('button', { name: 'Next' }).click();
      }
      await expect(form.getByRole('button', { name: /^(Submit|Send Message)$/ })).toBeVisible();
      await expect(form.getByRole('link', { name: 'privacy policy' })).toBeVisible();
      await expect(form.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
      await context.close();
    });
  }
}

test('each customer card with a story links to it, and only those', async ({ browser }) => {
  // Without JavaScript the directory shows every card (no Show All to press), so each link is visible.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/customers');
  const storyOf = new Map<string, string>();
  for (const story of stories) if (!storyOf.has(story.customer)) storyOf.set(story.customer, story.id);
  const links = page.getByRole('link', { name: /^Read the story of / });
  const hrefs = new Set(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href'))));
  expect([...hrefs].sort()).toEqual([...storyOf.values()].map((id) => `/customer-stories/${id}`).sort());
  for (const [customer, storyId] of storyOf) {
    await expect(
      page.getByRole('link', { name: `Read the story of ${customerName(customer)}` }).first(),
    ).toHaveAttribute('href', `/customer-stories/${storyId}`);
  }
  const [firstCustomer, firstStory] = [...storyOf.entries()][0]!;
  await page
    .getByRole('link', { name: `Read the story of ${customerName(firstCustomer)}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/customer-stories/${firstStory}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    stories.find((story) => story.id === firstStory)!.title,
  );
  await context.close();
});

test('each sub-industry page shows its newest story', async ({ page }) => {
  const keys = [...new Set(stories.flatMap((story) => story.subIndustries))];
  for (const key of keys) {
    const newest = stories.find((story) => story.subIndustries.includes(key))!;
    await page.goto(`/products/${key}`);
    const section = page.locator(`section[data-story-highlight="${newest.id}"]`);
    await expect(section.getByRole('heading', { name: newest.title })).toBeVisible();
    await expect(section.getByRole('link', { name: /^Read the story/ })).toHaveAttribute(
      'href',
      `/customer-stories/${newest.id}`,
    );
  }
});

test('the home page features one story: the flagged one, else the newest', async ({ page }: { page: Page }) => {
  const featured = stories.find((story) => story.featured) ?? stories[0]!;
  await page.goto('/');
  const section = page.locator('section[data-story-highlight]');
  await expect(section).toHaveCount(1);
  await expect(section.getByRole('heading', { name: featured.title })).toBeVisible();
  await section.getByRole('link', { name: /^Read the story/ }).click();
  await expect(page).toHaveURL(new RegExp(`/customer-stories/${featured.id}$`));
});
