/** Customers and support team members (docs/content.md#file-shapes). */
import { z } from 'astro/zod';
import { CUSTOMER_INDUSTRY_KEYS } from './catalogue';
import { externalUrl, NAMES_WEB_ADDRESS, publicFile } from './common';

export const customerSchema = z.strictObject({
  name: z
    .string()
    .min(2)
    .regex(...NAMES_WEB_ADDRESS),
  /** Position in lists; the first 12 feed the home carousel. Lower comes first. */
  order: z.number().int().min(0),
  logo: publicFile.optional(),
  link: externalUrl.optional(),
  /**
   * The sub-industries the customer works in, chosen from {@link CUSTOMER_INDUSTRY_KEYS} (a list, so
   * the form offers a select), joined into the comma-separated text the pages read.
   */
  industry: z
    .array(
      z.string().refine(
        (key) => CUSTOMER_INDUSTRY_KEYS.includes(key),
        (key) => ({
          message: `unknown sub-industry "${key}"; known: ${CUSTOMER_INDUSTRY_KEYS.join(', ')}`,
        }),
      ),
    )
    .min(1, 'name at least one sub-industry, e.g. healthcare/clinic')
    .transform((keys) => keys.join(', ')),
  /** Town shown on the card, e.g. "Lalitpur". */
  location: z.string().min(2),
});

/** A Nepali phone number as shown to visitors, e.g. "+977 985-1047236" or "+977 1-4218760". */
export const phoneNumber = z.string().regex(/^\+977 [0-9-]{7,12}$/, 'write phone numbers like "+977 985-1047236"');

export const teamMemberSchema = z.strictObject({
  name: z
    .string()
    .min(3)
    .regex(...NAMES_WEB_ADDRESS),
  post: z.string().min(2),
  order: z.number().int().min(0),
  phoneNumber: phoneNumber.optional(),
  whatsapp: phoneNumber.optional(),
  /**
   * Portrait: the one the art kit draws (`/images/team/{id}.svg`, with a look in
   * scripts/art/portraits.mjs) or a photo an editor uploaded (PNG, JPEG, WebP or AVIF under
   * public/images/team/); without one the site shows the member's initials.
   */
  image: publicFile.optional(),
  /** Shown in the support team on /support; company leaders who do not answer support calls set false. */
  supportTeam: z.boolean().default(true),
});

export type CustomerRecord = z.infer<typeof customerSchema>;
export type TeamMemberRecord = z.infer<typeof teamMemberSchema>;
