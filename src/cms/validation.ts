/**
 * The CMS refuses what the build refuses, with the build's message, before anything is saved.
 * When the editor saves or publishes, Decap asks every control of the form whether its value is
 * valid; the controls registered here ({@link registerCheckedWidgets}) answer with three checks:
 *  1. the field's own rules, read from its zod schema (src/cms/schemaRules.ts) and put on the field
 *     by {@link prepareForm}: text lengths and patterns, number ranges, list sizes, at any depth of
 *     lists and groups;
 *  2. raw HTML in a Markdown field (src/lib/rawHtml.ts), which the build refuses too;
 *  3. the whole entry parsed by its own zod schema (src/cms/formSchemas.ts, {@link entryProblems})
 *     for what no single field holds: rules across fields ("exactly one tier is recommended"),
 *     across a list's items (a tier listed twice) or written as a function (an MP4 under /video/).
 *     Each problem shows under its field, or under the list holding it with its place
 *     ("tier 2 › Price: …").
 * Decap's own controls are subclassed, not wrapped, so the methods Decap calls on them (a list's
 * and a group's `validate`, `shouldComponentUpdate`, `focus`) stay theirs: a wrapper hid them, so
 * nothing inside a list was checked and a message inside a list was never drawn. Decap announces
 * only empty required fields; every other refusal is announced by {@link ProblemNotice}, so no save
 * is refused silently.
 */
import { Component, type ComponentType } from 'react';
import type { CmsField } from 'decap-cms-core';
import { z } from 'zod';
import { rawHtmlProblem } from '../lib/rawHtml';
import { pruneEmptyValues, type ImmutableCollection } from './prune';
import { rulesOf, type FormRules, type SchemaRule } from './schemaRules';

/** The field key the rules travel in (Decap keeps unknown field keys and hands them to the widget). */
export const RULES_KEY = 'schema_rules';
/**
 * The field key naming where a field sits in the entry (`comparison.comparisonOrder`), on every
 * field that is not inside a list: problems of the whole entry at or below it show there.
 */
export const PATH_KEY = 'schema_path';
/** The field key marking a form's first field: problems of the entry as a whole show there. */
export const ROOT_KEY = 'schema_root';

/** The widgets whose controls run the checks: every widget the forms use, except `hidden`. */
export const CHECKED_WIDGETS: readonly string[] = [
  'string',
  'text',
  'number',
  'list',
  'object',
  'markdown',
  'select',
  'boolean',
  'datetime',
  'relation',
  'image',
  'file',
];

/** Issue codes of the checks a field's own rules repeat; the whole-entry check leaves those to the field. */
const FIELD_RULE_CODES: ReadonlySet<string> = new Set(['too_small', 'too_big', 'invalid_string', 'not_multiple_of']);

/** A zod schema that applies `rules` to one value, built in the browser from their plain data. */
function schemaOf(rules: readonly SchemaRule[]): z.ZodTypeAny {
  const type = rules[0]?.type;
  if (type === 'number') {
    let schema = z.number();
    for (const rule of rules) {
      if (rule.type !== 'number') continue;
      const options = rule.message ? { message: rule.message } : undefined;
      if (rule.kind === 'int') schema = schema.int(options);
      else if (rule.kind === 'min')
        schema = rule.inclusive ? schema.gte(rule.value, options) : schema.gt(rule.value, options);
      else schema = rule.inclusive ? schema.lte(rule.value, options) : schema.lt(rule.value, options);
    }
    return schema;
  }
  if (type === 'array') {
    let schema = z.array(z.unknown());
    for (const rule of rules) {
      if (rule.type !== 'array') continue;
      if (rule.kind === 'min') schema = schema.min(rule.value, rule.message);
      else if (rule.kind === 'max') schema = schema.max(rule.value, rule.message);
      else schema = schema.length(rule.value, rule.message);
    }
    return schema;
  }
  let schema = z.string();
  for (const rule of rules) {
    if (rule.type !== 'string') continue;
    switch (rule.kind) {
      case 'trim':
        schema = schema.trim();
        break;
      case 'toLowerCase':
        schema = schema.toLowerCase();
        break;
      case 'toUpperCase':
        schema = schema.toUpperCase();
        break;
      case 'min':
        schema = schema.min(rule.value, rule.message);
        break;
      case 'max':
        schema = schema.max(rule.value, rule.message);
        break;
      case 'length':
        schema = schema.length(rule.value, rule.message);
        break;
      case 'regex':
        schema = schema.regex(new RegExp(rule.source, rule.flags), rule.message);
        break;
      case 'startsWith':
        schema = schema.startsWith(rule.value, rule.message);
        break;
      case 'endsWith':
        schema = schema.endsWith(rule.value, rule.message);
        break;
      case 'includes':
        schema = schema.includes(rule.value, rule.message ? { message: rule.message } : undefined);
        break;
      case 'email':
        schema = schema.email(rule.message);
        break;
      case 'url':
        schema = schema.url(rule.message);
        break;
    }
  }
  return schema;
}

