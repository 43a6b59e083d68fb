/**
 * A top-level entry of the wide-screen navigation (docs/layout-and-navigation.md#main-navigation),
 * as markup the MainNav island runs. Without sub-items it is a link; with sub-items (Products) it
 * is a link plus a separate disclosure button that opens a dropdown of groups (Healthcare → its
 * sub-industries, …), following the WAI-ARIA disclosure navigation pattern: aria-expanded and
 * aria-controls here; the island opens and closes it (Escape closes it and returns focus to the
 * button, a click outside or focus leaving closes it). The dropdown is in the HTML, hidden, so
 * crawlers and visitors without JavaScript still get every link.
 */
import { ChevronDown } from '../icons';
import type { NavItem } from '../../lib/navLinks';
import { NavLink } from './NavLink';
import type { NavLabels } from './ComingSoonBadge';

interface DesktopMenuItemProps {
  item: NavItem;
  currentPath: string;
  /** The menu's labels in the page's language. */
  labels: NavLabels;
}

/** Stable id of an item's dropdown, the same on the server and in the browser. */
export function dropdownId(item: NavItem): string {
  return `nav-dropdown-${item.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

const LINK_CLASS = 'flex items-center rounded-md px-3 py-2 text-sm font-semibold';

export function DesktopMenuItem({ item, currentPath, labels }: DesktopMenuItemProps) {
  if (item.items.length === 0) {
    return (
      <li>
        <NavLink item={item} currentPath={currentPath} labels={labels} className={LINK_CLASS} />
      </li>
    );
  }
  const id = dropdownId(item);
  return (
    <li className="flex items-center" data-nav-dropdown="">
      <NavLink item={item} currentPath={currentPath} labels={labels} className={`${LINK_CLASS} pr-1`} />
      <button
        type="button"
        aria-expanded="false"
        aria-controls={id}
        aria-label={labels.menuOf.replace('{title}', item.title)}
        className="group rounded-md p-1.5 text-ink-soft hover:bg-brand-50 hover:text-brand-700 noscript:hidden"
      >
        <ChevronDown
          aria-hidden="true"
          className="h-4 w-4 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none"
        />
      </button>
      <div
        id={id}
        hidden
        className="absolute inset-x-4 top-full z-50 mx-auto mt-1 max-w-5xl rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200"
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {item.items.map((group) => (
            <li key={group.href}>
              <NavLink
                item={group}
                currentPath={currentPath}
                labels={labels}
                className="block rounded-lg p-2 text-base font-bold hover:bg-brand-50"
              >
                {group.description && (
                  <span className="mt-1 block text-sm font-normal text-ink-muted">{group.description}</span>
                )}
              </NavLink>
              {group.items.length > 0 && (
                <ul className="mt-2 grid gap-0.5 border-l border-slate-200 pl-3">
                  {group.items.map((sub) => (
                    <li key={sub.href}>
                      <NavLink
                        item={sub}
                        currentPath={currentPath}
                        labels={labels}
                        className="block rounded-md px-2 py-1.5 text-sm font-medium hover:bg-brand-50"
                      />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
