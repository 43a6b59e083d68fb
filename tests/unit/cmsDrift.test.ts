/**
 * No drift between the CMS and the schemas: for every collection of /admin (src/cms/config.ts),
 * the fields the editor offers must be the fields the zod schema of those files accepts (names),
 * required exactly where the schema requires them, and selects must offer exactly the values the
 * schema allows. A field added to a schema but not to the CMS (or the other way round) fails here,
 * before an editor saves a file the build refuses or cannot fill in a field the site needs. The
 * same holds for the Nepali text: the fields marked translated are the ones its schema accepts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { icons } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import type { CmsCollection, CmsField } from 'decap-cms-core';
import { buildCmsConfig, CMS_COLLECTIONS, repositoryOf } from '../../src/cms/config';
import { FORM_SCHEMAS, TRANSLATION_SCHEMAS } from '../../src/cms/formSchemas';
import { CMS_ICON_NAMES } from '../../src/cms/icons';
import { rulesOf } from '../../src/cms/schemaRules';
import { attachRules, ruleMessage } from '../../src/cms/validation';
import { iconName, pageMetaFile } from '../../src/schemas/common';
import { newsSchema } from '../../src/schemas/news';
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
  if (schema instanceof z.ZodEffects) return inputSchema(schema.innerType() as z.ZodTypeAny);
  if (schema instanceof z.ZodLazy) return inputSchema(schema.schema as z.ZodTypeAny);
  if (schema instanceof z.ZodPipeline) return inputSchema(schema._def.in as z.ZodTypeAny);
  if (schema instanceof z.ZodBranded) return inputSchema(schema.unwrap() as z.ZodTypeAny);
  return schema;
}

/** The shape of a zod schema as a file holds it; `required` is false for optional and defaulted fields. */
function zodShape(schema: z.ZodTypeAny, lazyDepth = 0): Shape {
  const inner = inputSchema(schema);
  if (inner === iconName) return { kind: 'icon' };
  if (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault || inner instanceof z.ZodNullable)
    return zodShape(inner._def.innerType as z.ZodTypeAny, lazyDepth);
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
    if (current instanceof z.ZodEffects) current = current.innerType() as z.ZodTypeAny;
    else if (current instanceof z.ZodLazy) current = current.schema as z.ZodTypeAny;
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

const SCHEMAS = FORM_SCHEMAS;

/** Each form of the CMS: a folder collection, or each file of a files collection. */
function forms(): { name: string; schemaKey: string; fields: CmsField[]; markdown: boolean; translated: boolean }[] {
  return CMS_COLLECTIONS.flatMap((collection: CmsCollection) => {
    if (collection.files) {
      return collection.files.map((file) => ({
        name: `${collection.name}/${file.name}`,
        schemaKey: collection.name in SCHEMAS ? collection.name : `${collection.name}/${file.name}`,
        fields: file.fields,
        markdown: false,
        translated: Boolean(collection.i18n && file.i18n),
      }));
    }
    return [
      {
        name: collection.name,
        schemaKey: collection.name,
        fields: collection.fields ?? [],
        markdown: collection.format === 'frontmatter',
        translated: Boolean(collection.i18n),
      },
    ];
  });
}

/**
 * The part of a form the editor writes in Nepali: the fields marked `i18n: true`, and in a
 * translated group or list its translated fields (Decap shows only those in the Nepali pane).
 */
function translatedFields(fields: readonly CmsField[]): CmsField[] {
  return fields
    .filter((field) => field.i18n === true)
    .map((field) => {
      const nested = field as CmsField & { fields?: CmsField[]; field?: CmsField };
      if (nested.fields) return { ...field, fields: translatedFields(nested.fields) } as CmsField;
      if (nested.field) return { ...field, field: nested.field.i18n === true ? nested.field : undefined } as CmsField;
      return field;
    });
}

/**
 * Differences between the translated fields of a form and the schema of its Nepali text, names and
 * kinds only: Decap checks only the English pane for required fields, and the build fills a text
 * the Nepali entry leaves out from the English one.
 */
function translationDifferences(fields: readonly CmsField[], schema: z.ZodTypeAny): string[] {
  return differences(cmsShape(translatedFields(fields)), zodShape(schema)).filter(
    (line) => !/(required by|optional in) the (schema|CMS)/.test(line),
  );
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

describe('the fields written in Nepali are the ones the Nepali text accepts', () => {
  const translatedForms = forms().filter((form) => form.translated);

  it('every form is translated but the page titles, whose Nepali pages have entries of their own', () => {
    expect(
      forms()
        .filter((form) => !form.translated)
        .map((form) => form.name),
    ).toEqual(['pageMeta/pageMeta']);
    expect(translatedForms.map((form) => form.schemaKey).sort()).toEqual(Object.keys(TRANSLATION_SCHEMAS).sort());
  });

  it.each(translatedForms.map((form) => [form.name, form] as const))('%s', (_name, form) => {
    // The Markdown body is the file's text below the front matter, not a front matter field.
    const fields = form.markdown ? form.fields.filter((field) => field.name !== 'body') : form.fields;
    expect(translationDifferences(fields, TRANSLATION_SCHEMAS[form.schemaKey]!)).toEqual([]);
  });

  it('marks no field translated in a form without a Nepali text', () => {
    for (const form of forms().filter((candidate) => !candidate.translated))
      expect(JSON.stringify(form.fields), form.name).not.toContain('"i18n"');
  });

  it('finds a translated field the Nepali text refuses, and a Nepali text the form does not translate', () => {
    const twin = z.strictObject({ title: z.string(), hero: z.strictObject({ badge: z.string() }) });
    const fields = [
      { name: 'title', widget: 'string', i18n: true },
      { name: 'link', widget: 'string', i18n: true },
      { name: 'hero', widget: 'object', i18n: true, fields: [{ name: 'badge', widget: 'string' }] },
    ] as CmsField[];
    expect(translationDifferences(fields, twin)).toEqual([
      'hero.badge: the schema has it, the CMS does not',
      'link: the CMS offers it, the schema refuses it',
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
  const live = {
    repository: 'sarathi-software/sarathi-erp-website',
    authOrigin: 'https://www.sarathierp.com.np',
    siteUrl: 'https://www.sarathierp.com.np',
  };
  const config = buildCmsConfig({ ...live, localBackendUrl: 'http://127.0.0.1:8081/api/v1' });

  it('signs in with GitHub through our own /api/auth and drafts in the editorial workflow on main', () => {
    expect(config.backend).toEqual({
      name: 'github',
      repo: 'sarathi-software/sarathi-erp-website',
      branch: 'main',
      base_url: 'https://www.sarathierp.com.np',
      auth_endpoint: 'api/auth',
      squash_merges: true,
    });
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.local_backend).toEqual({
      url: 'http://127.0.0.1:8081/api/v1',
      allowed_hosts: ['localhost', '127.0.0.1'],
    });
    expect(buildCmsConfig(live).local_backend).toBeUndefined();
  });

  it('commits to the repository Netlify builds, unless CMS_GITHUB_REPO names another', () => {
    expect(repositoryOf({ REPOSITORY_URL: 'https://github.com/sarathi-software/website' })).toBe(
      'sarathi-software/website',
    );
    expect(repositoryOf({ REPOSITORY_URL: 'git@github.com:sarathi-software/website.git' })).toBe(
      'sarathi-software/website',
    );
    expect(repositoryOf({ CMS_GITHUB_REPO: 'marketing/site', REPOSITORY_URL: 'https://github.com/a/b' })).toBe(
      'marketing/site',
    );
    expect(repositoryOf({})).toBe('sarathi-software/sarathi-erp-website');
  });

  it('keeps every image field under public/images, refuses files over 2 MB and paths that are not pictures', () => {
    const images: Record<string, unknown>[] = [];
    JSON.stringify(config.collections, (_key, value: unknown) => {
      if (value && typeof value === 'object' && (value as { widget?: string }).widget === 'image')
        images.push(value as Record<string, unknown>);
      return value;
    });
    expect(images.length).toBeGreaterThan(5);
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

describe('the CMS refuses what the build refuses, with the same message', () => {
  it.each(forms().map((form) => [form.name, form] as const))(
    'every text, number and list rule of %s lands on a field',
    (_name, form) => {
      const fields = structuredClone(form.fields);
      expect(attachRules(fields, rulesOf(SCHEMAS[form.schemaKey]!))).toEqual([]);
    },
  );

  it('gives the message the build gives, for the rules of the findings (description, alt text, title, tags)', () => {
    const article = newsSchema({ author: z.string() });
    const rules = rulesOf(article);
    /** The build's message for the field at `path` of a file holding `file`. */
    const built = (file: Record<string, unknown>, path: string) =>
      article.safeParse(file).error?.issues.find((issue) => issue.path.join('.') === path)?.message;
    const cases = [
      ['description', 'Too short.', { description: 'Too short.' }, 'description'],
      ['coverAlt', 'A picture', { coverAlt: 'A picture' }, 'coverAlt'],
      ['title', 'Short', { title: 'Short' }, 'title'],
      ['tags.*', 'Release Notes', { tags: ['Release Notes'] }, 'tags.0'],
    ] as const;
    for (const [rulePath, value, file, issuePath] of cases) {
      const message = ruleMessage(rules[rulePath], value);
      expect(message, rulePath).toBeDefined();
      expect(message, rulePath).toBe(built(file, issuePath));
    }
    expect(ruleMessage(rules['description'], 'x'.repeat(50))).toBeUndefined();
  });

  it('checks list sizes and numbers the way the schemas count them', () => {
    const story = rulesOf(storySchema({ customer: z.string(), module: z.string() }));
    expect(ruleMessage(story['results'], [{ figure: '48%' }])).toBe('give at least 2 results');
    expect(ruleMessage(story['results.*.figure'], '48% shorter queues')).toBe(
      'keep the figure short (e.g. "48%", "3 weeks"); say the rest in the label',
    );
    const modules = rulesOf(FORM_SCHEMAS['modules']!);
    expect(ruleMessage(modules['order'], -1)).toBe('Number must be greater than or equal to 0');
  });
});
