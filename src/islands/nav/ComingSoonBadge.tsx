/** The "Coming Soon" label of a menu item whose status is coming-soon. */
export function ComingSoonBadge() {
  return (
    <span className="ml-2 inline-flex shrink-0 items-center whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-[0.6875rem] font-semibold uppercase tracking-wide text-amber-900">
      Coming Soon
    </span>
  );
}
