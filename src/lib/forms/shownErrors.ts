/**
 * Field messages as the visitor fixes the fields. Pure, no zod: the islands pass in what the
 * shared schema says about the current values.
 */
import type { FieldErrors } from './schemas';

/**
 * The messages to show after the visitor changed some fields: a shown message of a changed field
 * goes as soon as that field is valid, or follows the field's current message while it is still
 * invalid; messages of untouched fields stay as they are; no new message appears while typing
 * (new ones come from Next or Submit).
 *
 * @param shown the messages on screen now
 * @param current the schema's messages for the current values (every field)
 * @param changed the fields whose value changed
 * @returns the new messages; `shown` itself when nothing changes, so React skips the render
 */
export function reviseShownErrors<F extends string>(
  shown: FieldErrors<F>,
  current: FieldErrors<NoInfer<F>>,
  changed: readonly NoInfer<F>[],
): FieldErrors<F> {
  let revised: FieldErrors<F> | null = null;
  for (const field of changed) {
    const before = shown[field];
    if (before === undefined || before === current[field]) continue;
    revised ??= { ...shown };
    if (current[field] === undefined) delete revised[field];
    else revised[field] = current[field];
  }
  return revised ?? shown;
}