/**
 * The message the build would give for `value`, or undefined when the rules accept it. An empty
 * text or number is left to Decap's own "required" check (an optional field may stay empty).
 * @param value a text, a number, or a list as an array
 */
export function ruleMessage(rules: readonly SchemaRule[] | undefined, value: unknown): string | undefined {
  if (!rules || rules.length === 0) return undefined;
  if (value === undefined || value === null || value === '') return undefined;
  const result = schemaOf(rules).safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** A CMS field with what {@link prepareForm} puts on it. */
export type CheckedField = CmsField & {
  widget?: string;
  label_singular?: string;
  field?: CheckedField;
  fields?: CheckedField[];
  [RULES_KEY]?: SchemaRule[];
  [PATH_KEY]?: string;
  [ROOT_KEY]?: boolean;
};

/**
 * What the control of `field` refuses in its own value, as the message shown under it: raw HTML
 * in Markdown, then the field's rules. Undefined when the value passes (an empty optional list too).
 * @param field the field as configured (plain data, with its rules)
 * @param value the value as plain data: a text, a number, a list as an array
 */
export function fieldProblem(field: CheckedField, value: unknown): string | undefined {
  if (field.widget === 'markdown' && typeof value === 'string') {
    const html = rawHtmlProblem(value);
    if (html) return html;
  }
  const rules = field[RULES_KEY];
  if (!rules || rules.length === 0) return undefined;
  if (Array.isArray(value) && value.length === 0 && field.required === false) return undefined;
  return ruleMessage(rules, value);
}

/**
 * Puts each rule of `rules` on the CMS field at its path in `fields` (in place) and returns the
 * paths that match no field: a rule the form cannot show, which tests/unit/cmsDrift.test.ts refuses.
 * Rules on the items of a choice list (a select or a relation) need no field: the editor can only
 * pick allowed values there; nor do rules deeper than a recursive list (sub-features, comparison
 * rows, menu sub-items) lets the form nest.
 */
export function attachRules(fields: readonly CmsField[], rules: FormRules): string[] {
  const unmatched: string[] = [];
  for (const [path, fieldRules] of Object.entries(rules)) {
    const segments = path.split('.');
    const field = fieldAt(fields, segments);
    if (field === 'choice') continue;
    if (field) field[RULES_KEY] = fieldRules;
    else if (!beyondNesting(fields, segments)) unmatched.push(path);
  }
  return unmatched;
}

/**
 * Readies a form's fields (in place) for the checks: the rules of `schema` on each field
 * ({@link attachRules}), each field's place in the entry where it is not inside a list, and the
 * form's first field marked for problems of the whole entry. Returns the rules no field can show.
 * @param fields the form's fields (a folder collection's, or one file's of a files collection)
 * @param schema the zod schema the build reads those files with
 */
export function prepareForm(fields: readonly CmsField[], schema: z.ZodTypeAny): string[] {
  const unmatched = attachRules(fields, rulesOf(schema));
  const mark = (level: readonly CheckedField[], prefix: string) => {
    for (const field of level) {
      const path = prefix ? `${prefix}.${field.name}` : field.name;
      field[PATH_KEY] = path;
      if (field.widget === 'object' && field.fields) mark(field.fields, path);
    }
  };
  mark(fields, '');
  const first = (fields as CheckedField[]).find((field) => field.widget !== 'hidden');
  if (first) first[ROOT_KEY] = true;
  return unmatched;
}

/** True when the form stops nesting a recursive list (`children`, `items`) before `segments` end. */
function beyondNesting(fields: readonly CmsField[], segments: string[]): boolean {
  return segments.some(
    (segment, index) =>
      index > 0 &&
      ['children', 'items'].includes(segment) &&
      typeof fieldAt(fields, segments.slice(0, index)) === 'object' &&
      fieldAt(fields, segments.slice(0, index + 1)) === undefined,
  );
}

/**
 * The field of `fields` at a rule path (`results`, `results.*.figure`, `tags.*`), `'choice'` for
 * an item of a select or relation list, or undefined when the form has no such field.
 */
export function fieldAt(fields: readonly CmsField[], path: readonly string[]): CheckedField | 'choice' | undefined {
  const [name, ...rest] = path;
  const field = (fields as CheckedField[]).find((candidate) => candidate.name === name);
  if (!field || rest.length === 0) return field;
  if (rest[0] !== '*') return field.fields ? fieldAt(field.fields, rest) : undefined;
  if (field.widget === 'select' || field.widget === 'relation') return 'choice';
  if (field.field)
    return rest.length === 1 ? field.field : fieldAt([field.field], [field.field.name, ...rest.slice(1)]);
  // An item of a list of objects: the list field stands for it.
  if (field.fields) return rest.length > 1 ? fieldAt(field.fields, rest.slice(1)) : field;
  return undefined;
}

/** A problem of a whole entry: the message and the field that shows it (its {@link PATH_KEY}, '' for the form's first field). */
export interface EntryProblem {
  at: string;
  message: string;
}

/** The message of an issue; for a union, the message of the alternative that came closest. */
function issueMessage(issue: z.ZodIssue): string {
  if (issue.code !== 'invalid_union') return issue.message;
  const closest = issue.unionErrors
    .flatMap((error) => error.issues)
    .find((inner) => inner.code !== 'invalid_literal' && inner.code !== 'invalid_type');
  return closest?.message ?? issue.message;
}

/** The value at `path` in plain data, or undefined. */
function valueAt(data: unknown, path: readonly (string | number)[]): unknown {
  let value = data;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[segment];
  }
  return value;
}

