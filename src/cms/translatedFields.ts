/**
 * The Nepali pane shows, and the Nepali file keeps, only what is written in Nepali
 * (docs/content.md#both-languages-in-one-entry). Decap hides a field that is the same in both
 * languages (`i18n` none) from the Nepali pane, but not inside the items of a list: its list widget
 * does not hand the pane's language on to the items, so a card's icon, a counter's value or a link's
 * address showed as empty fields beside the Nepali texts, and what an editor typed there landed in
 * the Nepali file, which the build refuses. "Fill in from another locale" copies whole lists and
 * groups from English, icons and links included. So the list and group widgets are wrapped: in the
 * Nepali pane a list's items show only their translated fields, at every depth, and a list or group
 * holding values of untranslated fields drops them. The English pane is left as Decap draws it.
 */
import { createElement, forwardRef, useEffect, type ComponentType, type Ref } from 'react';

/** The parts of an Immutable Map or List (Decap's fields and values) this needs. */
export interface ImmutableCollection {
  get(key: string | number): unknown;
  set(key: string, value: unknown): ImmutableCollection;
  filter(predicate: (value: unknown, key: unknown) => boolean): ImmutableCollection;
  map(mapper: (value: unknown, key: unknown) => unknown): ImmutableCollection;
  forEach(effect: (value: unknown) => unknown): number;
  equals(other: unknown): boolean;
}

/** Whether Decap hides `field` in the pane being drawn: true only in the Nepali pane, for untranslated fields. */
export type IsFieldHidden = (field: ImmutableCollection) => boolean;

const isCollection = (value: unknown): value is ImmutableCollection =>
  typeof value === 'object' && value !== null && typeof (value as ImmutableCollection).equals === 'function';

/**
 * `field` with the sub-fields `isHidden` names left out, at every depth (a group's fields, a list's
 * item fields, a list's single item field); `field` itself when nothing is left out.
 */
export function translatedOnly(field: ImmutableCollection, isHidden: IsFieldHidden): ImmutableCollection {
  let result = field;
  const fields = field.get('fields');
  if (isCollection(fields))
    result = result.set(
      'fields',
      fields
        // Named isHidden: negated, the shorter name reads as a Tailwind class (Tailwind scans src/).
        .filter((sub) => isCollection(sub) && !isHidden(sub))
        .map((sub) => translatedOnly(sub as ImmutableCollection, isHidden)),
    );
  const item = field.get('field');
  if (isCollection(item)) result = result.set('field', translatedOnly(item, isHidden));
  const summary = field.get('summary');
  const kept = result.get('fields');
  if (typeof summary === 'string' && isCollection(kept)) result = result.set('summary', summaryOf(summary, kept));
  return result.equals(field) ? field : result;
}

/**
 * A list's item summary that reads only `fields`: `summary` itself when every field it names is
 * there, else the first of `fields` (a plan tier's "{{fields.name}} {{fields.price}}" names fields
 * the Nepali pane does not have, and every item there read blank or "No …").
 */
function summaryOf(summary: string, fields: ImmutableCollection): string {
  const names = new Set<unknown>();
  fields.forEach((field) => isCollection(field) && names.add(field.get('name')));
  const named = [...summary.matchAll(/\{\{fields\.(\w+)\}\}/g)].map((match) => match[1]);
  if (named.every((name) => names.has(name))) return summary;
  const [first] = names;
  return typeof first === 'string' ? `{{fields.${first}}}` : summary;
}

/** `group` (a Map of values) with only the keys `fields` names, each kept to its field. */
function keptToFields(group: unknown, fields: ImmutableCollection): unknown {
  if (!isCollection(group)) return group;
  const byName = new Map<unknown, ImmutableCollection>();
  fields.forEach((field) => isCollection(field) && byName.set(field.get('name'), field));
  return group
    .filter((_value, key) => byName.has(key))
    .map((value, key) => keptToField(value, byName.get(key) as ImmutableCollection));
}

/**
 * `value` of `field` with only the values of the fields `field` holds, at any depth: what the
 * Nepali file keeps of a list or group once `field` is {@link translatedOnly}.
 */
