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
import type { CmsField } from 'decap-cms-core';
import { buildCmsConfig, CMS_COLLECTIONS, repositoryOf } from '../../src/cms/config';
import { cmsForms, FORM_SCHEMAS, TRANSLATION_SCHEMAS } from '../../src/cms/formSchemas';
import { CMS_ICON_NAMES } from '../../src/cms/icons';
import { rulesOf } from '../../src/cms/schemaRules';
import {
  CHECKED_WIDGETS,
  PATH_KEY,
  ROOT_KEY,
  RULES_KEY,
  ruleMessage,
  type CheckedField,
} from '../../src/cms/validation';
import { iconName, pageMetaFile, publicFile } from '../../src/schemas/common';
import { newsSchema } from '../../src/schemas/news';
import { storySchema } from '../../src/schemas/story';
import { readyForms, type ReadyForm } from './support/cmsForms';

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
/** Each form of the CMS, with whether it holds Nepali texts (its collection, and its file, marked `i18n`). */
const forms = () =>
  cmsForms(CMS_COLLECTIONS).map((form) => {
    const [collectionName, fileName] = form.name.split('/');
    const collection = CMS_COLLECTIONS.find((candidate) => candidate.name === collectionName);
    const file = collection?.files?.find((candidate) => candidate.name === fileName);
    const translated = Boolean(collection?.i18n && (file ? file.i18n : true));
    return { ...form, markdown: form.frontMatter, translated };
  });

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
    const fields = form.frontMatter ? form.fields.filter((field) => field.name !== 'body') : form.fields;
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

/** One check the build makes at one place of an entry, found by walking a zod schema to its leaves. */
interface SchemaCheck {
  /** Field names, `*` for a list's items: `pricingTiers.*.price`. */
  path: string[];
  kind: 'string' | 'number' | 'array' | 'enum' | 'refinement' | 'union';
  /** The zod check as the CMS rules write it (texts, numbers and list sizes). */
  rule?: Record<string, unknown>;
  /** The schema that makes the check: a value an editor can choose must pass it. */
  schema: z.ZodTypeAny;
}

/** How many times a recursive schema (features, comparison rows, menu items) is followed: deeper than any form. */
const RECURSION_LIMIT = 6;

/**
 * Every check of `schema`, walked to its leaves independently of src/cms/schemaRules.ts: text
 * checks (lengths, patterns, starts, e-mail, URL), number checks (ranges, whole numbers), list
 * sizes, allowed values, unions, and refinements (a check written as a function) at any depth.
 */
function schemaChecks(schema: z.ZodTypeAny, path: string[] = [], recursions = 0): SchemaCheck[] {
  const checks: SchemaCheck[] = [];
  let node = schema;
  for (;;) {
    if (node instanceof z.ZodEffects) {
      if ((node._def.effect as { type: string }).type === 'refinement')
        checks.push({ path, kind: 'refinement', schema: node });
      node = node.innerType() as z.ZodTypeAny;
    } else if (node instanceof z.ZodLazy) {
      if (recursions >= RECURSION_LIMIT) return checks;
      recursions += 1;
      node = node.schema as z.ZodTypeAny;
    } else if (node instanceof z.ZodPipeline) node = node._def.in as z.ZodTypeAny;
    else if (node instanceof z.ZodOptional || node instanceof z.ZodDefault || node instanceof z.ZodNullable)
      node = node._def.innerType as z.ZodTypeAny;
    else break;
  }
  const message = (check: { message?: string }) => (check.message ? { message: check.message } : {});
  if (node instanceof z.ZodString) {
    for (const check of node._def.checks) {
      if (['trim', 'toLowerCase', 'toUpperCase'].includes(check.kind)) continue;
      const rule =
        check.kind === 'regex'
          ? { kind: 'regex', source: check.regex.source, flags: check.regex.flags }
          : 'value' in check
            ? { kind: check.kind, value: check.value }
            : { kind: check.kind };
      checks.push({ path, kind: 'string', rule: { type: 'string', ...rule, ...message(check) }, schema: node });
    }
  } else if (node instanceof z.ZodNumber) {
    for (const check of node._def.checks) {
      const rule =
        'inclusive' in check
          ? { kind: check.kind, value: check.value, inclusive: check.inclusive }
          : { kind: check.kind };
      checks.push({ path, kind: 'number', rule: { type: 'number', ...rule, ...message(check) }, schema: node });
    }
  } else if (node instanceof z.ZodArray) {
    const { minLength, maxLength, exactLength } = node._def;
    for (const [kind, size] of [
      ['min', minLength],
      ['max', maxLength],
      ['length', exactLength],
    ] as const)
      if (size)
        checks.push({
          path,
          kind: 'array',
          rule: { type: 'array', kind, value: size.value, ...message(size) },
          schema: node,
        });
    checks.push(...schemaChecks(node.element as z.ZodTypeAny, [...path, '*'], recursions));
  } else if (node instanceof z.ZodObject) {
    for (const [name, field] of Object.entries(node.shape as Record<string, z.ZodTypeAny>))
      checks.push(...schemaChecks(field, [...path, name], recursions));
  } else if (node instanceof z.ZodEnum) checks.push({ path, kind: 'enum', schema: node });
  else if (node instanceof z.ZodUnion) checks.push({ path, kind: 'union', schema: node });
  return checks;
}