/** True for what Decap's own "required" check catches: nothing, "", an empty list. */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** How Decap names a list item in the collapsed list: its `summary` filled from the item, else its number. */
function itemName(list: CheckedField | undefined, item: unknown, index: number): string {
  const summary = (list as { summary?: string } | undefined)?.summary;
  if (summary && item && typeof item === 'object') {
    const filled = summary
      .replace(/\{\{fields\.([\w-]+)\}\}/g, (_match, name: string) => {
        const value = (item as Record<string, unknown>)[name];
        return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
      })
      .trim();
    if (filled) return filled;
  }
  return `${list?.label_singular ?? 'item'} ${index + 1}`;
}

/**
 * The field that shows an issue at `path`: the deepest field on the path that is not inside a
 * list (a list stands for its items), and the place inside it as the editor sees it ("Basic
 * Rs.4500 › Price": items by their summary, fields by label), or no field for an issue of the
 * entry as a whole.
 */
function placeOf(
  fields: readonly CheckedField[],
  path: readonly (string | number)[],
  data: unknown,
): { field?: CheckedField; place: string[] } {
  let level: readonly CheckedField[] = fields;
  let field: CheckedField | undefined;
  let rest = path;
  // Down through groups; a list or any other field stops the walk.
  while (rest.length > 0) {
    const next = level.find((candidate) => candidate.name === rest[0]);
    if (!next) break;
    field = next;
    rest = rest.slice(1);
    if (next.widget !== 'object' || !next.fields) break;
    level = next.fields;
  }
  const place: string[] = [];
  let container = field;
  let value = valueAt(data, path.slice(0, path.length - rest.length));
  for (const [index, segment] of rest.entries()) {
    value = (value as Record<string | number, unknown> | undefined)?.[segment];
    if (typeof segment === 'number') {
      place.push(itemName(container, value, segment));
      continue;
    }
    const inner = container?.fields?.find((candidate) => candidate.name === segment);
    if (!inner) break;
    // A list followed by one of its items is named by that item alone.
    if (typeof rest[index + 1] !== 'number') place.push(inner.label ?? inner.name);
    container = inner;
  }
  return { field, place };
}

