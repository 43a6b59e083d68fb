/**
 * The rules of the content schemas an editor meets in one form field, read from the zod schemas
 * themselves so the CMS refuses exactly what the build refuses, with the same message: text
 * lengths and patterns, number ranges and list sizes, as plain data that travels on the CMS field
 * (src/cms/validation.ts attachRules) and is checked in the form before saving.
 * Rules across fields (e.g. "exactly one recommended tier") are checked on the whole entry instead
 * (src/cms/validation.ts entryProblems), with the same schema.
 */
import { z } from 'astro/zod';

/** One check of a zod text, number or list, as zod stores it; `message` only when the schema gives its own. */
export type SchemaRule =
  /** Transforms zod applies before the checks after them (a text of spaces trims to ""). */
  | { type: 'string'; kind: 'trim' | 'toLowerCase' | 'toUpperCase' }
  | { type: 'string'; kind: 'min' | 'max' | 'length'; value: number; message?: string }
  | { type: 'string'; kind: 'regex'; source: string; flags: string; message?: string }
  | { type: 'string'; kind: 'startsWith' | 'endsWith' | 'includes'; value: string; message?: string }
  | { type: 'string'; kind: 'email' | 'url'; message?: string }
  | { type: 'number'; kind: 'min' | 'max'; value: number; inclusive: boolean; message?: string }
  | { type: 'number'; kind: 'int'; message?: string }
  | { type: 'array'; kind: 'min' | 'max' | 'length'; value: number; message?: string };

/**
 * The rules of one form: field path → rules. Paths name object fields with dots and list items
 * with `*`: `description`, `tags.*`, `results`, `results.*.figure`, `quote.text`.
 */
export type FormRules = Record<string, SchemaRule[]>;

/** How deep recursive lists (features, comparison rows, menu items) are followed: as deep as the forms go. */
const MAX_DEPTH = 8;

/** The schema that reads the file's value, through refine/transform, pipes, lazies, optional and default. */
function unwrap(schema: z.ZodTypeAny): z.ZodTypeAny {
  if (schema instanceof z.ZodEffects) return unwrap(schema.innerType() as z.ZodTypeAny);
  if (schema instanceof z.ZodPipeline) return unwrap(schema._def.in as z.ZodTypeAny);
  if (schema instanceof z.ZodLazy) return unwrap(schema.schema as z.ZodTypeAny);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable)
    return unwrap(schema._def.innerType as z.ZodTypeAny);
  if (schema instanceof z.ZodBranded) return unwrap(schema.unwrap() as z.ZodTypeAny);
  return schema;
}

const withMessage = (message: string | undefined) => (message ? { message } : {});

/** The checks of a zod string, with the transforms (`trim`, …) that change what the checks after them see. */
function stringRules(schema: z.ZodString): SchemaRule[] {
  return schema._def.checks.flatMap((check): SchemaRule[] => {
    switch (check.kind) {
      case 'trim':
      case 'toLowerCase':
      case 'toUpperCase':
        return [{ type: 'string', kind: check.kind }];
      case 'min':
      case 'max':
      case 'length':
        return [{ type: 'string', kind: check.kind, value: check.value, ...withMessage(check.message) }];
      case 'regex':
        return [
          {
            type: 'string',
            kind: 'regex',
            source: check.regex.source,
            flags: check.regex.flags,
            ...withMessage(check.message),
          },
        ];
      case 'startsWith':
      case 'endsWith':
        return [{ type: 'string', kind: check.kind, value: check.value, ...withMessage(check.message) }];
      case 'includes':
        return [{ type: 'string', kind: 'includes', value: check.value, ...withMessage(check.message) }];
      case 'email':
      case 'url':
        return [{ type: 'string', kind: check.kind, ...withMessage(check.message) }];
      default:
        return [];
    }
  });
}

/** The checks of a zod number. */
function numberRules(schema: z.ZodNumber): SchemaRule[] {
  return schema._def.checks.flatMap((check): SchemaRule[] => {
    if (check.kind === 'min' || check.kind === 'max')
      return [
        {
          type: 'number',
          kind: check.kind,
          value: check.value,
          inclusive: check.inclusive,
          ...withMessage(check.message),
        },
      ];
    if (check.kind === 'int') return [{ type: 'number', kind: 'int', ...withMessage(check.message) }];
    return [];
  });
}

/** The size checks of a zod array. */
function arrayRules(schema: z.ZodArray<z.ZodTypeAny>): SchemaRule[] {
  const { minLength, maxLength, exactLength } = schema._def;
  const size = (kind: 'min' | 'max' | 'length', check: { value: number; message?: string } | null): SchemaRule[] =>
    check ? [{ type: 'array', kind, value: check.value, ...withMessage(check.message) }] : [];
  return [...size('min', minLength), ...size('max', maxLength), ...size('length', exactLength)];
}

/**
 * Every text, number and list rule of `schema`, by field path (see {@link FormRules}).
 * @param schema the zod schema of a whole file (an object)
 */
export function rulesOf(schema: z.ZodTypeAny): FormRules {
  const rules: FormRules = {};
  const add = (path: string, found: SchemaRule[]) => {
    if (found.length > 0) rules[path] = [...(rules[path] ?? []), ...found];
  };
  const walk = (node: z.ZodTypeAny, path: string, depth: number) => {
    if (depth > MAX_DEPTH) return;
    const inner = unwrap(node);
    if (inner instanceof z.ZodString) add(path, stringRules(inner));
    else if (inner instanceof z.ZodNumber) add(path, numberRules(inner));
    else if (inner instanceof z.ZodArray) {
      add(path, arrayRules(inner as z.ZodArray<z.ZodTypeAny>));
      walk(inner.element as z.ZodTypeAny, `${path}.*`, depth + 1);
    } else if (inner instanceof z.ZodObject) {
      for (const [name, field] of Object.entries(inner.shape as Record<string, z.ZodTypeAny>))
        walk(field, path ? `${path}.${name}` : name, depth);
    }
    // A union (page-meta `path`: "default" or a site path) is no rule of one kind: the check of the
    // whole entry (src/cms/validation.ts entryProblems) refuses what none of its alternatives allows.
  };
  walk(schema, '', 0);
  return rules;
}