/** Where a check lands in a form: a field, the options of a choice, a field the editor cannot change, or none. */
type Landing =
  | { kind: 'field'; field: CheckedField; shownBy: CheckedField | undefined }
  | { kind: 'options'; options: string[]; field: CheckedField }
  | { kind: 'beyond' }
  | { kind: 'missing' };

/**
 * The CMS field a check's path lands on, walked over the readied fields: `shownBy` is the field
 * whose control shows problems of the whole entry there (the deepest one not inside a list). A
 * path past the depth a recursive list (`children`, `items`) is nested to in the form is beyond
 * what an editor can write.
 */
function landing(fields: readonly CheckedField[], path: readonly string[]): Landing {
  let level: readonly CheckedField[] = fields;
  let field: CheckedField | undefined;
  let shownBy: CheckedField | undefined;
  let insideList = false;
  for (const [index, segment] of path.entries()) {
    if (segment === '*') {
      if (!field || (field.widget !== 'list' && field.widget !== 'select' && field.widget !== 'relation'))
        return { kind: 'missing' };
      if (field.widget !== 'list') return optionsOf(field);
      insideList = true;
      const item: CheckedField | undefined = field.field;
      if (item) field = item;
      level = field.fields ?? [];
      continue;
    }
    const next = level.find((candidate) => candidate.name === segment);
    if (!next)
      return insideList && ['children', 'items'].includes(segment) && index > 0
        ? { kind: 'beyond' }
        : { kind: 'missing' };
    field = next;
    level = next.fields ?? [];
    if (!insideList) shownBy = next;
  }
  if (!field) return { kind: 'field', field: fields.find((candidate) => candidate[ROOT_KEY])!, shownBy: undefined };
  if (field.widget === 'select') return optionsOf(field);
  return { kind: 'field', field, shownBy };
}

/** The values a select offers; a relation offers entries of another collection (checked by the build's reference). */
function optionsOf(field: CheckedField): Landing {
  const options = (field as { options?: (string | { value: string })[] }).options;
  const values = (options ?? []).map((option) => (typeof option === 'string' ? option : option.value));
  return { kind: 'options', options: values, field };
}

/**
 * Checks that cannot be made in the editor's browser, by form and path, and why: tests/unit and the
 * README name them. Anything else the build checks must have its twin in the form.
 */
const NOT_MIRRORED: Record<string, string> = {
  'settings/site previewVideoUrl':
    'the video must exist under public/video/: the browser cannot read the repository (the build says "file not found")',
};

