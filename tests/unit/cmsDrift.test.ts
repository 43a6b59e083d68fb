/**
 * No drift between the CMS and the schemas: for every collection of /admin (src/cms/config.ts),
 * the fields the editor offers must be the fields the zod schema of those files accepts (names),
 * required exactly where the schema requires them, and selects must offer exactly the values the
 * schema allows. A field added to a schema but not to the CMS (or the other way round) fails here,
 * before an editor saves a file the build refuses or cannot fill in a field the site needs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { icons } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import type { CmsCollection, CmsField } from 'decap-cms-core';
import { buildCmsConfig, CMS_COLLECTIONS } from '../../src/cms/config';
import { CMS_ICON_NAMES } from '../../src/cms/icons';
import { iconName, pageMeta, pageMetaFile } from '../../src/schemas/common';
import { industrySchema, subIndustrySchema } from '../../src/schemas/industry';
import { moduleSchema } from '../../src/schemas/module';
import { newsSchema } from '../../src/schemas/news';
import { markdownPageSchema } from '../../src/schemas/page';
import { customerSchema, teamMemberSchema } from '../../src/schemas/people';
import { pricingSchema } from '../../src/schemas/pricing';
import {
  faqSetSchema,
  homeSchema,
  menuSchema,
  pricingPageSchema,
  siteSchema,
  supportPageSchema,
} from '../../src/schemas/site';
import { storySchema } from '../../src/schemas/story';

/** A shape both sides can be reduced to. */
type Shape =
  | { kind: 'object'; fields: Record<string, { required: boolean; shape: Shape }> }
  | { kind: 'list'; item: Shape }
  | { kind: 'enum'; values: string[] }
  | { kind: 'icon' }
  /** A hidden field: the editor cannot change the value the file already has. */
  | { kind: 'fixed' }
  | { kind: 'value' };

const VALUE: Shape = { kind: 'value' };

/** Unwraps effects (refine, transform, preprocess), lazies and pipes to the schema that reads the file's value. */
function inputSchema(schema: z.ZodTypeAny): z.ZodTypeAny {
  if (schema === iconName) return schema;
  if (schema instanceof z.ZodEffects) return inputSchema(schema.innerType());
  if (schema instanceof z.ZodLazy) return inputSchema(schema.schema);
  if (schema instanceof z.ZodPipeline) return inputSchema(schema._def.in);
  if (schema instanceof z.ZodBranded) return inputSchema(schema.unwrap());
  return schema;
}

/** The shape of a zod schema as a file holds it; `required` is false for optional and defaulted fields. */
function zodShape(schema: z.ZodTypeAny, lazyDepth = 0): Shape {
  const inner = inputSchema(schema);
  if (inner === iconName) return { kind: 'icon' };
  if (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault || inner instanceof z.ZodNullable)
    return zodShape(inner._def.innerType, lazyDepth);
  if (inner instanceof z.ZodObject) {
    const fields: Record<string, { required: boolean; shape: Shape }> = {};
    for (const [name, field] of Object.entries(inner.shape as Record<string, z.ZodTypeAny>)) {
      fields[name] = { required: isRequired(field), shape: zodShape(field, lazyDepth) };
    }
    return { kind: 'object', fields };
  }
  if (inner instanceof z.ZodArray) {
    const element = inner.element as z.ZodTypeAny;
    // A recursive schema (features, comparison rows, menu items) is compared as deep as the form goes.
    const isRecursive =
      element instanceof z.ZodLazy || (element instanceof z.ZodEffects && inputSchema(element) !== element);
    if (isRecursive && lazyDepth > 4) return { kind: 'list', item: VALUE };
    return { kind: 'list', item: zodShape(element, lazyDepth + 1) };
  }
  if (inner instanceof z.ZodEnum) return { kind: 'enum', values: [...(inner.options as string[])] };
  if (inner instanceof z.ZodLiteral) return VALUE;
  return VALUE;
}

/** False when the field may be left out of the file (optional or with a default). */
function isRequired(schema: z.ZodTypeAny): boolean {
  let current: z.ZodTypeAny = schema;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodDefault) return false;
    if (current instanceof z.ZodEffects) current = current.innerType();
    else if (current instanceof z.ZodLazy) current = current.schema;
    else return true;
  }
}

/** The shape of the fields a CMS collection offers. */
function cmsShape(fields: readonly CmsField[]): Shape {
  const result: Record<string, { required: boolean; shape: Shape }> = {};
  for (const field of fields) result[field.name] = { required: field.required !== false, shape: cmsFieldShape(field) };
  return { kind: 'object', fields: result };
}

