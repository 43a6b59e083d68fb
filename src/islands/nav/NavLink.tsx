/**
 * One menu link: marks the current page with aria-current and its section in colour;
 * dims coming-soon items and labels them "Coming Soon" (they lead to their Coming Soon page).
 * Colours are chosen here; callers pass layout classes only.
 */
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { linkMatch, type NavItem } from '../../lib/navLinks';
import { ComingSoonBadge, type NavLabels } from './ComingSoonBadge';

interface NavLinkProps {
  item: NavItem;
  currentPath: string;
  /** Layout and type classes (padding, size, weight); no text colour. */
  className?: string;
  /** Extra content under the title, e.g. the item's description in the dropdown. */
  children?: ReactNode;
  /** The menu's labels in the page's language. */
  labels: NavLabels;
}

export function NavLink({ item, currentPath, className, children, labels }: NavLinkProps) {
  const match = linkMatch(item.href, currentPath);
  const comingSoon = item.status === 'coming-soon';
  return (
    <a
      href={item.href}
      aria-current={match === 'page' ? 'page' : undefined}
      className={clsx(
        className,
        'transition-colors hover:text-brand-700',
        comingSoon ? 'text-slate-500' : match === 'none' ? 'text-ink' : 'text-brand-700',
      )}
    >
      {comingSoon || children ? (
        <span className="flex items-center">
          <span>{item.title}</span>
          {comingSoon && <ComingSoonBadge label={labels.comingSoon} />}
        </span>
      ) : (
        item.title
      )}
      {children}
    </a>
  );
}
