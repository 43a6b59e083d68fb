/** Industries and their sub-industries. */
import { z } from 'astro/zod';
import { INDUSTRY_CATALOGUE } from './catalogue';
import { carouselItem, featureCard, iconName, sitePath } from './common';

const hero = z.strictObject({
  badge: z.string().min(2),
  title: z.string().min(2),
  /** The words shown highlighted after the title. */
  highlight: z.string().min(2),
  description: z.string().min(20),
});

const callToAction = z.strictObject({
  title: z.string().min(5),
  description: z.string().min(20),
});

export const industrySchema = z
  .strictObject({
    name: z.string().min(2),
    status: z.enum(['available', 'coming-soon']),
    order: z.number().int().min(0),
    icon: iconName,
    /** One line for cards and the industries list. */
    tagline: z.string().min(10),
    description: z.string().min(20),
    /** Hero, why-choose-us cards and call to action of the industry page; coming-soon industries omit them. */
    hero: hero.optional(),
    whyChooseUs: z.array(featureCard).default([]),
    cta: callToAction.optional(),
  })
  .refine(
    (industry) =>
      industry.status === 'coming-soon' || (industry.hero && industry.cta && industry.whyChooseUs.length >= 3),
    {
      message: 'an available industry needs "hero", "cta" and at least three "whyChooseUs" cards',
    },
  );

const problemOrSolution = z.strictObject({
  title: z.string().min(3),
  description: z.string().min(10),
});

export const subIndustrySchema = z
  .strictObject({
    industry: z.enum(Object.keys(INDUSTRY_CATALOGUE) as [keyof typeof INDUSTRY_CATALOGUE]),
    subIndustry: z.string(),
    order: z.number().int().min(0),
    name: z.string().min(2).describe('e.g. "Hospital"'),
    productName: z.string().min(2).describe('e.g. "Sarathi Hospital ERP"'),
    abbreviation: z.string().min(2).max(6),
    icon: iconName,
    description: z.string().min(20),
    link: sitePath,
    /** Customer count text, e.g. "50+". */
    reach: z.string().regex(/^\d+\+$/, 'reach must be a number followed by "+", e.g. "50+"'),
    keypoints: z.array(z.string().min(3)).min(3),
    hero: z.strictObject({ label: z.string().min(2), title: z.string().min(5), subtitle: z.string().min(20) }),
    problems: z.array(problemOrSolution).min(3),
    solutions: z.array(problemOrSolution).min(3),
    benefits: z.array(z.string().min(5)).min(3),
    keyFeatures: z.array(featureCard).min(3),
    screenshots: z.array(carouselItem).min(2),
  })
  .superRefine((entry, ctx) => {
    const known = INDUSTRY_CATALOGUE[entry.industry] as readonly string[];
    if (!known.includes(entry.subIndustry)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['subIndustry'],
        message: `unknown sub-industry "${entry.subIndustry}" for ${entry.industry}; known: ${known.join(', ')}`,
      });
    }
    const expectedLink = `/products/${entry.industry}/${entry.subIndustry}`;
    if (entry.link !== expectedLink) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['link'], message: `link must be "${expectedLink}"` });
    }
  });

export type SubIndustryRecord = z.infer<typeof subIndustrySchema>;
export type IndustryRecord = z.infer<typeof industrySchema>;
