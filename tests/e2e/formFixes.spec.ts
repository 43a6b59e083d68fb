/**
 * Field messages follow the visitor's fixes: once Next, Submit or Send has shown a message, it goes
 * as soon as its field is valid (same rules and texts as the shared schema), not only at the next
 * press; a field still wrong shows its current message; an untouched field keeps its message.
 * Nothing is submitted here.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated } from './support/islands';

const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/**
 * Checks that `field` shows the message `shown`, then types each value into it in turn and checks
 * its message after each: the given text, or (null) no message and the field valid again.
 */
async function expectMessagesWhileTyping(
  field: Locator,
  shown: string,
  steps: [value: string, message: string | null][],
): Promise<void> {
  await expect(field).toHaveAccessibleDescription(shown);
  for (const [value, message] of steps) {
    await field.fill(value);
    if (message === null) await expect(field).not.toHaveAttribute('aria-invalid');
    else await expect(field).toHaveAccessibleDescription(message);
  }
}

test('demo form: each message goes as soon as its field is valid, on both steps', async ({ page }) => {
  await page.goto('/request-demo');
  await hydrated(page, 'DemoRequestForm');
  await select(page, 'Country').selectOption('');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(select(page, 'Industry')).toHaveAccessibleDescription('Please select your industry.');
  await expect(select(page, 'Pricing plan')).toHaveAccessibleDescription('Please select your Pricing.');

  await select(page, 'Pricing plan').selectOption('basic');
  await expect(select(page, 'Pricing plan')).not.toHaveAttribute('aria-invalid');
  await expect(page.getByText('Please select your Pricing.')).toHaveCount(0);
  // The others stay until they are fixed.
  await expect(select(page, 'Industry')).toHaveAccessibleDescription('Please select your industry.');
  await expect(page.getByText('Please select your sub-industry.')).toBeVisible();

  await select(page, 'Industry').selectOption('healthcare');
  await expect(page.getByText('Please select your industry.')).toHaveCount(0);
  await expect(page.getByText('Please select your sub-industry.')).toBeVisible();
  await select(page, 'Sub-industry').selectOption('lab');
  await expect(page.getByText('Please select your sub-industry.')).toHaveCount(0);
  await select(page, 'Expected timeframe').selectOption('3-6 months');
  await select(page, 'Country').selectOption('Nepal');
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectMessagesWhileTyping(textbox(page, 'Phone'), 'Please enter a valid 10-digit phone number.', [
    ['98510', 'Please enter a valid 10-digit phone number.'],
    ['9851047236', null],
  ]);
  await expect(page.getByText('Please enter a valid 10-digit phone number.')).toHaveCount(0);
  await expect(textbox(page, 'Email')).toHaveAccessibleDescription('Invalid email.');
  await textbox(page, 'Email').fill('sita@kathmandulab.com.np');
  await expect(page.getByText('Invalid email.')).toHaveCount(0);
  await expect(textbox(page, 'Company')).toHaveAccessibleDescription('Please enter your company name.');
});

test('contact form: the email message turns from required to invalid while typing, then goes', async ({ page }) => {
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await hydrated(page, 'ContactForm', form);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expectMessagesWhileTyping(textbox(page, 'Email'), 'Email is required', [
    ['ramesh@', 'Email is invalid'],
    ['ramesh@everestdental.com.np', null],
  ]);
  await expect(textbox(page, 'Name')).toHaveAccessibleDescription('Name is required');
  await textbox(page, 'Message').fill('Please call me about the dental package.');
  await expect(page.getByText('Message is required')).toHaveCount(0);
});