/**
 * The problems the build would find in one entry that the fields' own checks do not show: every
 * issue of `schema` on `saved` but those a field's rules repeat at their own field, and "required"
 * where Decap's own check already speaks (the field is empty in `raw`). A field that an editor
 * filled with spaces only is saved without it (src/cms/prune.ts), so it is reported here.
 * @param schema the zod schema the build reads the entry with
 * @param saved the entry's data as it will be written (empty values removed)
 * @param fields the form's fields, readied by {@link prepareForm}
 * @param raw the entry's data as the form holds it (defaults to `saved`)
 */
export function entryProblems(
  schema: z.ZodTypeAny,
  saved: unknown,
  fields: readonly CmsField[],
  raw: unknown = saved,
): EntryProblem[] {
  const result = schema.safeParse(saved);
  if (result.success) return [];
  const problems: EntryProblem[] = [];
  for (const issue of result.error.issues) {
    const rulePath = issue.path.map((segment) => (typeof segment === 'number' ? '*' : segment));
    const ruled = fieldAt(fields, rulePath);
    if (FIELD_RULE_CODES.has(issue.code) && typeof ruled === 'object' && ruled[RULES_KEY]) continue;
    if (issue.code === 'invalid_type' && issue.received === 'undefined' && isBlank(valueAt(raw, issue.path))) continue;
    const { field, place } = placeOf(fields, issue.path, raw);
    const message =
      issue.code === 'invalid_type' && issue.received === 'undefined'
        ? 'required: write a text here (spaces alone are removed when saving)'
        : issueMessage(issue);
    problems.push({
      at: field?.[PATH_KEY] ?? '',
      message: place.length > 0 ? `${place.join(' › ')}: ${message}` : message,
    });
  }
  return problems;
}

/** What the checks know of one form: its schema, its readied fields and whether it is Markdown with front matter. */
export interface FormCheck {
  schema: z.ZodTypeAny;
  fields: readonly CmsField[];
  /** Front matter and a Markdown `body`: the body is no field of the schema. */
  frontMatter: boolean;
}

/** The parts of Decap's Immutable values this reads. */
interface Immutable {
  get(key: string): unknown;
  getIn?(path: string[]): unknown;
  toJS(): unknown;
}

/** The parts of Decap's widget props this reads. */
interface WidgetProps {
  field: Immutable;
  value: unknown;
  forID?: string;
  parentIds?: string[];
  locale?: string;
  collection?: Immutable;
  getEntry?: () => Immutable | undefined;
  onValidateObject?: (id: string, errors: unknown[]) => void;
  /** Tells the group or form around this control which control stands for its field. */
  controlRef?: (control: unknown) => void;
}

/** The methods of Decap's controls that the checks extend (instance fields or prototype methods). */
interface DecapControl {
  isValid?: () => unknown;
  validateSize?: () => unknown[];
  validate?: () => void;
  /** A group's: takes the control of each of its fields. */
  processControlRef?: (control: { props: WidgetProps } | null) => void;
  childRefs?: Record<string, unknown>;
}

type ControlClass = new (props: WidgetProps) => Component<WidgetProps> & DecapControl;

/** A field error as Decap stores it; `parentIds` marks the lists and groups around it red. */
interface FieldError {
  type: 'CUSTOM' | 'RANGE';
  parentIds: string[];
  message: string;
}

