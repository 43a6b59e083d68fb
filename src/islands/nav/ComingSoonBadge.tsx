/**
 * The words of the menu's own labels, in the page's language (English by default): `{title}` is a
 * menu item's title.
 */
export interface NavLabels {
  comingSoon: string;
  /** The Products dropdown's button, e.g. 'Products menu'. */
  menuOf: string;
  /** A small-screen entry's disclosure button, e.g. 'Healthcare submenu'. */
  submenuOf: string;
}

export const ENGLISH_NAV_LABELS: NavLabels = {
  comingSoon: 'Coming Soon',
  menuOf: '{title} menu',
  submenuOf: '{title} submenu',
};

/** The "Coming Soon" label of a menu item whose status is coming-soon (`label` in the page's language). */
export function ComingSoonBadge({ label = ENGLISH_NAV_LABELS.comingSoon }: { label?: string }) {
  return (
    <span className="ml-2 inline-flex shrink-0 items-center whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-[0.6875rem] font-semibold uppercase tracking-wide text-amber-900">
      {label}
    </span>
  );
}
