/**
 * Decap writes a field an editor emptied as "" (or an empty list), and the schemas read "" as a
 * value: an emptied optional phone number would fail its pattern and break the build. Before each
 * save, the admin removes empty values so an emptied optional field is absent from the file, as
 * the schemas expect. Required fields never get this far empty: Decap refuses to save them.
 */

/** The part of Immutable's Map and List this needs (Decap keeps entry data in Immutable). */
export interface ImmutableCollection {
  readonly size: number;
  map(mapper: (value: unknown) => unknown): ImmutableCollection;
  filter(predicate: (value: unknown) => boolean): ImmutableCollection;
  toJS(): unknown;
}

function isImmutableCollection(value: unknown): value is ImmutableCollection {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ImmutableCollection).toJS === 'function' &&
    typeof (value as ImmutableCollection).filter === 'function'
  );
}

/** True for "", whitespace only, null, undefined, and a list or object without entries. */
function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return isImmutableCollection(value) && value.size === 0;
}

/**
 * The same data without empty values, at any depth (a list item or object emptied by this counts
 * as empty too); booleans, numbers (0 included) and non-empty text are kept. Returns a new value of
 * the same Immutable type; never throws.
 */
export function pruneEmptyValues<T>(data: T): T {
  if (!isImmutableCollection(data)) return data;
  return data.map((value) => pruneEmptyValues(value)).filter((value) => !isEmptyValue(value)) as T;
}
