/**
 * Icons drawn once per page: the first icon of a kind on a page carries its drawing as an SVG
 * `<symbol>`, every other one (and that first one) shows it through `<use href="#id">`, so a page
 * with forty check marks holds the check mark's paths once. Pure; the page render that asks is
 * identified by its Request object, so concurrent page renders never share their state.
 */

/**
 * The sprite of the icons islands draw (src/pages/icons/sprite.svg.ts): one cached file every page
 * refers to with `<use href="/icons/sprite.svg#icon-…">`, instead of a copy of it in each page.
 */
export const ICON_SPRITE_URL = '/icons/sprite.svg';

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
