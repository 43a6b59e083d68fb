/**
 * One entry of the small-screen menu, as markup the MainNav island runs. An entry with sub-items
 * is a link plus a disclosure button (aria-expanded, aria-controls) that shows its sub-list; groups
 * nest (Products → Healthcare → Hospital …). A group holding the current page starts expanded.
 */
import clsx from 'clsx';
import { ChevronDown } from '../icons';
import { linkMatch, type NavItem } from '../../lib/navLinks';
import { NavLink } from './NavLink';
import type { NavLabels } from './ComingSoonBadge';

interface MobileMenuEntryProps {
  item: NavItem;
  currentPath: string;
  /** Nesting level, 0 for top-level entries. */
  depth: number;
  /** The menu's labels in the page's language. */
  labels: NavLabels;
}

export function MobileMenuEntry({ item, currentPath, depth, labels }: MobileMenuEntryProps) {
  const hasItems = item.items.length > 0;
  const expanded = hasItems && linkMatch(item.href, currentPath) === 'section';
  const id = `mobile-menu-${item.href.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}`;
  return (
    <li>
      <div className="flex items-center justify-between gap-2">
        <NavLink
          item={item}
          currentPath={currentPath}
          labels={labels}
          className={clsx(
            'flex min-h-11 flex-1 items-center rounded-lg px-3',
            depth === 0 ? 'text-base font-semibold' : 'text-sm font-medium',
          )}
        />
        {hasItems && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={id}
            aria-label={labels.submenuOf.replace('{title}', item.title)}
            className="group flex h-11 w-11 items-center justify-center rounded-lg text-ink-soft hover:bg-brand-50"
          >
            <ChevronDown
              aria-hidden="true"
              className="h-5 w-5 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none"
            />
          </button>
        )}
      </div>
      {hasItems && (
        <ul id={id} hidden={!expanded} className="ml-3 border-l border-slate-200 pl-2">
          {item.items.map((child) => (
            <MobileMenuEntry
              key={child.href}
              item={child}
              currentPath={currentPath}
              depth={depth + 1}
              labels={labels}
            />
          ))}
        </ul>
      )}
    </li>
  );
}
