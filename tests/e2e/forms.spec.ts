/**
 * The two lead forms end to end (docs/forms-and-leads.md), through the real
 * server of `npm start` (netlify dev: the built site, the two functions and local Blobs). Every
 * successful submission is read back from the local Blobs store on disk
 * (.netlify/blobs-serve/entries/<site>/site:<store>/<key>) and then removed again.
 * Route interception is used only to hold a request, to fail it, or to stand in for answers the
 * real server cannot be made to give here (another text, 429, 503).
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { sampleDemoRequest } from '../unit/support/leads';
import { removeRunLeads, runTags, storedWith, takeStored } from './support/leads';

const DEMO_SENT = 'Your request was sent, please check your email for further notices';
const DEMO_FAILED = 'Something went wrong while sending your request, please try again.';
const CONTACT_SENT = "Message Sent! Thank you for contacting us. We'll get back to you shortly.";
const TOO_MANY = 'Too many requests, please try again in a minute.';

const { run: RUN, uniqueTag } = runTags('e2e');
test.afterAll(() => removeRunLeads(RUN));

/** Accepts every dialog and records its message. */
function collectDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

/** A request gate: the route waits until `release()` is called, then goes on to the real server. */
function holdRequests() {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  return {
    release,
    handler: async (route: Route) => {
      await released;
      await route.continue();
    },
  };
}

async function openDemo(page: Page, query = ''): Promise<void> {
  await page.goto(`/request-demo${query}`);
  await expect(page.locator('astro-island[component-url*="DemoRequestForm"]')).not.toHaveAttribute('ssr', {
    timeout: 15_000,
  });
}

async function openContact(page: Page): Promise<void> {
  await page.goto('/contact-us');
  await page.getByRole('heading', { name: 'Send us a message' }).scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[component-url*="ContactForm"]')).not.toHaveAttribute('ssr', {
    timeout: 15_000,
  });
}

const demoForm = (page: Page) => page.getByRole('form', { name: 'Book your free demo' });
const contactForm = (page: Page) => page.getByRole('form', { name: 'Send us a message' });
const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The valid demo request of `tag`: its e-mail and company name carry the tag. */
const taggedLead = (tag: string, company = 'Lalitpur Family Clinic') =>
  sampleDemoRequest({ email: `e2e-${tag}@example.com.np`, companyName: `${company} ${tag}` });

async function fillDemoStep1(page: Page): Promise<void> {
  const lead = sampleDemoRequest();
  await select(page, 'Industry').selectOption(lead.industry);
  await select(page, 'Sub-industry').selectOption(lead.subIndustry);
  await select(page, 'Pricing plan').selectOption(lead.pricing);
  await select(page, 'Expected timeframe').selectOption(lead.timeFrame);
}

async function fillDemoStep2(page: Page, tag: string): Promise<void> {
  const lead = taggedLead(tag);
  await textbox(page, 'Email').fill(lead.email);
  await textbox(page, 'Company').fill(lead.companyName);
  await textbox(page, 'Phone').fill(lead.phoneNumber);
  await select(page, 'Job title').selectOption(lead.jobTitle);
}

