/**
 * Pictures described as data: a list of widget calls `[name, ...args]`, drawn in order. An argument
 * string `$name` stands for the colour `colours[name]`; `["raw", svg]` is SVG text used as it is but
 * for its `$name` colours.
 */

const colour = (colours, name) => {
  if (!colours[name]) throw new Error(`unknown colour $${name}`);
  return colours[name];
};

/** Replaces every `$name` string inside `value` with `colours[name]`; throws on an unknown name. */
function resolve(value, colours) {
  if (typeof value === 'string' && value.startsWith('$')) return colour(colours, value.slice(1));
  if (Array.isArray(value)) return value.map((v) => resolve(v, colours));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, colours)]));
  return value;
}

/**
 * Draws a list of widget calls.
 * @param {Array<[string, ...unknown[]]>} calls the widgets in drawing order
 * @param {Record<string, (...args: unknown[]) => string>} widgets widget name → function returning SVG text
 * @param {Record<string, string>} colours colour name → hex value
 * @returns {string} the SVG fragments joined
 * @throws {Error} naming an unknown widget or colour
 */
export function drawWidgets(calls, widgets, colours) {
  return calls
    .map(([name, ...args]) => {
      if (name === 'raw') return args[0].replace(/\$(\w+)/g, (_, n) => colour(colours, n));
      if (!widgets[name]) throw new Error(`unknown widget ${name}`);
      return widgets[name](...resolve(args, colours));
    })
    .join('');
}
