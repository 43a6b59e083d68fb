import type { Dictionary } from '../../i18n/dictionary';

/**
 * The words of the menu's own labels, in the page's language: the dictionary's `navLabels`
 * (`{title}` is a menu item's title).
 */
export type NavLabels = Dictionary['navLabels'];

/** The "Coming Soon" label of a menu item whose status is coming-soon (`label` in the page's language). */
export function ComingSoonBadge({ label }: { label: string }) {
  return (
    <span className="ml-2 inline-flex shrink-0 items-center whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-[0.6875rem] font-semibold uppercase tracking-wide text-amber-900">
      {label}
    </span>
  );
}