/**
 * Collects the problems found while Decap checks a form and announces them once the check is
 * over, as one notice ("not saved: …, marked in red"): a field inside a closed list is otherwise
 * easy to miss.
 */
export class ProblemNotice {
  private problems = new Map<string, { label: string; message: string }>();
  private scheduled = false;

  /** @param announce shows the notice: a heading and one line per problem */
  constructor(
    private readonly announce: (lines: string[]) => void,
    private readonly later: (run: () => void) => void = (run) => setTimeout(run, 0),
  ) {}

  /** Records a refused field's label and message; the notice follows when the current check ends. */
  add(label: string, message: string): void {
    this.problems.set(`${label}\u0000${message}`, { label, message });
    if (this.scheduled) return;
    this.scheduled = true;
    this.later(() => {
      this.scheduled = false;
      const lines = [...this.problems.values()].map(({ label: name, message: text }) => `${name}: ${text}`);
      this.problems.clear();
      if (lines.length > 0) this.announce(lines);
    });
  }
}

/** What the controls need besides their props: the form of an entry, and where to announce problems. */
export interface CheckContext {
  /** The form of an entry of `collection` (a files collection's forms are per file, named by the entry's slug). */
  formOf(collection: string, slug: string | undefined): FormCheck | undefined;
  notice: ProblemNotice;
}

/** The entry problems of each entry data, computed once per check of the form. */
const problemsByData = new WeakMap<object, EntryProblem[]>();

/** The problems of the whole entry a control's props belong to (none for a translation's pane). */
function problemsOfEntry(props: WidgetProps, context: CheckContext): EntryProblem[] {
  const entry = props.getEntry?.();
  const collection = props.collection;
  if (!entry || !collection) return [];
  const defaultLocale = collection.getIn?.(['i18n', 'default_locale']);
  if (props.locale && defaultLocale && props.locale !== defaultLocale) return [];
  const data = entry.get('data') as ImmutableCollection | undefined;
  if (!data || typeof data !== 'object') return [];
  const cached = problemsByData.get(data);
  if (cached) return cached;
  const form = context.formOf(collection.get('name') as string, entry.get('slug') as string | undefined);
  let problems: EntryProblem[] = [];
  if (form) {
    // What the file will hold: the admin drops emptied values before saving.
    const raw = data.toJS() as Record<string, unknown>;
    const saved = pruneEmptyValues(data).toJS() as Record<string, unknown>;
    if (form.frontMatter) {
      delete raw['body'];
      delete saved['body'];
    }
    problems = entryProblems(form.schema, saved, form.fields, raw);
  }
  problemsByData.set(data, problems);
  return problems;
}

/** A control's value as plain data: a list as an array, a number typed as text as a number. */
function plainValue(value: unknown, rules: readonly SchemaRule[] | undefined): unknown {
  const list = value as { toJS?: () => unknown } | undefined;
  if (list && typeof list.toJS === 'function') return list.toJS();
  if (rules?.[0]?.type === 'number' && typeof value === 'string' && value.trim() !== '') return Number(value);
  return value;
}

/** The message a control shows for its own value and the entry problems at its field, or undefined. */
function problemOf(props: WidgetProps, context: CheckContext): string | undefined {
  const field = props.field.toJS() as CheckedField;
  const own = fieldProblem(field, plainValue(props.value, field[RULES_KEY]));
  if (own) return own;
  const at = field[PATH_KEY];
  if (at === undefined) return undefined;
  const problems = problemsOfEntry(props, context).filter(
    (problem) => problem.at === at || (problem.at === '' && field[ROOT_KEY]),
  );
  return problems.length > 0 ? problems.map((problem) => problem.message).join('\n') : undefined;
}

/** A rejection from Decap's own check: `false`, `{ error: {...} }`; a pending upload is a promise. */
function ownError(answer: unknown): { message?: string } | 'pending' | undefined {
  if (answer === false) return {};
  if (answer instanceof Promise) return 'pending';
  const error = (answer as { error?: unknown } | undefined)?.error;
  return error ? error : undefined;
}

