/**
 * The slide-in menu panel of small screens, a modal dialog in the manner of Starlight's
 * MobileMenuToggle: opened by the Menu button (aria-expanded, aria-controls), closed by Escape,
 * the close button or a click on the backdrop; while open the rest of the page is inert and cannot
 * scroll (the lock lives in src/stores/mobileMenu.ts). Focus moves into the panel on open and back
 * to the Menu button on close.
 *
 * Its entries are the static HTML of NavMenu.astro's <template> (MobileMenuEntry), copied in the
 * first time the panel opens; their group buttons expand and collapse here, and following a link
 * closes the panel. Only the list scrolls: the panel's title and its Schedule Demo button stay in
 * view however many groups are open.
 */
import { X } from '../icons';
import { useEffect, useRef, type RefObject } from 'react';
import { useDelegatedClick } from '../useDelegatedClick';
import type { NavText } from './navText';

/** Id of the panel, named by the Menu button's aria-controls. */
export const MOBILE_MENU_ID = 'mobile-menu';
/** Id of the <template> holding the panel's entries (NavMenu.astro). */
export const MOBILE_MENU_ENTRIES_ID = 'mobile-menu-entries';

interface MobileMenuPanelProps {
  open: boolean;
  /** The panel's title, its labels and the Schedule Demo link (MainNav's texts). */
  text: Pick<NavText, 'demoHref' | 'demoLabel' | 'menu' | 'closeMenu' | 'mainMenu'>;
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

/** Puts a copy of the entries' template into `list` unless it holds them already. */
function fillEntries(list: HTMLElement): void {
  if (list.childElementCount > 0) return;
  const template = document.getElementById(MOBILE_MENU_ENTRIES_ID);
  if (template instanceof HTMLTemplateElement) list.append(template.content.cloneNode(true));
}

export function MobileMenuPanel({ open, text, onClose, toggleRef }: MobileMenuPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const entriesRef = useRef<HTMLElement>(null);

  useDelegatedClick(entriesRef, (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const group = target?.closest<HTMLButtonElement>('button[aria-controls]');
    if (group) {
      const expanded = group.getAttribute('aria-expanded') !== 'true';
      group.setAttribute('aria-expanded', String(expanded));
      const list = document.getElementById(group.getAttribute('aria-controls') ?? '');
      if (list) list.hidden = !expanded;
      return;
    }
    if (target?.closest('a[href]')) onClose();
  });

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return undefined;
    if (entriesRef.current) fillEntries(entriesRef.current);
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
      aria-label={text.menu}
      hidden={!open}
      className="fixed inset-0 z-50 lg:hidden"
    >
      <div aria-hidden="true" className="absolute inset-0 bg-ink/50" onClick={onClose} />
      <div className="absolute inset-y-0 right-0 flex w-full max-w-sm flex-col bg-white shadow-2xl motion-safe:animate-[nav-slide-in_250ms_ease-out]">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <p className="text-base font-bold text-ink">{text.menu}</p>
          <button
            ref={closeRef}
            type="button"
            aria-label={text.closeMenu}
            className="flex h-11 w-11 items-center justify-center rounded-lg text-ink-soft hover:bg-brand-50"
            onClick={onClose}
          >
            <X aria-hidden="true" className="h-6 w-6" />
          </button>
        </div>
        <nav
          ref={entriesRef}
          aria-label={text.mainMenu}
          className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-2 py-3"
        />
        <div className="border-t border-slate-200 p-4">
          <a
            href={text.demoHref}
            onClick={onClose}
            className="flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {text.demoLabel}
          </a>
        </div>
      </div>
    </div>
  );
}
