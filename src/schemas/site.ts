/** Company facts, menu, FAQ sets, home sections and per-path page meta. */
import { z } from 'astro/zod';
import { carouselItem, externalUrl, faqItem, featureCard, iconName, publicFile, sitePath } from './common';
import { phoneNumber } from './people';

export const siteSchema = z.strictObject({
  companyName: z.string().min(2),
  legalName: z.string().min(2),
  productName: z.string().min(2),
  tagline: z.string().min(10),
  description: z.string().min(30),
  foundedYear: z.number().int().min(1990),
  /**
   * The company's public numbers, shown in the footer of every page so a buyer can check them:
   * its registration at the Office of the Company Registrar (number/fiscal year), its PAN (which is
   * also its VAT number) and the Inland Revenue Department's approval of its billing software.
   */
  registration: z.strictObject({
    company: z.string().regex(/^\d{3,6}\/\d{3}\/\d{3}$/, 'must read like 76543/067/068'),
    pan: z.string().regex(/^\d{9}$/, 'must be the nine digits of the PAN'),
    billingSoftwareApproval: z.string().min(3),
  }),
  address: z.strictObject({
    building: z.string().min(2),
    street: z.string().min(2),
    city: z.string().min(2),
    district: z.string().min(2),
    postalCode: z.string().regex(/^\d{5}$/),
    country: z.string().min(2),
    countryCode: z.string().length(2),
    latitude: z.number(),
    longitude: z.number(),
    /** A plain link to the map, for visitors without JavaScript. */
    mapUrl: externalUrl,
    /** The provider's embeddable map, loaded only when the visitor asks. */
    mapEmbedUrl: externalUrl,
  }),
  phones: z.strictObject({ office: phoneNumber, sales: phoneNumber, support: phoneNumber }),
  whatsapp: z.strictObject({ sales: phoneNumber, support: phoneNumber }),
  emails: z.strictObject({ general: z.string().email(), sales: z.string().email(), support: z.string().email() }),
  hours: z.strictObject({
    weekdays: z.string().min(5),
    opens: z.string().regex(/^\d{2}:\d{2}$/),
    closes: z.string().regex(/^\d{2}:\d{2}$/),
    timezone: z.string().min(3),
    weekend: z.string().min(3),
    enterprise: z.string().min(10),
  }),
  /** Social profiles; `brand` names the simple-icons logo drawn for it. */
  social: z
    .array(
      z.strictObject({
        name: z.string().min(2),
        url: externalUrl,
        brand: z.enum(['facebook', 'instagram', 'youtube', 'tiktok', 'x']),
      }),
    )
    .min(1),
  loginUrl: externalUrl,
  /**
   * The self-hosted product tour (MP4), played in the home page's preview dialog and on
   * /video-tour; scripts/video/make-tour.mjs writes it, its WebM, posters and captions beside it.
   */
  previewVideoUrl: publicFile.refine(
    (path) => /^\/video\/[a-z0-9-]+\.mp4$/.test(path),
    'must be an MP4 under /video/, e.g. "/video/sarathi-erp-tour.mp4"',
  ),
  footer: z.strictObject({
    ctaTitle: z.string().min(10),
    ctaDescription: z.string().min(10),
    highlights: z
      .array(z.strictObject({ icon: iconName, title: z.string().min(3), description: z.string().min(10) }))
      .min(1),
  }),
});

/** A navigation item: title, href, optional description, status and sub-items. */
export type MenuItem = {
  title: string;
  href: string;
  description?: string | undefined;
  status: 'available' | 'coming-soon';
  items: MenuItem[];
};
/** The fields of a menu item; a function so that the nested items can refer to {@link menuItem}. */
const menuItemShape = () => ({
  title: z.string().min(2),
  href: sitePath,
  description: z.string().min(5).optional(),
  status: z.enum(['available', 'coming-soon']).default('available'),
  items: z.array(menuItem).default([]),
});
export const menuItem: z.ZodType<MenuItem, z.ZodTypeDef, unknown> = z.lazy(() => z.strictObject(menuItemShape()));
/** A top-level menu entry: a menu item with its position in the bar. */
export const menuSchema = z.strictObject({ order: z.number().int(), ...menuItemShape() });