/**
 * Decap's control of one widget, extended with the checks: `isValid` (which Decap asks of every
 * control), a list's `validateSize` (which a list with items reports instead) and a group's
 * `validate` (a group reports nothing of its own otherwise) first run Decap's own check, then
 * {@link problemOf}. Each refusal is also told to the notice.
 */
function withChecks(Control: ControlClass, context: CheckContext): ControlClass {
  return class CheckedControl extends Control {
    constructor(props: WidgetProps) {
      super(props);
      const label = () => {
        const field = this.props.field;
        return String(field.get('label') ?? field.get('name'));
      };
      const refusal = (type: FieldError['type']): FieldError | undefined => {
        const message = problemOf(this.props, context);
        if (!message) return undefined;
        context.notice.add(label(), message);
        return { type, parentIds: this.props.parentIds ?? [], message };
      };

      const decapIsValid = this.isValid?.bind(this);
      this.isValid = () => {
        const answer = decapIsValid ? decapIsValid() : true;
        const own = ownError(answer);
        if (own === 'pending') return answer;
        if (own) {
          if (own.message) context.notice.add(label(), own.message);
          return answer;
        }
        const error = refusal('CUSTOM');
        return error ? { error } : answer;
      };

      const decapSize = this.validateSize?.bind(this);
      if (decapSize) {
        this.validateSize = () => {
          const error = refusal('RANGE');
          if (error) return [error];
          const errors = decapSize() as { message?: string }[];
          for (const decapError of errors) if (decapError.message) context.notice.add(label(), decapError.message);
          return errors;
        };
      }

      const isGroup = this.props.field.get('widget') === 'object';
      const decapValidate = this.validate?.bind(this);
      if (decapValidate && isGroup) {
        let shown = false;
        this.validate = () => {
          decapValidate();
          const error = refusal('CUSTOM');
          if (error || shown) this.props.onValidateObject?.(this.props.forID ?? '', error ? [error] : []);
          shown = Boolean(error);
        };
      }

      // Decap's group hands every control below it to the group or form around it, which keeps
      // one control per field name: a field deep inside (or a list item's field of the same name)
      // then stood for the whole group, and Save checked that one control only. A checked group
      // keeps its own fields' controls (the same field object, not just the same name) and hands
      // none on; a checked group or list names itself again after each update below it.
      if (isGroup && this.processControlRef && this.childRefs) {
        const childRefs = this.childRefs;
        this.processControlRef = (control) => {
          if (!control) return;
          const own = this.props.field.get('fields') as { some?: (test: (field: unknown) => boolean) => boolean };
          if (own.some?.((field) => field === control.props.field))
            childRefs[String(control.props.field.get('name'))] = control;
        };
      }
    }

    componentDidMount() {
      super.componentDidMount?.();
      this.standForField();
    }

    componentDidUpdate(...update: Parameters<NonNullable<Component<WidgetProps>['componentDidUpdate']>>) {
      super.componentDidUpdate?.(...update);
      this.standForField();
    }

    /** A list or group registers itself as the control of its field (see the constructor). */
    standForField() {
      if (this.validate && (this.validateSize || this.props.field.get('widget') === 'object'))
        this.props.controlRef?.(this);
    }
  };
}

/** The part of Decap's CMS object this needs. */
interface WidgetRegistry {
  getWidget(name: string): { control: ComponentType<WidgetProps>; preview: unknown; schema?: unknown } | undefined;
  registerWidget(name: string, control: ComponentType<WidgetProps>, preview?: unknown, schema?: unknown): void;
}

/**
 * Registers Decap's widgets of {@link CHECKED_WIDGETS} again, their controls extended with the
 * checks ({@link withChecks}); previews and option schemas stay Decap's.
 */
export function registerCheckedWidgets(cms: WidgetRegistry, context: CheckContext): void {
  for (const name of CHECKED_WIDGETS) {
    const widget = cms.getWidget(name);
    if (!widget) continue;
    const control = withChecks(widget.control as unknown as ControlClass, context);
    cms.registerWidget(name, control, widget.preview, widget.schema);
  }
}
