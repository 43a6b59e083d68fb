/**
 * What the two form islands tell the visitor after sending, word for word.
 * No zod here: the islands load this eagerly.
 */

/** window.alert texts (docs/forms-and-leads.md). */
export const ALERTS = {
  demoSent: 'Your request was sent, please check your email for further notices',
  demoFailed: 'Something went wrong while sending your request, please try again.',
  contactFailed: 'Something went wrong. Please try again.',
  contactOffline: 'Could not connect to the server.',
} as const;

/** Contact success message, shown for {@link CONTACT_SUCCESS_MS}. */
export const CONTACT_SENT_MESSAGE = "Message Sent! Thank you for contacting us. We'll get back to you shortly.";
/** How long the contact success message stays, in ms (docs/timings-and-limits.md#timings). */
export const CONTACT_SUCCESS_MS = 3000;

/** Shown when Netlify's rate limit answers 429. */
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests, please try again in a minute.';

/** Shown when the validation code could not be loaded (the connection dropped after the page loaded). */
export const CHECKS_UNAVAILABLE_MESSAGE =
  'The form could not be checked because the connection dropped. Please check your connection and try again.';