/** A footer link: its text and a path inside this site. */
const footerLink = z.strictObject({ label: z.string().min(2), href: sitePath });

/**
 * The footer's link lists (src/content/footer-links.json): two titled columns, which share the
 * footer's four-cell grid with the brand and the contact details, and the legal links beside the
 * copyright. A column's `id` is its heading's, which names the column's navigation landmark.
 */
export const footerLinksSchema = z.strictObject({
  columns: z
    .array(
      z.strictObject({
        id: z
          .string()
          .regex(
            /^footer-[a-z]+(-[a-z]+)*$/,
            'must be "footer-" and lower-case words joined by hyphens, e.g. footer-quick-links',
          ),
        heading: z.string().min(2),
        links: z.array(footerLink).min(1),
      }),
    )
    .length(2, 'the footer has room for two link columns')
    .refine((columns) => new Set(columns.map((column) => column.id)).size === columns.length, {
      message: 'each column needs an id of its own',
    }),
  legal: z.array(footerLink).min(1),
});

export const faqSetSchema = z.strictObject({
  title: z.string().optional(),
  subtitle: z.string().optional(),
  items: z.array(faqItem).min(1),
});

export const homeSchema = z.strictObject({
  hero: z.strictObject({
    badge: z.string().min(2),
    title: z.string().min(5).describe('"Simplify your Business with"'),
    description: z.string().min(20),
    videoButton: z.string().min(3),
  }),
  whyChooseUs: z.strictObject({ title: z.string(), subtitle: z.string(), items: z.array(featureCard).min(1) }),
  reach: z.strictObject({
    title: z.string(),
    subtitle: z.string(),
    counters: z
      .array(z.strictObject({ label: z.string().min(2), value: z.number().int().min(1), icon: iconName }))
      .min(1),
  }),
  industries: z.strictObject({ title: z.string(), subtitle: z.string() }),
  modules: z.strictObject({ title: z.string(), subtitle: z.string() }),
  slideshow: z.strictObject({ title: z.string(), subtitle: z.string(), slides: z.array(carouselItem).min(1) }),
  implementation: z.strictObject({
    title: z.string(),
    subtitle: z.string(),
    steps: z.array(z.strictObject({ title: z.string(), description: z.string().min(10), icon: iconName })).min(1),
  }),
  customers: z.strictObject({ title: z.string(), subtitle: z.string() }),
});

export type SiteFacts = z.infer<typeof siteSchema>;
export type HomeContent = z.infer<typeof homeSchema>;

/** The support page: hero, six support features and the strip of six services. */
export const supportPageSchema = z.strictObject({
  hero: z.strictObject({
    badge: z.string(),
    title: z.string().min(5),
    description: z.string().min(20),
  }),
  features: z.strictObject({ title: z.string(), subtitle: z.string(), items: z.array(featureCard).min(1) }),
  services: z.strictObject({
    title: z.string(),
    items: z.array(z.strictObject({ icon: iconName, title: z.string(), description: z.string().min(10) })).min(1),
  }),
  team: z.strictObject({ title: z.string(), subtitle: z.string() }),
});

/** A section heading: title and one-line subtitle. */
const sectionCopy = z.strictObject({ title: z.string().min(3), subtitle: z.string().min(10) });

/** The pricing page's copy: its sections, with the tailored-pricing reading and the plans reading. */
export const pricingPageSchema = z.strictObject({
  hero: z.strictObject({
    badge: z.string(),
    title: z.string(),
    highlight: z.string(),
    description: z.string().min(20),
  }),
  /** Product section: every product with its starting price and a link to its plans. */
  products: sectionCopy,
  /** Industry section: each industry with its products (coming-soon industries marked). */
  industries: sectionCopy,
  /** Pricing section, plans reading: the product chooser, plan cards and comparison table. */
  plans: sectionCopy,
  /** Pricing section, tailored reading: no prices, the modules list and an invitation to contact the team. */
  tailored: z.strictObject({
    title: z.string(),
    description: z.string().min(20),
    modules: z.array(z.strictObject({ icon: iconName, title: z.string(), description: z.string().min(10) })).min(1),
    contactText: z.string().min(10),
  }),
});