/** What is wrong with how `form` mirrors `check`, or undefined when the CMS refuses what the build refuses there. */
function mirrorProblem(
  form: ReadyForm,
  check: SchemaCheck,
  place: Landing = landing(form.fields, check.path),
): string | undefined {
  const at = `${check.path.join('.') || '(entry)'} ${check.kind}`;
  if (place.kind === 'beyond') return undefined;
  if (place.kind === 'missing') return `${at}: no field of the form`;
  // A choice of several: the list's size is a rule on the select itself.
  if (place.kind === 'options' && check.kind === 'array')
    return mirrorProblem(form, check, { kind: 'field', field: place.field, shownBy: undefined });
  if (place.kind === 'options') {
    const refused = place.options.filter((option) => !check.schema.safeParse(option).success);
    return refused.length > 0 ? `${at}: the CMS offers ${refused.join(', ')}, which the build refuses` : undefined;
  }
  const { field, shownBy } = place;
  if (field.widget === 'hidden') return undefined; // the editor cannot change it
  if (check.kind === 'string' || check.kind === 'number' || check.kind === 'array') {
    if (!CHECKED_WIDGETS.includes(field.widget ?? '')) return `${at}: the ${field.widget} widget checks no rules`;
    const carried = (field[RULES_KEY] ?? []).some((rule) =>
      Object.entries(check.rule ?? {}).every(([key, value]) => (rule as Record<string, unknown>)[key] === value),
    );
    const keys = Object.keys(check.rule ?? {}).length;
    const exact = (field[RULES_KEY] ?? []).some(
      (rule) =>
        carried &&
        Object.keys(rule).filter((key) => (rule as Record<string, unknown>)[key] !== undefined).length === keys,
    );
    return carried && exact ? undefined : `${at}: the field does not carry ${JSON.stringify(check.rule)}`;
  }
  if (check.kind === 'enum') return `${at}: the CMS offers free text, not a choice`;
  // A refinement or a union: the form's check of the whole entry runs it, and shows it at `shownBy`.
  if (check.schema === publicFile && field.widget === 'image') return undefined; // the media library and the upload check
  const reason = NOT_MIRRORED[`${form.name} ${check.path.join('.')}`];
  if (reason && check.schema === publicFile) return undefined;
  const shower = shownBy ?? (form.fields as CheckedField[]).find((candidate) => candidate[ROOT_KEY]);
  if (!shower || !CHECKED_WIDGETS.includes(shower.widget ?? '') || shower[PATH_KEY] === undefined)
    return `${at}: no checked field shows the whole entry's problem`;
  return undefined;
}

describe('the CMS refuses what the build refuses, with the same message', () => {
  const readied = readyForms();

  it.each(readied.map((form) => [form.name, form] as const))(
    'every rule of %s (text, number, list, choice, refinement, at any depth) has its twin in the form',
    (_name, form) => {
      expect(form.unmatched).toEqual([]);
      const checks = schemaChecks(form.schema);
      expect(checks.length).toBeGreaterThan(0);
      expect(checks.map((check) => mirrorProblem(form, check)).filter(Boolean)).toEqual([]);
    },
  );

  it('finds a rule without its twin (the comparison itself can fail)', () => {
    const [form] = readyForms([
      {
        name: 'modules',
        label: 'Modules',
        folder: 'src/content/modules',
        extension: 'json',
        format: 'json',
        fields: [
          { name: 'title', widget: 'string' },
          { name: 'description', widget: 'color' },
          { name: 'order', widget: 'number', required: false },
          {
            name: 'industries',
            widget: 'list',
            fields: [
              { name: 'subIndustry', widget: 'select', options: ['healthcare/hospital', 'healthcare/spa'] },
              { name: 'rank', widget: 'number' },
            ],
          },
          { name: 'mainPoints', widget: 'list', field: { name: 'item', widget: 'string' } },
          { name: 'screenshots', widget: 'list', field: { name: 'screenshot', widget: 'image' } },
          { name: 'features', widget: 'list', fields: [{ name: 'name', widget: 'string' }] },
          { name: 'benefits', widget: 'list', field: { name: 'item', widget: 'string' } },
        ],
      },
    ]);
    // A rule the form lost: the key highlights' minimum length, as if the derivation dropped it.
    delete (form!.fields[4] as CheckedField).field![RULES_KEY];
    expect(
      schemaChecks(form!.schema)
        .map((check) => mirrorProblem(form!, check))
        .filter(Boolean),
    ).toEqual([
      'description string: the color widget checks no rules',
      'industries.*.subIndustry refinement: the CMS offers healthcare/spa, which the build refuses',
      'mainPoints.* string: the field does not carry {"type":"string","kind":"min","value":3}',
    ]);
  });

  it('knows each check it cannot mirror', () => {
    const found = readied.flatMap((form) =>
      schemaChecks(form.schema)
        .filter((check) => check.schema === publicFile && landing(form.fields, check.path).kind === 'field')
        .filter((check) => {
          const place = landing(form.fields, check.path);
          return place.kind === 'field' && place.field.widget !== 'image';
        })
        .map((check) => `${form.name} ${check.path.join('.')}`),
    );
    expect(found).toEqual(Object.keys(NOT_MIRRORED));
  });

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
