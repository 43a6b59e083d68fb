/**
 * One entry of the small-screen menu.
 * An entry with sub-items is a link plus a disclosure button that shows its sub-list; groups
 * nest (Products → Healthcare → Hospital …). A group holding the current page starts expanded.
 */
import clsx from 'clsx';
import { ChevronDown } from '../icons';
import { useState } from 'react';
import { linkMatch, type NavItem } from '../../lib/navLinks';
import { NavLink } from './NavLink';

interface MobileMenuEntryProps {
  item: NavItem;
  currentPath: string;
  /** Nesting level, 0 for top-level entries. */
  depth: number;
  /** Called when a link is followed, so the panel can close (in-page anchors stay on the page). */
  onNavigate: () => void;
}

export function MobileMenuEntry({ item, currentPath, depth, onNavigate }: MobileMenuEntryProps) {
  const hasItems = item.items.length > 0;
  const [expanded, setExpanded] = useState(() => hasItems && linkMatch(item.href, currentPath) === 'section');
  const id = `mobile-menu-${item.href.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}`;
  return (
    <li>
      <div className="flex items-center justify-between gap-2">
        <NavLink
          item={item}
          currentPath={currentPath}
          className={clsx(
            'flex min-h-11 flex-1 items-center rounded-lg px-3',
            depth === 0 ? 'text-base font-semibold' : 'text-sm font-medium',
          )}
          onClick={onNavigate}
        />
        {hasItems && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={id}
            aria-label={`${item.title} submenu`}
            className="flex h-11 w-11 items-center justify-center rounded-lg text-ink-soft hover:bg-brand-50"
            onClick={() => setExpanded((value) => !value)}
          >
            <ChevronDown
              aria-hidden="true"
              className={clsx('h-5 w-5 transition-transform motion-reduce:transition-none', expanded && 'rotate-180')}
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
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      )}
    </li>
  );
}