/** Opens the demo form with JavaScript and fills both steps validly for `tag`, up to Submit. */
async function openFilledDemo(page: Page, tag: string): Promise<void> {
  await openDemo(page);
  await fillDemoStep1(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await fillDemoStep2(page, tag);
}

test.describe('demo request form (/request-demo)', () => {
  test('Next shows every step 1 message by its field, the sub-industry one under industry', async ({ page }) => {
    await openDemo(page);
    await expect(page.getByText('Step 1 of 2')).toBeVisible();
    await expect(select(page, 'Country')).toHaveValue('Nepal');
    await select(page, 'Country').selectOption('');
    await page.getByRole('button', { name: 'Next' }).click();

    const expected: [string, string][] = [
      ['Industry', 'Please select your industry.'],
      ['Sub-industry', 'Please select your sub-industry.'],
      ['Pricing plan', 'Please select your Pricing.'],
      ['Expected timeframe', 'Please select your expected timeframe.'],
      ['Country', 'Please select your country.'],
    ];
    for (const [label, message] of expected) {
      await expect(select(page, label)).toHaveAttribute('aria-invalid', 'true');
      await expect(select(page, label)).toHaveAccessibleDescription(message);
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(select(page, 'Industry')).toBeFocused();
    // The sub-industry message is shown under the industry field, in its column.
    const industryBox = (await select(page, 'Industry').boundingBox())!;
    const subMessage = page.locator('p').filter({ hasText: 'Please select your sub-industry.' });
    await expect(subMessage).toHaveAttribute(
      'id',
      (await select(page, 'Sub-industry').getAttribute('aria-describedby'))!,
    );
    const subMessageBox = (await subMessage.boundingBox())!;
    expect(subMessageBox.y).toBeGreaterThan(industryBox.y + industryBox.height);
    expect(Math.abs(subMessageBox.x - industryBox.x)).toBeLessThan(4);
    await expect(page.getByText('Step 1 of 2')).toBeVisible();

    // Fixing a field and pressing Next again leaves only the remaining messages, focusing the first.
    await fillDemoStep1(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please select your Pricing.')).toHaveCount(0);
    await expect(select(page, 'Country')).toBeFocused();
    await expect(page.getByText('Please select your country.', { exact: true })).toBeVisible();
    await select(page, 'Country').selectOption('Canada');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await expect(textbox(page, 'Email')).toBeFocused();
    await expect(select(page, 'Industry')).toBeHidden();
  });

  test('the sub-industries follow the industry, with other under each', async ({ page }) => {
    await openDemo(page);
    const sub = select(page, 'Sub-industry');
    await select(page, 'Industry').selectOption('hospitality');
    await expect(sub.locator('option')).toHaveText(['Select your sub-industry', 'Restaurant', 'Other']);
    await select(page, 'Industry').selectOption('healthcare');
    await expect(sub.locator('option')).toHaveText([
      'Select your sub-industry',
      'Hospital',
      'Clinic',
      'Lab',
      'Dental',
      'Pharmacy',
      'Physiotherapy',
      'Other',
    ]);
    await expect(select(page, 'Pricing plan').locator('option')).toHaveText([
      'Select a plan',
      'Free',
      'Basic',
      'Standard',
      'Custom',
    ]);
    await expect(select(page, 'Expected timeframe').locator('option')).toHaveText([
      'Select a timeframe',
      '1-3 months',
      '3-6 months',
      '6+ months',
      'Just researching',
    ]);
    await expect(select(page, 'Country').locator('option')).toHaveText([
      'Select your country',
      'United States',
      'Canada',
      'Nepal',
      'India',
    ]);
  });

  test('Submit checks step 2 and the phone rule (exactly 10 digits, the first not 0)', async ({ page }) => {
    await openDemo(page);
    await fillDemoStep1(page);
    await page.getByRole('button', { name: 'Next' }).click();
    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.click();
    const expected: [string, string][] = [
      ['Email', 'Invalid email.'],
      ['Company', 'Please enter your company name.'],
      ['Phone', 'Please enter a valid 10-digit phone number.'],
    ];
    for (const [label, message] of expected) await expect(textbox(page, label)).toHaveAccessibleDescription(message);
    await expect(select(page, 'Job title')).toHaveAccessibleDescription('Please enter your job title.');
    await expect(textbox(page, 'Email')).toBeFocused();
    const jobTitles = select(page, 'Job title').locator('option');
    await expect(jobTitles).toHaveCount(28);
    await expect(jobTitles.nth(1)).toHaveText('CEO');
    await expect(jobTitles.nth(27)).toHaveText('Other');

    await textbox(page, 'Email').fill('anita@clinic');
    for (const phone of ['0141076253', '98410', '98410762531', '98410 7625']) {
      await textbox(page, 'Phone').fill(phone);
      await submit.click();
      await expect(textbox(page, 'Phone')).toHaveAccessibleDescription('Please enter a valid 10-digit phone number.');
      await expect(textbox(page, 'Email')).toHaveAccessibleDescription('Invalid email.');
    }
    await textbox(page, 'Phone').fill('9841076253');
    await submit.click();
    await expect(textbox(page, 'Phone')).not.toHaveAttribute('aria-invalid');
    await expect(textbox(page, 'Email')).toBeFocused();

    // Back keeps the values; a step 1 error found on Submit reopens step 1 at that field.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(select(page, 'Sub-industry')).toHaveValue('clinic');
    await select(page, 'Pricing plan').selectOption('');
    await page.evaluate(() => (document.getElementById('demo-request-form') as HTMLFormElement).requestSubmit());
    await expect(page.getByText('Please select your Pricing.', { exact: true })).toBeVisible();
  });

  test('query values prefill the form lower-cased and the page scrolls to it', async ({ page }) => {
    const query =
      '?industry=HEALTHCARE&subIndustry=Lab&pricing=Standard&timeFrame=JUST%20RESEARCHING&country=INDIA' +
      '&jobTitle=it%20manager&email=Lab.Owner%40Example.com&company=Biratnagar%20Diagnostics&phone=9803318472';
    await openDemo(page, query);
    await expect(select(page, 'Industry')).toHaveValue('healthcare');
    await expect(select(page, 'Sub-industry')).toHaveValue('lab');
    await expect(select(page, 'Pricing plan')).toHaveValue('standard');
    await expect(select(page, 'Expected timeframe')).toHaveValue('Just researching');
    await expect(select(page, 'Country')).toHaveValue('India');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect
      .poll(() =>
        page.evaluate(() => Math.round(document.getElementById('demo-request-form')!.getBoundingClientRect().top)),
      )
      .toBeLessThan(140);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(textbox(page, 'Email')).toHaveValue('Lab.Owner@Example.com');
    await expect(textbox(page, 'Company')).toHaveValue('Biratnagar Diagnostics');
    await expect(textbox(page, 'Phone')).toHaveValue('9803318472');
    await expect(select(page, 'Job title')).toHaveValue('IT Manager');
  });

  test('?pricing=free preselects the free plan; without a query the page stays at the top', async ({ page }) => {
    await openDemo(page, '?pricing=free');
    await expect(select(page, 'Pricing plan')).toHaveValue('free');
    await openDemo(page);
    await expect(select(page, 'Pricing plan')).toHaveValue('');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a valid request: Requesting state, the success alert, reset to step 1 from the query, stored', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const dialogs = collectDialogs(page);
    // The browser's clock, so the fill can take a person's time (the server's time trap).
    await page.clock.install();
    await openDemo(page, '?industry=healthcare&pricing=free');
    await select(page, 'Sub-industry').selectOption('clinic');
    await select(page, 'Pricing plan').selectOption('basic');
    await select(page, 'Expected timeframe').selectOption('1-3 months');
    await page.getByRole('button', { name: 'Next' }).click();
    await fillDemoStep2(page, tag);
    await page.clock.fastForward(40_000);

    const gate = holdRequests();
    await page.route('**/api/request-demo', gate.handler);
    await page.getByRole('button', { name: 'Submit' }).click();
    const busy = page.getByRole('button', { name: 'Requesting' });
    await expect(busy).toBeDisabled();
    await expect(busy.locator('svg')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(dialogs).toEqual([]);
    gate.release();

    await expect.poll(() => dialogs).toEqual([DEMO_SENT]);
    await expect(page.getByText('Step 1 of 2')).toBeVisible();
    await expect(select(page, 'Industry')).toHaveValue('healthcare');
    await expect(select(page, 'Pricing plan')).toHaveValue('free');
    await expect(select(page, 'Sub-industry')).toHaveValue('');
    await expect(demoForm(page).locator('input[name="companyName"]')).toHaveValue('');

    const stored = await takeStored('demo-requests', tag);
    expect(stored).toMatchObject(taggedLead(tag));
    expect(stored).not.toHaveProperty('spam');
    expect(stored.page).toMatch(/\/request-demo\?industry=healthcare&pricing=free$/);
    expect(String(stored.userAgent)).toMatch(/Chrome/);
    expect(Date.now() - Date.parse(String(stored.receivedAt))).toBeLessThan(60_000);
    expect(stored.submissionId).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('what a visitor typed before the island hydrated is kept', async ({ page }) => {
    const gate = holdRequests();
    await page.route('**/_astro/DemoRequestForm.*.js', gate.handler);
    await page.goto('/request-demo');
    await select(page, 'Industry').selectOption('hospitality');
    await textbox(page, 'Company').fill('Thamel Rooftop Cafe');
    gate.release();
    await expect(page.locator('astro-island[component-url*="DemoRequestForm"]')).not.toHaveAttribute('ssr', {
      timeout: 15_000,
    });
    await expect(page.getByText('Step 1 of 2')).toBeVisible();
    await expect(select(page, 'Industry')).toHaveValue('hospitality');
    await select(page, 'Sub-industry').selectOption('restaurant');
    await select(page, 'Pricing plan').selectOption('free');
    await select(page, 'Expected timeframe').selectOption('6+ months');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(textbox(page, 'Company')).toHaveValue('Thamel Rooftop Cafe');
  });

  test('a network failure alerts, keeps the values and enables the button again', async ({ page }) => {
    const dialogs = collectDialogs(page);
    await openFilledDemo(page, uniqueTag());
    await page.route('**/api/request-demo', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => dialogs).toEqual([DEMO_FAILED]);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(textbox(page, 'Phone')).toHaveValue('9841076253');
  });

  test('a retry after a lost answer is stored once (idempotency key)', async ({ page }) => {
    const tag = uniqueTag();
    const dialogs = collectDialogs(page);
    await openFilledDemo(page, tag);
    // The first request reaches the server (and is stored) but its answer never arrives.
    let attempts = 0;
    await page.route('**/api/request-demo', async (route) => {
      attempts += 1;
      if (attempts > 1) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => dialogs).toEqual([DEMO_FAILED]);
    await expect.poll(() => storedWith('demo-requests', tag).length).toBe(1);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => dialogs).toEqual([DEMO_FAILED, DEMO_SENT]);
    expect(attempts).toBe(2);
    await takeStored('demo-requests', tag);
  });

  test('another answer text resets to step 1 without an alert; 429 shows a notice', async ({ page }) => {
    const dialogs = collectDialogs(page);
    await openFilledDemo(page, uniqueTag());
    await page.route('**/api/request-demo', (route) =>
      route.fulfill({ status: 429, contentType: 'text/plain', body: 'Too Many Requests' }),
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toHaveText(TOO_MANY);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(textbox(page, 'Phone')).toHaveValue('9841076253');

    await page.unroute('**/api/request-demo');
    await page.route('**/api/request-demo', (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'queued' }),
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Step 1 of 2')).toBeVisible();
    await expect(select(page, 'Industry')).toHaveValue('');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
});

test.describe('contact form (/contact-us)', () => {
  test('shows the documented field messages and focuses the first invalid field', async ({ page }) => {
    await openContact(page);
    const form = contactForm(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(textbox(page, 'Name')).toHaveAccessibleDescription('Name is required');
    await expect(textbox(page, 'Email')).toHaveAccessibleDescription('Email is required');
    await expect(textbox(page, 'Message')).toHaveAccessibleDescription('Message is required');
    await expect(textbox(page, 'Name')).toBeFocused();
    for (const optional of ['Phone', 'Company'])
      await expect(textbox(page, optional)).not.toHaveAttribute('aria-invalid');
    await expect(select(page, 'Subject').locator('option')).toHaveText([
      'Choose a subject (optional)',
      'Sales Inquiry',
      'Technical Support',
      'Partnership',
      'General Inquiry',
      'Other',
    ]);

    await textbox(page, 'Name').fill('Ramesh Adhikari');
    await textbox(page, 'Email').fill('ramesh@example');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(textbox(page, 'Email')).toHaveAccessibleDescription('Email is invalid');
    await expect(textbox(page, 'Email')).toBeFocused();
    await expect(page.getByText('Name is required')).toHaveCount(0);
  });

  test('a valid message: Sending..., the message for 3 s, then the cleared form; stored', async ({ page }) => {
    const tag = uniqueTag();
    await page.clock.install();
    await openContact(page);
    await textbox(page, 'Name').fill('Sita Gurung');
    await textbox(page, 'Email').fill(`sita-${tag}@example.com`);
    await textbox(page, 'Phone').fill('+977 61-540123');
    await textbox(page, 'Company').fill(`Pokhara Lakeside Restaurant ${tag}`);
    await select(page, 'Subject').selectOption('Sales Inquiry');
    await textbox(page, 'Message').fill('We run two kitchens in Pokhara. Can one bill print KOTs to both?');

    const gate = holdRequests();
    await page.route('**/api/contact-us', gate.handler);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    gate.release();

    const status = page.getByRole('status').filter({ hasText: CONTACT_SENT });
    await expect(status).toBeVisible();
    await expect(status).toHaveText(CONTACT_SENT);
    await expect(contactForm(page)).toBeHidden();
    await page.clock.runFor(2_900);
    await expect(status).toBeVisible();
    await page.clock.runFor(100);
    await expect(status).toBeHidden();
    await expect(contactForm(page)).toBeVisible();
    for (const name of ['Name', 'Email', 'Phone', 'Company', 'Message'])
      await expect(textbox(page, name)).toHaveValue('');
    await expect(select(page, 'Subject')).toHaveValue('');

    const stored = await takeStored('contact-messages', tag);
    expect(stored).toMatchObject({
      fullName: 'Sita Gurung',
      email: `sita-${tag}@example.com`,
      phoneNumber: '+977 61-540123',
      companyName: `Pokhara Lakeside Restaurant ${tag}`,
      subject: 'Sales Inquiry',
      message: 'We run two kitchens in Pokhara. Can one bill print KOTs to both?',
    });
    expect(stored.page).toMatch(/\/contact-us$/);
  });

  test('a non-ok answer alerts and logs its body; a network failure alerts; 429 shows a notice', async ({ page }) => {
    const dialogs = collectDialogs(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await openContact(page);
    await textbox(page, 'Name').fill('Hari Thapa');
    await textbox(page, 'Email').fill('hari@example.com');
    await textbox(page, 'Message').fill('Please call me about the pharmacy plan.');
    const send = contactForm(page).getByRole('button', { name: 'Send Message' });

    await page.route('**/api/contact-us', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"store unavailable"}' }),
    );
    await send.click();
    await expect.poll(() => dialogs).toEqual(['Something went wrong. Please try again.']);
    expect(errors.some((text) => text.includes('{"error":"store unavailable"}'))).toBe(true);
    await expect(send).toBeEnabled();

    await page.unroute('**/api/contact-us');
    await page.route('**/api/contact-us', (route) => route.abort('internetdisconnected'));
    await send.click();
    await expect
      .poll(() => dialogs)
      .toEqual(['Something went wrong. Please try again.', 'Could not connect to the server.']);

    await page.unroute('**/api/contact-us');
    await page.route('**/api/contact-us', (route) => route.fulfill({ status: 429, body: 'Too Many Requests' }));
    await send.click();
    await expect(contactForm(page).getByRole('alert')).toHaveText(TOO_MANY);
    expect(dialogs).toHaveLength(2);
    await expect(textbox(page, 'Message')).toHaveValue('Please call me about the pharmacy plan.');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the demo form shows both steps and posts to the thank-you page; the lead is stored', async ({ page }) => {
    const tag = uniqueTag();
    await page.goto('/request-demo');
    const form = demoForm(page);
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/api/request-demo');
    await expect(form.getByRole('group', { name: 'Business Section' })).toBeVisible();
    await expect(form.getByRole('group', { name: 'Personal Information Section' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await expect(form.getByText('Step 1 of 2')).toBeHidden();
    await expect(select(page, 'Sub-industry').locator('optgroup')).toHaveCount(2);
    await fillDemoStep1(page);
    await fillDemoStep2(page, tag);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/request-demo\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, your demo request is in');
    await expect(page.getByText(DEMO_SENT)).toBeVisible();
    expect(await takeStored('demo-requests', tag)).toMatchObject({
      companyName: `Lalitpur Family Clinic ${tag}`,
      country: 'Nepal',
      phoneNumber: '9841076253',
    });
  });

  test('an invalid demo post gets a page listing the errors with a link back; nothing is stored', async ({ page }) => {
    const tag = uniqueTag();
    await page.goto('/request-demo');
    await fillDemoStep1(page);
    await fillDemoStep2(page, tag);
    await textbox(page, 'Email').fill('anita@clinic');
    await textbox(page, 'Phone').fill('12345');
    await demoForm(page).getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check your demo request');
    await expect(page.getByRole('listitem')).toHaveText([
      'Email: Invalid email.',
      'Phone: Please enter a valid 10-digit phone number.',
    ]);
    await page.getByRole('link', { name: 'Back to the form' }).click();
    await expect(page).toHaveURL(/\/request-demo$/);
    expect(storedWith('demo-requests', tag)).toEqual([]);
  });

  test('the contact form posts to the thank-you page; the message is stored', async ({ page }) => {
    const tag = uniqueTag();
    await page.goto('/contact-us');
    const form = contactForm(page);
    await expect(form).toHaveAttribute('action', '/api/contact-us');
    await textbox(page, 'Name').fill('Bina Shrestha');
    await textbox(page, 'Email').fill('bina@example.com');
    await textbox(page, 'Company').fill(`Chitwan Dental Care ${tag}`);
    await textbox(page, 'Message').fill('Does the dental package include FDI tooth charts?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact-us\/thank-you$/);
    await expect(page.getByText(CONTACT_SENT)).toBeVisible();
    expect(await takeStored('contact-messages', tag)).toMatchObject({
      fullName: 'Bina Shrestha',
      companyName: `Chitwan Dental Care ${tag}`,
      subject: '',
    });
  });
});
