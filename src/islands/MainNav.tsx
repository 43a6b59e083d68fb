/**
 * The main navigation island, hydrated `client:idle` by BaseLayout.
 *
 * - Wide screens (≥ 1024px): Products (link + dropdown of groups), Industries, Modules, Our
 *   Customers, Pricing, Support, Search (opens the search dialog) and a Schedule Demo button.
 * - Small screens: Search and a Menu button opening the slide-in panel (MobileMenuPanel); its open state is the
 *   shared `$mobileMenuOpen` atom, which also locks page scrolling.
 * - Sticky header: always an opaque background, a shadow past 20px; slides up when scrolling down past
 *   100px and back on scrolling up (src/lib/navScroll.ts), never while it holds keyboard focus,
 *   an open dropdown or the open panel. No motion under prefers-reduced-motion.
 *
 * The links are static HTML passed in as children (components/layout/NavMenu.astro: logo, the
 * wide-screen row with its dropdown, the panel's entries in a <template>), so the island has no
 * props: it renders the header, Search, Schedule Demo and the Menu button, and runs the dropdown's
 * disclosure button on the children. Without JavaScript the top-level links still show.
 */
import { useStore } from '@nanostores/react';
import clsx from 'clsx';
import { Menu } from './icons';
import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { navState, type NavScrollState } from '../lib/navScroll';
import { $mobileMenuOpen, bindPageScrollLock, closeMobileMenu, toggleMobileMenu } from '../stores/mobileMenu';
import { withErrorBoundary } from './ErrorBoundary';
import { MOBILE_MENU_ID, MobileMenuPanel } from './nav/MobileMenuPanel';
import { SearchButton } from './search/SearchButton';
import { useDelegatedClick } from './useDelegatedClick';
import type { NavText } from './nav/navText';

export type { NavText } from './nav/navText';

/** Wide-screen layout from here on; below it the Menu panel replaces the link row. */
const DESKTOP_QUERY = '(min-width: 1024px)';

export interface MainNavProps {
  /** The logo and the menu's links (NavMenu.astro). */
  children?: ReactNode;
  /** The header's texts in the page's language. */
  text: NavText;
}

/** Tracks window scrolling and returns the header's scroll state (one rAF-throttled listener). */
function useNavScroll(): NavScrollState {
  const [state, setState] = useState<NavScrollState>({ hidden: false, solid: false });
  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    setState(navState(lastY, lastY));
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        if (y === lastY) return;
        setState(navState(lastY, y));
        lastY = y;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return state;
}

/** The dropdown disclosure buttons of the wide-screen row (DesktopMenuItem). */
function dropdownButtons(nav: HTMLElement): HTMLButtonElement[] {
  return [...nav.querySelectorAll<HTMLButtonElement>('[data-nav-dropdown] > button[aria-controls]')];
}

/**
 * Opens the dropdown `open` (an id) and closes every other; while one is open, a press outside
 * its entry, Escape (focus returns to its button) or focus leaving it closes it.
 */
function useDropdowns(nav: HTMLElement | null, open: string | null, close: () => void): void {
  useEffect(() => {
    if (!nav) return undefined;
    for (const button of dropdownButtons(nav)) {
      const id = button.getAttribute('aria-controls') ?? '';
      button.setAttribute('aria-expanded', String(id === open));
      const dropdown = document.getElementById(id);
      if (dropdown) dropdown.hidden = id !== open;
    }
    const button = open
      ? dropdownButtons(nav).find((candidate) => candidate.getAttribute('aria-controls') === open)
      : null;
    const entry = button?.closest<HTMLElement>('[data-nav-dropdown]');
    if (!button || !entry) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!entry.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.focus();
    };
    // Keyboard focus moving elsewhere closes the dropdown; pointer presses are handled above.
    const onFocusOut = (event: globalThis.FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !entry.contains(next)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    entry.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      entry.removeEventListener('focusout', onFocusOut);
    };
  }, [nav, open, close]);
}

function MainNav({ children, text }: MainNavProps) {
  const mobileOpen = useStore($mobileMenuOpen);
  const scroll = useNavScroll();
  const [openDropdown, setOpenDropdown] = useState<string | null>(null);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const [nav, setNav] = useState<HTMLElement | null>(null);

  useEffect(() => setNav(navRef.current), []);
  useEffect(() => bindPageScrollLock(), []);
  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (desktop.matches) closeMobileMenu();
      else setOpenDropdown(null);
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, []);

  const [closeDropdown] = useState(() => () => setOpenDropdown(null));
  useDropdowns(nav, openDropdown, closeDropdown);
  useDelegatedClick(navRef, (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const toggle = target?.closest<HTMLButtonElement>('[data-nav-dropdown] > button[aria-controls]');
    if (toggle) {
      const id = toggle.getAttribute('aria-controls');
      setOpenDropdown((current) => (current === id ? null : id));
      return;
    }
    // Following a link of the open dropdown closes it.
    if (openDropdown && target?.closest(`#${openDropdown} a[href]`)) setOpenDropdown(null);
  });

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // Keyboard focus pins the header in view; a mouse click on a link does not.
    setKeyboardFocus(event.target.matches(':focus-visible'));
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardFocus(false);
  };
  const hidden = scroll.hidden && !keyboardFocus && openDropdown === null && !mobileOpen;

  return (
    <>
      <header
        inert={mobileOpen}
        data-nav-hidden={hidden}
        data-nav-solid={scroll.solid}
        onFocus={onFocus}
        onBlur={onBlur}
        className={clsx(
          // Opaque white at every scroll offset, before hydration and without JavaScript too: at the
          // top it matches the white page behind it, and once scrolled nothing shows through it
          // (no fade from transparent, which looked translucent for 300 ms). Past 20px it gains its shadow.
          'sticky top-0 z-40 bg-white transition-[transform,box-shadow] duration-300 ease-out motion-reduce:transition-none',
          hidden ? '-translate-y-full' : 'translate-y-0',
          scroll.solid && 'shadow-md',
        )}
      >
        <nav
          ref={navRef}
          aria-label={text.main}
          className="relative mx-auto flex max-w-page flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6"
        >
          {children}
          <div className="flex items-center gap-2">
            <SearchButton label={text.search} text={text.searchText} />
            <a
              href={text.demoHref}
              className="hidden min-h-11 items-center rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 sm:inline-flex"
            >
              {text.demoLabel}
            </a>
            <button
              ref={menuButtonRef}
              type="button"
              aria-expanded={mobileOpen}
              aria-controls={MOBILE_MENU_ID}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-brand-50 lg:hidden noscript:hidden"
              onClick={toggleMobileMenu}
            >
              <Menu aria-hidden="true" className="h-5 w-5" />
              {text.menu}
            </button>
          </div>
        </nav>
      </header>
      <MobileMenuPanel open={mobileOpen} text={text} onClose={closeMobileMenu} toggleRef={menuButtonRef} />
    </>
  );
}

/** The island: MainNav inside the shared error boundary. */
export default withErrorBoundary(MainNav);
export { MainNav };
