/**
 * A top-level entry of the wide-screen navigation (docs/layout-and-navigation.md#main-navigation). Without sub-items it is a link; with
 * sub-items (Products) it is a link plus a separate disclosure button that opens a dropdown of
 * groups (Healthcare → its sub-industries, …), following the WAI-ARIA disclosure navigation
 * pattern: aria-expanded/aria-controls, Escape closes and returns focus to the button, a click
 * outside or focus leaving closes it. The dropdown is in the server HTML, hidden, so crawlers and
 * visitors without JavaScript still get every link.
 */
import clsx from 'clsx';
import { ChevronDown } from '../icons';
import { useEffect, useRef, type FocusEvent, type ReactNode } from 'react';
import type { NavItem } from '../../lib/navLinks';
import { NavLink } from './NavLink';

interface DesktopMenuItemProps {
  item: NavItem;
  currentPath: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Stable id of an item's dropdown, the same on the server and in the browser. */
export function dropdownId(item: NavItem): string {
  return `nav-dropdown-${item.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

export function DesktopMenuItem({ item, currentPath, open, onOpenChange }: DesktopMenuItemProps) {
  const containerRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hasDropdown = item.items.length > 0;
  const id = dropdownId(item);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onOpenChange(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, onOpenChange]);

  // Keyboard focus moving elsewhere closes the dropdown; pointer clicks are handled above.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !event.currentTarget.contains(next)) onOpenChange(false);
  };
  const linkClass = 'flex items-center rounded-md px-3 py-2 text-sm font-semibold';
  // A link of the open dropdown; following it closes the dropdown.
  const dropdownLink = (entry: NavItem, className: string, children?: ReactNode) => (
    <NavLink item={entry} currentPath={currentPath} className={className} onClick={() => onOpenChange(false)}>
      {children}
    </NavLink>
  );

  if (!hasDropdown) {
    return (
      <li>
        <NavLink item={item} currentPath={currentPath} className={linkClass} />
      </li>
    );
  }

  return (
    <li ref={containerRef} className="flex items-center" onBlur={onBlur}>
      <NavLink item={item} currentPath={currentPath} className={clsx(linkClass, 'pr-1')} />
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`${item.title} menu`}
        className="rounded-md p-1.5 text-ink-soft hover:bg-brand-50 hover:text-brand-700 [html:not(.js)_&]:hidden"
        onClick={() => onOpenChange(!open)}
      >
        <ChevronDown
          aria-hidden="true"
          className={clsx('h-4 w-4 transition-transform motion-reduce:transition-none', open && 'rotate-180')}
        />
      </button>
      <div
        id={id}
        hidden={!open}
        className="absolute inset-x-4 top-full z-50 mx-auto mt-1 max-w-5xl rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200"
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {item.items.map((group) => (
            <li key={group.href}>
              {dropdownLink(
                group,
                'block rounded-lg p-2 text-base font-bold hover:bg-brand-50',
                group.description && (
                  <span className="mt-1 block text-sm font-normal text-ink-muted">{group.description}</span>
                ),
              )}
              {group.items.length > 0 && (
                <ul className="mt-2 grid gap-0.5 border-l border-slate-200 pl-3">
                  {group.items.map((sub) => (
                    <li key={sub.href}>
                      {dropdownLink(sub, 'block rounded-md px-2 py-1.5 text-sm font-medium hover:bg-brand-50')}
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
