/**
 * The display classes of a top-bar crumb shown on narrow screens (768 px or less) and/or wide ones
 * (`bp769` = from 769 px). Shared by TopBar.astro and the 404 pages' script, which builds the
 * trail in the browser, so both draw it alike.
 */
export function breadcrumbDisplayClass(narrow: boolean, wide: boolean): string {
  if (narrow && wide) return 'flex';
  if (narrow) return 'flex bp769:hidden';
  return 'hidden bp769:flex';
}
