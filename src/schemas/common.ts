/**
 * Building blocks shared by the content schemas. Every schema uses Astro's own zod 3 (`astro/zod`)
 * so the same objects validate content at build time, fixtures in vitest, and entries in the
 * editor's browser before they are saved (src/cms/admin.ts): nothing here imports Node's modules.
 */
import { z } from 'astro/zod';
import { icons } from 'lucide-react';
import { readFileStart } from './fileStart';
import { formatOfFileName, imageContentProblem } from './imageType';

/** A Lucide icon name in PascalCase, e.g. `Stethoscope` (https://lucide.dev/icons). */
export const iconName = z
  .string()
  .refine(
    (name) => Object.hasOwn(icons, name),
    (name) => ({
      message: `unknown icon "${name}": use a Lucide icon name in PascalCase, e.g. "Stethoscope"`,
    }),
  )
  .describe('Lucide icon name in PascalCase');

/**
 * A file under `public/`, written as a site path (`/images/…`); the file must exist, and a picture
 * must be the format its name says, read from its bytes (a `.txt` renamed `.png` is refused).
 */
export const publicFile = z
  .string()
  .startsWith('/', 'must be a site path starting with "/", e.g. "/images/modules/billing-1.svg"')
  .superRefine((path, context) => {
    // Only where Node runs the schemas (the build, the tests) are the files there to read; in the
    // editor's browser the media library offers only files that exist, and src/cms/uploadCheck.ts
    // reads each upload's bytes before it is saved.
    if (typeof process === 'undefined' || typeof process.getBuiltinModule !== 'function') return;
    const file = process.getBuiltinModule('node:path').join(process.cwd(), 'public', path);
    if (!process.getBuiltinModule('node:fs').existsSync(file)) {
      context.addIssue({ code: z.ZodIssueCode.custom, message: `file not found: public${path}` });
      return;
    }
    const problem = formatOfFileName(path) ? imageContentProblem(`public${path}`, readFileStart(file)) : undefined;
    if (problem) context.addIssue({ code: z.ZodIssueCode.custom, message: problem });
  });

/** A path inside this site (`/contact-us`, `/request-demo?pricing=free`, `#pricing`). */
export const sitePath = z
  .string()
  .regex(/^(\/|#)/, 'must be a site path starting with "/" or an in-page anchor starting with "#"');

/**
 * The English text an entry's web address is made from (its `{{slug}}` in the CMS): it must hold a
 * Latin letter or digit, or the address would be empty. A Nepali-only name here made the editor
 * fail with "params.slug is not allowed to be empty".
 */
export const NAMES_WEB_ADDRESS = [
  /[A-Za-z0-9]/,
  'write this in English: the web address is made from it (the Nepali text goes in the Nepali pane)',
] as const;

/** An absolute https URL to another site. */
export const externalUrl = z.string().url().startsWith('https://', 'must start with https://');

/** One question and its answer. */
export const faqItem = z.strictObject({
  question: z.string().min(5),
  answer: z.string().min(5),
});

/** A feature card: icon, title, description and optional bullets. */
export const featureCard = z.strictObject({
  icon: iconName,
  title: z.string().min(2),
  description: z.string().min(5),
  bullets: z.array(z.string().min(2)).default([]),
});

/** A carousel item: an image with alt text, or an icon, with title and description. */
export const carouselItem = z
  .strictObject({
    image: publicFile.optional(),
    alt: z.string().default(''),
    icon: iconName.optional(),
    title: z.string().min(2),
    description: z.string().min(5),
    /** A Tailwind background class for the icon badge, e.g. `bg-sky-100`. */
    iconBgColor: z
      .string()
      .regex(/^bg-[a-z]+-\d{2,3}$/, 'must be a Tailwind class like "bg-sky-100"')
      .default('bg-brand-100'),
  })
  .refine((item) => !item.image || item.alt.length > 0, { message: 'an image needs alt text', path: ['alt'] });

/** Title and meta description of a page, sized for search result snippets. */
export const pageMeta = z.strictObject({
  title: z.string().min(5).max(70, 'keep titles within 70 characters so results do not cut them'),
  description: z.string().min(50).max(170, 'keep descriptions within 170 characters'),
});

/**
 * src/content/page-meta.json as editors write it: `{ "pages": [{ "path": "/pricing", "title": …,
 * "description": … }] }` (a form edits a list, not an object keyed by paths). `default` is the entry
 * used by pages without one of their own.
 */
export const pageMetaFile = z.strictObject({
  pages: z.array(z.strictObject({ path: z.union([z.literal('default'), sitePath]) }).passthrough()).min(1),
});

/**
 * Parses page-meta.json into one entry per path for Astro's file loader; each entry is then
 * validated by {@link pageMeta} under its path. Throws naming the list position when a path is
 * missing or listed twice.
 */
export function pageMetaEntries(text: string): Record<string, Record<string, unknown>> {
  const file = pageMetaFile.parse(JSON.parse(text));
  const entries: Record<string, Record<string, unknown>> = {};
  file.pages.forEach(({ path, ...entry }, index) => {
    if (Object.hasOwn(entries, path))
      throw new Error(`src/content/page-meta.json: pages[${index}].path "${path}" is listed twice`);
    entries[path] = entry;
  });
  return entries;
}

export type FeatureCard = z.infer<typeof featureCard>;
export type CarouselItem = z.infer<typeof carouselItem>;
export type FaqItem = z.infer<typeof faqItem>;
