/**
 * /contact-us (docs/pages.md, section Contact): contact details and their links from site.json, the support teaser,
 * the organisation's JSON-LD, and the map that loads from the provider only after 'Load map'
 * (request logging proves nothing reaches the provider, or any other host, before the click; the
 * provider is answered by a local stub so the test needs no network).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Request } from '@playwright/test';

const { en: site } = JSON.parse(readFileSync(new URL('../../src/content/site.json', import.meta.url), 'utf8')) as {
  en: {
    legalName: string;
    address: {
      building: string;
      street: string;
      city: string;
      postalCode: string;
      countryCode: string;
      mapUrl: string;
      mapEmbedUrl: string;
    };
    phones: { office: string; sales: string; support: string };
    whatsapp: { sales: string; support: string };
    emails: { general: string };
    registration: { company: string; pan: string; billingSoftwareApproval: string };
    hours: { weekdays: string; opens: string; closes: string; weekend: string; enterprise: string };
  };
};
const digits = (phone: string) => phone.replace(/\D/g, '');
const mapHost = new URL(site.address.mapEmbedUrl).hostname;

test('contact details: address, business hours, sales and support numbers, e-mail', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  const details = page.getByRole('region', { name: 'Contact details' });

  const address = details.locator('address');
  for (const part of [
    site.legalName,
    site.address.building,
    site.address.street,
    `${site.address.city} ${site.address.postalCode}`,
  ]) {
    await expect(address).toContainText(part);
  }
  await expect(address).toContainText('Kathmandu');

  // Office hours: Mon-Fri 9:30-18:30 Nepal time, weekends closed, 24/7 technical support for Custom plan (enterprise) clients.
  await expect(details.getByText('Mon-Fri 9:30-18:30', { exact: true })).toBeVisible();
  await expect(details.getByText(/Nepal time/)).toBeVisible();
  await expect(details.getByText(/closed/)).toBeVisible();
  await expect(details.getByText('24/7 technical support for Custom plan clients')).toBeVisible();

  for (const line of ['Sales', 'Support'] as const) {
    const key = line.toLowerCase() as 'sales' | 'support';
    await expect(details.getByRole('link', { name: `${site.phones[key]} (${line} phone)` })).toHaveAttribute(
      'href',
      `tel:+${digits(site.phones[key])}`,
    );
    const chat = details.getByRole('link', { name: `WhatsApp ${line} (opens in a new tab)` });
    await expect(chat).toHaveAttribute('href', `https://wa.me/${digits(site.whatsapp[key])}`);
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(details.getByRole('link', { name: /office phone/ })).toHaveAttribute(
    'href',
    `tel:+${digits(site.phones.office)}`,
  );
  await expect(details.getByRole('link', { name: site.emails.general })).toHaveAttribute(
    'href',
    `mailto:${site.emails.general}`,
  );
});

test('the support teaser links to /support', async ({ page }) => {
  await page.goto('/contact-us');
  const teaser = page.getByRole('region', { name: 'Already a customer?' });
  await expect(teaser.getByRole('link', { name: /Visit Support/ })).toHaveAttribute('href', '/support');
});

/** The parts of the contact page's LocalBusiness JSON-LD this test reads. */
interface LocalBusinessJsonLd {
  '@type': string;
  legalName: string;
  taxID: string;
  address: { streetAddress: string } & Record<string, string>;
  telephone: string;
  contactPoint: { telephone: string }[];
  openingHoursSpecification: { opens: string; closes: string; dayOfWeek: string[] }[];
}

test('the head holds the organisation as LocalBusiness JSON-LD built from the site facts', async ({ page }) => {
  await page.goto('/contact-us');
  const blocks = page.locator('head script[type="application/ld+json"]');
  await expect(blocks).toHaveCount(1);
  const data = JSON.parse((await blocks.textContent()) ?? '') as LocalBusinessJsonLd;
  expect(data['@type']).toBe('LocalBusiness');
  expect(data.legalName).toBe(site.legalName);
  expect(data.taxID).toBe(site.registration.pan);
  expect(data.address).toMatchObject({
    addressLocality: site.address.city,
    postalCode: site.address.postalCode,
    addressCountry: site.address.countryCode,
  });
  expect(data.address.streetAddress).toContain(site.address.street);
  expect(digits(data.telephone)).toBe(digits(site.phones.office));
  expect(data.contactPoint.map((point: { telephone: string }) => digits(point.telephone))).toEqual([
    digits(site.phones.sales),
    digits(site.phones.support),
  ]);
  expect(data.openingHoursSpecification[0]).toMatchObject({ opens: site.hours.opens, closes: site.hours.closes });
  expect(data.openingHoursSpecification[0]?.dayOfWeek).toEqual([
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
  ]);
});

/** Records every request of the page; the map provider is answered by a stub, other hosts are refused. */
async function recordRequests(page: Page, origin: string): Promise<Request[]> {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.route(
    (url) => url.origin !== origin,
    (route) =>
      new URL(route.request().url()).hostname === mapHost
        ? route.fulfill({
            status: 200,
            contentType: 'text/html',
            body: '<!doctype html><title>Map stub</title><p>Map stub</p>',
          })
        : route.abort(),
  );
  return requests;
}

test('the map loads from the provider only after Load map is pressed', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const requests = await recordRequests(page, origin);
  await page.goto('/contact-us');
  const map = page.getByRole('region', { name: 'Find us' });
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('astro-island')).not.toHaveAttribute('ssr', { timeout: 15_000 });
  await expect(map.getByRole('img', { name: /map/i })).toBeVisible();
  await expect(map.getByRole('link', { name: /^Open map on / })).toHaveAttribute('href', site.address.mapUrl);
  await expect(map.locator('iframe')).toHaveCount(0);

  const load = map.getByRole('button', { name: 'Load map' });
  await expect(load).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests.filter((request) => new URL(request.url()).hostname === mapHost)).toEqual([]);
  expect(
    requests.map((request) => new URL(request.url()).origin).filter((requestOrigin) => requestOrigin !== origin),
  ).toEqual([]);

  await load.click();
  const frame = map.locator('iframe');
  await expect(frame).toHaveAttribute('src', site.address.mapEmbedUrl);
  await expect(frame).toHaveAttribute('title', /Map of .*Thapathali/);
  await expect(frame).toBeFocused();
  await expect(page.frameLocator('iframe').getByText('Map stub')).toBeVisible();
  const embed = new URL(site.address.mapEmbedUrl);
  expect(requests.some((request) => request.url().startsWith(`${embed.origin}${embed.pathname}`))).toBe(true);
  await expect(load).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the map is a preview with a plain link, and no button that cannot work', async ({ page }) => {
    await page.goto('/contact-us');
    const map = page.getByRole('region', { name: 'Find us' });
    await expect(map.getByRole('img', { name: /map/i })).toBeVisible();
    await expect(map.getByRole('link', { name: /^Open map on / })).toHaveAttribute('href', site.address.mapUrl);
    await expect(map.getByRole('button')).toHaveCount(0);
    await expect(map.locator('iframe')).toHaveCount(0);
  });
});

test('the footer of every page names the company’s registration, PAN/VAT and IRD billing software approval numbers', async ({
  page,
}) => {
  const { company, pan, billingSoftwareApproval } = site.registration;
  for (const path of ['/', '/pricing']) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toContainText(
      `Company reg. no. ${company} · PAN/VAT ${pan} · IRD-approved billing software, approval no. ${billingSoftwareApproval}`,
    );
  }
});
