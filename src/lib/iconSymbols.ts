/**
 * Icons drawn once per page: the first icon of a kind on a page carries its drawing as an SVG
 * `<symbol>`, every other one (and that first one) shows it through `<use href="#id">`, so a page
 * with forty check marks holds the check mark's paths once. Pure; the page render that asks is
 * identified by its Request object, so concurrent page renders never share their state.
 */

/** Where the site's icon sprite is served (src/pages/icons/sprite.svg.ts). */
export const ICON_SPRITE_PATH = '/icons/sprite.svg';

/**
 * The URL pages use for the sprite of the icons islands draw: one file the browser caches (a day,
 * src/lib/security.ts ICON_CACHE_CONTROL) and every page refers to with `<use href="…#icon-…">`,
 * instead of a copy in each page. `?v=` changes with the list of icons (`names`), so a page never
 * asks a cached sprite for a symbol it lacks.
 */
export function iconSpriteUrl(names: readonly string[]): string {
  let hash = 5381;
  for (const char of names.join(',')) hash = (hash * 33 + char.charCodeAt(0)) >>> 0;
  return `${ICON_SPRITE_PATH}?v=${hash.toString(36)}`;
}

/** The symbol id of a Lucide icon: "ChevronDown" → "icon-chevron-down", "Building2" → "icon-building2". */
export function iconSymbolId(name: string): string {
  return `icon-${name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;
}

const drawnOnPage = new WeakMap<object, Set<string>>();

/**
 * True the first time symbol `id` is asked for during the render of `page` (its Request), false
 * every later time: the first icon draws the symbol, the others only use it. `<use>` finds a
 * symbol anywhere in the document, before or after it, hidden or not.
 */
export function firstUseOnPage(page: object, id: string): boolean {
  let drawn = drawnOnPage.get(page);
  if (!drawn) {
    drawn = new Set();
    drawnOnPage.set(page, drawn);
  }
  if (drawn.has(id)) return false;
  drawn.add(id);
  return true;
}
