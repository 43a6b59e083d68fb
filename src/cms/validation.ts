/**
 * The CMS refuses what the build refuses, with the build's message: each form field carries the
 * rules its zod schema holds (src/cms/schemaRules.ts, derived at build time by src/pages/admin.astro)
 * as `schema_rules`, and the text, long-text, number and list widgets are wrapped so Decap checks
 * them before saving and shows zod's own message under the field.
 */
import { createElement, Component, type ComponentType } from 'react';
import type { CmsField } from 'decap-cms-core';
import { z } from 'zod';
import type { FormRules, SchemaRule } from './schemaRules';

/** The field key the rules travel in (Decap keeps unknown field keys and hands them to the widget). */
export const RULES_KEY = 'schema_rules';

/** A zod schema that applies `rules` to one value, built in the browser from their JSON. */
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

type RuledField = CmsField & { [RULES_KEY]?: SchemaRule[]; field?: CmsField; fields?: CmsField[] };

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
function fieldAt(fields: readonly CmsField[], path: string[]): RuledField | 'choice' | undefined {
  const [name, ...rest] = path;
  const field: RuledField | undefined = fields.find((candidate) => candidate.name === name);
  if (!field || rest.length === 0) return field;
  const widget = (field as { widget?: string }).widget;
  if (rest[0] !== '*') return field.fields ? fieldAt(field.fields, rest) : undefined;
  if (widget === 'select' || widget === 'relation') return 'choice';
  if (field.field)
    return rest.length === 1 ? field.field : fieldAt([field.field], [field.field.name, ...rest.slice(1)]);
  // An item of a list of objects: the list field stands for it.
  if (field.fields) return rest.length > 1 ? fieldAt(field.fields, rest.slice(1)) : field;
  return undefined;
}

/** The parts of Decap's widget props this reads. */
interface WidgetProps {
  field: { get(key: string): unknown; toJS?: () => unknown };
  value: unknown;
  t?: unknown;
}

/** The rules on the field a widget is drawing (Decap hands the field over as an Immutable Map). */
function rulesOfField(field: WidgetProps['field']): SchemaRule[] | undefined {
  const rules = field.get(RULES_KEY) as { toJS?: () => unknown } | undefined;
  return rules?.toJS ? (rules.toJS() as SchemaRule[]) : undefined;
}

/** A widget value as the rules read it: a list as an array, a number as a number. */
function plainValue(value: unknown, rules: readonly SchemaRule[]): unknown {
  const list = value as { toJS?: () => unknown } | undefined;
  if (list && typeof list.toJS === 'function') return list.toJS();
  if (rules[0]?.type === 'number' && typeof value === 'string' && value.trim() !== '') return Number(value);
  return value;
}

interface DecapControl {
  isValid?: () => unknown;
  validateSize?: () => unknown[];
}

/** The control of widget `name` wrapped so its field's rules are checked with the build's messages. */
function withRules(control: ComponentType<WidgetProps>, isList: boolean): ComponentType<WidgetProps> {
  return class RuledControl extends Component<WidgetProps> {
    inner: DecapControl | null = null;

    /** Decap asks a control whether its value is valid before saving. */
    isValid = (): unknown => {
      const own = this.inner?.isValid?.() ?? true;
      if (own !== true) return own;
      const rules = rulesOfField(this.props.field);
      const message = rules ? ruleMessage(rules, plainValue(this.props.value, rules)) : undefined;
      return message ? { error: { type: 'CUSTOM', message } } : true;
    };

    /** Lists report their size to the parent form themselves: their size check takes the rules. */
    keepRef = (instance: DecapControl | null) => {
      this.inner = instance;
      if (!isList || !instance?.validateSize) return;
      const decapSize = instance.validateSize.bind(instance);
      instance.validateSize = () => {
        const rules = rulesOfField(this.props.field);
        const list = this.props.value as { toJS?: () => unknown } | undefined;
        const message = rules ? ruleMessage(rules, list?.toJS ? list.toJS() : []) : undefined;
        return message ? [{ type: 'RANGE', message }] : decapSize();
      };
    };

    render() {
      return createElement(control, { ...this.props, ref: this.keepRef } as WidgetProps);
    }
  };
}

/** The part of Decap's CMS object this needs. */
interface WidgetRegistry {
  getWidget(name: string): { control: ComponentType<WidgetProps>; preview: unknown; schema?: unknown } | undefined;
  registerWidget(name: string, control: ComponentType<WidgetProps>, preview?: unknown, schema?: unknown): void;
}

/** Wraps Decap's text, long-text, number and list widgets so they check `schema_rules`. */
export function registerRuleWidgets(cms: WidgetRegistry): void {
  for (const name of ['string', 'text', 'number', 'list']) {
    const widget = cms.getWidget(name);
    if (!widget) continue;
    cms.registerWidget(name, withRules(widget.control, name === 'list'), widget.preview, widget.schema);
  }
}
