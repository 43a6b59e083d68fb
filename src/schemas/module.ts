/** Module records (SPEC §3 Module, §7 filtering). */
import { z } from 'astro/zod';
import { isSubIndustryOf, SUB_INDUSTRY_KEYS } from '../lib/catalogue';
import { publicFile } from './common';

/** The tree of features: each name maps to its sub-features; leaves are empty objects. */
export type FeatureTree = { [feature: string]: FeatureTree };
export const featureTree: z.ZodType<FeatureTree> = z.lazy(() => z.record(z.string().min(1), featureTree));

/** `industry/subIndustry` with an optional `#rank` (1 is first), e.g. `healthcare/hospital#2`. */
export const industryTag = z.string().superRefine((value, ctx) => {
  const match = value.match(/^([a-z-]+)\/([a-z-]+)(?:#(\d+))?$/);
  if (!match) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: `"${value}" must look like "healthcare/hospital" or "healthcare/hospital#2"` });
  } else if (!isSubIndustryOf(match[1]!, match[2]!)) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message: `unknown sub-industry "${match[1]}/${match[2]}"; known: ${SUB_INDUSTRY_KEYS.join(', ')}`,
    });
  }
});

export const moduleSchema = z.strictObject({
  title: z.string().min(2),
  description: z.string().min(20),
  /** Position in the full catalogue and on the home page (first six); lower comes first. */
  order: z.number().int().min(0).default(1000),
  /** Where the module is sold, with an optional rank for ordering inside a sub-industry. */
  industries: z.array(industryTag).default([]),
  /** Key highlights, shown on cards and as 'Key Highlights'. */
  mainPoints: z.array(z.string().min(3)).default([]),
  /** Screenshots of the module's screens (original SVG mock-ups under public/). */
  screenshots: z.array(publicFile).default([]),
  features: featureTree.default({}),
  benefits: z.array(z.string().min(3)).default([]),
});

export type ModuleRecord = z.infer<typeof moduleSchema>;