function cmsFieldShape(field: CmsField): Shape {
  const widget = (field as { widget?: string }).widget ?? 'string';
  const any = field as unknown as {
    fields?: CmsField[];
    field?: CmsField;
    options?: (string | { value: string })[];
    multiple?: boolean;
  };
  if (widget === 'object') return cmsShape(any.fields ?? []);
  if (widget === 'list') {
    if (any.fields) return { kind: 'list', item: cmsShape(any.fields) };
    return { kind: 'list', item: any.field ? cmsFieldShape(any.field) : VALUE };
  }
  if (widget === 'select') {
    const values = (any.options ?? []).map((option) => (typeof option === 'string' ? option : option.value));
    const isIcons =
      values.length === CMS_ICON_NAMES.length && values.every((value, index) => value === CMS_ICON_NAMES[index]);
    const shape: Shape = isIcons ? { kind: 'icon' } : { kind: 'enum', values };
    return any.multiple ? { kind: 'list', item: shape } : shape;
  }
  if (widget === 'hidden') return { kind: 'fixed' };
  if (widget === 'relation' && any.multiple) return { kind: 'list', item: VALUE };
  return VALUE;
}

/**
 * Differences between what the CMS offers and what the schema accepts, one line each, e.g.
 * `features.0.children: the schema has it, the CMS does not`. Where the form stops going deeper
 * into a recursive list, the missing optional `children` is not a difference.
 */
function differences(cms: Shape, schema: Shape, path = ''): string[] {
  const at = path || '(root)';
  if (cms.kind === 'fixed') return [];
  if (schema.kind === 'enum' && cms.kind === 'value')
    return [`${at}: the schema allows only ${schema.values.join(', ')}; the CMS offers free text`];
  if (schema.kind === 'value' && cms.kind === 'enum') return []; // a select narrowing free text (customer keys, plan ids checked by refine)
  if (cms.kind !== schema.kind) return [`${at}: the CMS has a ${cms.kind}, the schema a ${schema.kind}`];
  if (cms.kind === 'enum' && schema.kind === 'enum') {
    const missing = schema.values.filter((value) => !cms.values.includes(value));
    const extra = cms.values.filter((value) => !schema.values.includes(value));
    return [
      ...missing.map((value) => `${at}: the CMS does not offer "${value}"`),
      ...extra.map((value) => `${at}: the CMS offers "${value}", the schema refuses it`),
    ];
  }
  if (cms.kind === 'list' && schema.kind === 'list') return differences(cms.item, schema.item, `${path}.0`);
  if (cms.kind === 'object' && schema.kind === 'object') {
    const lines: string[] = [];
    for (const [name, field] of Object.entries(schema.fields)) {
      const offered = cms.fields[name];
      const fieldPath = path ? `${path}.${name}` : name;
      if (!offered) {
        const recursionStops =
          !field.required && ['children', 'items'].includes(name) && /\.(children|items)\.0/.test(`${path}.`);
        if (!recursionStops) lines.push(`${fieldPath}: the schema has it, the CMS does not`);
        continue;
      }
      if (offered.required !== field.required) {
        lines.push(
          `${fieldPath}: ${field.required ? 'required by the schema, optional in the CMS' : 'optional in the schema, required by the CMS'}`,
        );
      }
      lines.push(...differences(offered.shape, field.shape, fieldPath));
    }
    for (const name of Object.keys(cms.fields)) {
      if (!(name in schema.fields))
        lines.push(`${path ? `${path}.` : ''}${name}: the CMS offers it, the schema refuses it`);
    }
    return lines;
  }
  return [];
}

/** A reference as the stories and news schemas take it in tests: any id. */
const anyId = z.string();

/** The schema of each CMS collection (or file of a files collection), as the build uses it. */
const SCHEMAS: Record<string, z.ZodTypeAny> = {
  modules: moduleSchema,
  customers: customerSchema,
  team: teamMemberSchema,
  stories: storySchema({ customer: anyId, module: anyId }),
  news: newsSchema({ author: anyId }),
  pages: markdownPageSchema,
  faqs: faqSetSchema,
  industries: industrySchema,
  subIndustries: subIndustrySchema,
  pricing: pricingSchema,
  'settings/site': siteSchema,
  'settings/home': homeSchema,
  'settings/supportPage': supportPageSchema,
  'settings/pricingPage': pricingPageSchema,
  'settings/menu': z.strictObject(
    Object.fromEntries(
      ['products', 'industries', 'modules', 'customers', 'pricing', 'support'].map((key) => [key, menuSchema]),
    ),
  ),
  'settings/pageMeta': z.strictObject({
    pages: z.array(z.strictObject({ path: z.string(), ...pageMeta.shape })).min(1),
  }),
};

