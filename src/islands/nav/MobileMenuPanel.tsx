/**
 * The slide-in menu panel of small screens, a modal dialog in the manner of
 * Starlight's MobileMenuToggle: opened by the Menu button (aria-expanded, aria-controls), closed by
 * Escape, the close button or a click on the backdrop; while open the rest of the page is inert and
 * cannot scroll (the lock lives in src/stores/mobileMenu.ts). Focus moves into the panel on open
 * and back to the Menu button on close. Rendered in the server HTML, hidden.
 */
import { X } from '../icons';
import { useEffect, useRef, type RefObject } from 'react';
import type { NavItem } from '../../lib/navLinks';
import { MobileMenuEntry } from './MobileMenuEntry';

/** Id of the panel, named by the Menu button's aria-controls. */
export const MOBILE_MENU_ID = 'mobile-menu';

interface MobileMenuPanelProps {
  open: boolean;
  items: NavItem[];
  currentPath: string;
  demoHref: string;
  demoLabel: string;
  onClose: () => void;
  /** The Menu button, focused again when the panel closes. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/** Makes every child of <body> that does not hold `keep` inert; returns the undo function. */
function makeRestInert(keep: Element): () => void {
  const changed = [...document.body.children].filter(
    (element): element is HTMLElement => element instanceof HTMLElement && !element.contains(keep) && !element.inert,
  );
  for (const element of changed) element.inert = true;
  return () => {
    for (const element of changed) element.inert = false;
  };
}

export function MobileMenuPanel({
  open,
  items,
  currentPath,
  demoHref,
  demoLabel,
  onClose,
  toggleRef,
}: MobileMenuPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return undefined;
    const restore = makeRestInert(panel);
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      restore();
      toggleRef.current?.focus({ preventScroll: true });
    };
  }, [open, onClose, toggleRef]);

  return (
    <div
      ref={panelRef}
      id={MOBILE_MENU_ID}
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      hidden={!open}
      className="fixed inset-0 z-50 lg:hidden"
    >
      <div aria-hidden="true" className="absolute inset-0 bg-ink/50" onClick={onClose} />
      <div className="absolute inset-y-0 right-0 flex w-full max-w-sm flex-col overflow-y-auto overscroll-contain bg-white shadow-2xl motion-safe:animate-[nav-slide-in_250ms_ease-out]">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <p className="text-base font-bold text-ink">Menu</p>
          <button
            ref={closeRef}
            type="button"
            aria-label="Close menu"
            className="flex h-11 w-11 items-center justify-center rounded-lg text-ink-soft hover:bg-brand-50"
            onClick={onClose}
          >
            <X aria-hidden="true" className="h-6 w-6" />
          </button>
        </div>
        <nav aria-label="Main menu" className="flex-1 px-2 py-3">
          <ul className="grid gap-1">
            {items.map((item) => (
              <MobileMenuEntry key={item.href} item={item} currentPath={currentPath} depth={0} onNavigate={onClose} />
            ))}
          </ul>
        </nav>
        <div className="border-t border-slate-200 p-4">
          <a
            href={demoHref}
            onClick={onClose}
            className="flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {demoLabel}
          </a>
        </div>
      </div>
    </div>
  );
}