export function keptToField(value: unknown, field: ImmutableCollection): unknown {
  if (!isCollection(value)) return value;
  const fields = field.get('fields');
  const item = field.get('field');
  if (field.get('widget') === 'list') {
    if (isCollection(fields)) return value.map((entry) => keptToFields(entry, fields));
    if (isCollection(item)) return value.map((entry) => keptToField(entry, item));
    return value;
  }
  return isCollection(fields) ? keptToFields(value, fields) : value;
}

/** The props of a Decap widget control this reads. */
interface ControlProps {
  field: ImmutableCollection;
  value: unknown;
  onChange: (value: unknown) => void;
  isFieldHidden?: IsFieldHidden;
}

/** The translated-only field of each field, per pane (a pane's isFieldHidden is one function). */
const CACHE = new WeakMap<IsFieldHidden, WeakMap<ImmutableCollection, ImmutableCollection>>();

function cachedTranslatedOnly(field: ImmutableCollection, isHidden: IsFieldHidden): ImmutableCollection {
  const byField = CACHE.get(isHidden) ?? new WeakMap<ImmutableCollection, ImmutableCollection>();
  CACHE.set(isHidden, byField);
  const known = byField.get(field);
  if (known) return known;
  const result = translatedOnly(field, isHidden);
  byField.set(field, result);
  return result;
}

/**
 * `control` drawing only translated fields in the Nepali pane and dropping the values of the others
 * there; `showsItems`: a list, whose items Decap would otherwise draw whole. The ref reaches
 * `control` itself, so Decap validates and focuses it as before.
 */
function translatedControl(control: ComponentType<ControlProps>, showsItems: boolean) {
  return forwardRef(function TranslatedControl(props: ControlProps, ref: Ref<unknown>) {
    const { isFieldHidden, field, value, onChange } = props;
    // A list or group hidden whole in this pane (its own field untranslated) stays as Decap draws it:
    // emptied of its fields, a list's item labels had no first field to read and the editor crashed.
    const translated = isFieldHidden && !isFieldHidden(field) ? cachedTranslatedOnly(field, isFieldHidden) : field;
    useEffect(() => {
      if (translated === field) return;
      const kept = keptToField(value, translated);
      if (isCollection(kept) && !kept.equals(value)) onChange(kept);
    }, [translated, field, value, onChange]);
    return createElement(control, { ...props, field: showsItems ? translated : field, ref } as ControlProps);
  });
}

/** What a control hidden in the Nepali pane is given to report a change: nothing happens. */
const IGNORE_CHANGE = (): void => undefined;

/**
 * `control` that changes nothing while Decap hides it in the Nepali pane. Decap still mounts an
 * untranslated field there, hidden; a relation control (a story's customer and modules, an
 * article's author) reports its value once its options load, which wrote the English value into
 * the Nepali file and marked an untouched entry "Unsaved changes" as soon as it opened.
 */
function quietWhenHidden(control: ComponentType<ControlProps>) {
  return forwardRef(function QuietWhenHidden(props: ControlProps, ref: Ref<unknown>) {
    const hidden = props.isFieldHidden?.(props.field) ?? false;
    return createElement(control, { ...props, ...(hidden ? { onChange: IGNORE_CHANGE } : {}), ref } as ControlProps);
  });
}

/** The part of Decap's CMS object this needs. */
interface WidgetRegistry {
  getWidget(name: string): { control: ComponentType<ControlProps>; preview: unknown; schema?: unknown } | undefined;
  registerWidget(name: string, control: ComponentType<ControlProps>, preview?: unknown, schema?: unknown): void;
}

/**
 * Wraps Decap's list and group (object) widgets as described above, and the relation widget so that
 * it stays quiet where it is hidden; call after other wrappers.
 */
export function registerTranslatedFields(cms: WidgetRegistry): void {
  for (const name of ['list', 'object']) {
    const widget = cms.getWidget(name);
    if (!widget) continue;
    cms.registerWidget(name, translatedControl(widget.control, name === 'list'), widget.preview, widget.schema);
  }
  const relation = cms.getWidget('relation');
  if (relation) cms.registerWidget('relation', quietWhenHidden(relation.control), relation.preview, relation.schema);
}
