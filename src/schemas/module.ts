/** Module records. */
import { z } from 'astro/zod';
import { publicFile } from './common';
import { subIndustryKey } from './editorial';

/** The tree of features the pages read: each name maps to its sub-features; leaves are empty objects. */
export type FeatureTree = { [feature: string]: FeatureTree };

/** A feature as written in a module file: its name and its sub-features (a form can edit lists, not free keys). */
export type FeatureNode = { name: string; children?: FeatureNode[] | undefined };
export const featureNode: z.ZodType<FeatureNode, z.ZodTypeDef, unknown> = z.lazy(() =>
  z.strictObject({
    name: z.string().trim().min(1, 'required: the name of the feature'),
    children: z.array(featureNode).optional(),
  }),
);

/**
 * The features of a module file, a list of `{ name, children }`, turned into the {@link FeatureTree}
 * the pages read (list order is kept). Two features of the same name under one parent would merge
 * into one key, so they are refused naming the list position.
 */
export const featureList = z
  .array(featureNode)
  .superRefine((nodes, ctx) => {
    const check = (list: FeatureNode[], path: (string | number)[]) => {
      const seen = new Set<string>();
      list.forEach((node, index) => {
        if (seen.has(node.name)) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: [...path, index, 'name'],
            message: `"${node.name}" is listed twice under the same parent`,
          });
        }
        seen.add(node.name);
        if (node.children) check(node.children, [...path, index, 'children']);
      });
    };
    check(nodes, []);
  })
  .transform(toFeatureTree);

/** Turns a list of `{ name, children }` into the nested object of names the pages read. */
export function toFeatureTree(nodes: readonly FeatureNode[]): FeatureTree {
  return Object.fromEntries(nodes.map((node) => [node.name, toFeatureTree(node.children ?? [])]));
}

/**
 * Where a module is sold, as written in a module file: a catalogue key chosen from a list and an
 * optional rank (1 is first), turned into the `healthcare/hospital#2` tag the pages read.
 */
export const industryEntry = z
  .strictObject({
    subIndustry: subIndustryKey,
    rank: z.number().int().min(1, 'rank 1 is first; leave it empty for no rank').optional(),
  })
  .transform((entry) => (entry.rank === undefined ? entry.subIndustry : `${entry.subIndustry}#${entry.rank}`));

export const moduleSchema = z.strictObject({
  title: z.string().min(2),
  description: z.string().min(20),
  /** Position in the full catalogue and on the home page (first six); lower comes first. */
  order: z.number().int().min(0).default(1000),
  /** Where the module is sold, with an optional rank for ordering inside a sub-industry. */
  industries: z.array(industryEntry).default([]),
  /** Key highlights, shown on cards and as 'Key Highlights'. */
  mainPoints: z.array(z.string().min(3)).default([]),
  /** Screenshots of the module's screens (original SVG mock-ups under public/). */
  screenshots: z.array(publicFile).default([]),
  /** Features and their sub-features, as a list of `{ name, children }` (see {@link featureList}). */
  features: featureList.default([]),
  benefits: z.array(z.string().min(3)).default([]),
});

export type ModuleRecord = z.infer<typeof moduleSchema>;