/** Each form of the CMS: a folder collection, or each file of a files collection. */
function forms(): { name: string; schemaKey: string; fields: CmsField[]; markdown: boolean }[] {
  return CMS_COLLECTIONS.flatMap((collection: CmsCollection) => {
    if (collection.files) {
      return collection.files.map((file) => ({
        name: `${collection.name}/${file.name}`,
        schemaKey: collection.name in SCHEMAS ? collection.name : `${collection.name}/${file.name}`,
        fields: file.fields,
        markdown: false,
      }));
    }
    return [
      {
        name: collection.name,
        schemaKey: collection.name,
        fields: collection.fields ?? [],
        markdown: collection.format === 'frontmatter',
      },
    ];
  });
}

describe('the CMS offers exactly the fields of each schema', () => {
  it.each(forms().map((form) => [form.name, form] as const))('%s', (_name, form) => {
    const schema = SCHEMAS[form.schemaKey];
    expect(schema, `no schema mapped for ${form.schemaKey}`).toBeDefined();
    // The Markdown body is the file's text below the frontmatter, not a frontmatter field.
    const fields = form.markdown ? form.fields.filter((field) => field.name !== 'body') : form.fields;
    expect(differences(cmsShape(fields), zodShape(schema!))).toEqual([]);
  });

  it('page-meta.json as the CMS writes it is what the parser reads', () => {
    expect(Object.keys(pageMetaFile.shape)).toEqual(['pages']);
  });

  it('finds a difference when there is one (the comparison itself can fail)', () => {
    const schema = z.strictObject({
      title: z.string(),
      status: z.enum(['available', 'coming-soon']),
      note: z.string().optional(),
    });
    const cms = cmsShape([
      { name: 'title', widget: 'string', required: false },
      { name: 'status', widget: 'select', options: ['available', 'retired'] },
      { name: 'extra', widget: 'string' },
    ] as CmsField[]);
    expect(differences(cms, zodShape(schema))).toEqual([
      'title: required by the schema, optional in the CMS',
      'status: the CMS does not offer "coming-soon"',
      'status: the CMS offers "retired", the schema refuses it',
      'note: the schema has it, the CMS does not',
      'extra: the CMS offers it, the schema refuses it',
    ]);
  });
});

describe('icons offered by the CMS', () => {
  it('are all Lucide icons the schemas accept', () => {
    expect(CMS_ICON_NAMES.filter((name) => !Object.hasOwn(icons, name))).toEqual([]);
  });

  it('include every icon the content uses today', () => {
    const used = new Set<string>();
    const content = join(process.cwd(), 'src', 'content');
    for (const file of readdirSync(content, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.json')) continue;
      JSON.parse(readFileSync(join(content, file), 'utf8'), (key, value: unknown) => {
        if (key === 'icon' && typeof value === 'string') used.add(value);
        return value;
      });
    }
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((name) => !CMS_ICON_NAMES.includes(name))).toEqual([]);
  });
});

describe('the CMS configuration', () => {
  const config = buildCmsConfig({
    siteUrl: 'https://www.sarathierp.com.np',
    localBackendUrl: 'http://127.0.0.1:8081/api/v1',
  });

  it('saves through the Git Gateway on main, and through decap-server only on this computer', () => {
    expect(config.backend).toMatchObject({ name: 'git-gateway', branch: 'main' });
    expect(config.local_backend).toEqual({
      url: 'http://127.0.0.1:8081/api/v1',
      allowed_hosts: ['localhost', '127.0.0.1'],
    });
    expect(buildCmsConfig({ siteUrl: 'https://www.sarathierp.com.np' }).local_backend).toBeUndefined();
  });

  it('keeps every image field under public/images, refuses files over 2 MB and paths that are not pictures', () => {
    const images: Record<string, unknown>[] = [];
    JSON.stringify(config.collections, (_key, value: unknown) => {
      if (value && typeof value === 'object' && (value as { widget?: string }).widget === 'image')
        images.push(value as Record<string, unknown>);
      return value;
    });
    expect(images.length).toBeGreaterThan(8);
    for (const field of images) {
      expect(field['media_folder']).toMatch(/^\/public\/images\/[a-z-]+$/);
      expect(field['public_folder']).toBe(String(field['media_folder']).replace('/public', ''));
      expect(field['media_library']).toEqual({ config: { max_file_size: 2_000_000 } });
      const [pattern] = field['pattern'] as [string, string];
      expect(new RegExp(pattern).test('/images/news/cover.svg')).toBe(true);
      expect(new RegExp(pattern).test('/images/news/brochure.pdf')).toBe(false);
    }
  });
});
