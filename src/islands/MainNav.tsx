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
 * Props are plain data resolved on the server (Pricing already points at `#pricing` on product
 * pages). Every link is in the server HTML; without JavaScript the top-level links still show.
 */
import { useStore } from '@nanostores/react';
import clsx from 'clsx';
import { Menu } from './icons';
import { useEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import type { NavItem } from '../lib/navLinks';
import { navState, type NavScrollState } from '../lib/navScroll';
import { $mobileMenuOpen, bindPageScrollLock, closeMobileMenu, toggleMobileMenu } from '../stores/mobileMenu';
import { withErrorBoundary } from './ErrorBoundary';
import { DesktopMenuItem } from './nav/DesktopMenuItem';
import { MOBILE_MENU_ID, MobileMenuPanel } from './nav/MobileMenuPanel';
import { NavLogo } from './nav/NavLogo';
import { SearchButton } from './search/SearchButton';

/** Where Schedule Demo leads and its label. */
const DEMO_HREF = '/request-demo';
const DEMO_LABEL = 'Schedule Demo';
/** Wide-screen layout from here on; below it the Menu panel replaces the link row. */
const DESKTOP_QUERY = '(min-width: 1024px)';

export interface MainNavProps {
  /** Top-level menu entries in display order, hrefs resolved for this page. */
  items: NavItem[];
  /** The current page's path, for aria-current and the groups that start expanded. */
  currentPath: string;
  productName: string;
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

function MainNav({ items, currentPath, productName }: MainNavProps) {
  const mobileOpen = useStore($mobileMenuOpen);
  const scroll = useNavScroll();
  const [openDropdown, setOpenDropdown] = useState<string | null>(null);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

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

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // Keyboard focus pins the header in view; a mouse click on a link does not.
    setKeyboardFocus(event.target.matches(':focus-visible'));
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setKeyboardFocus(false);
  };
  // One stable open/close callback per dropdown, so its document listeners are not re-bound on every render.
  const dropdownHandlers = useMemo(
    () =>
      new Map(
        items.map((item) => [
          item.href,
          (open: boolean) => setOpenDropdown((current) => (open ? item.href : current === item.href ? null : current)),
        ]),
      ),
    [items],
  );
  const closeDropdowns = () => setOpenDropdown(null);
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
          aria-label="Main"
          className="relative mx-auto flex max-w-page flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6"
        >
          <NavLogo productName={productName} />
          <ul className="hidden flex-wrap items-center gap-x-1 lg:flex [html:not(.js)_&]:flex">
            {items.map((item) => (
              <DesktopMenuItem
                key={item.href}
                item={item}
                currentPath={currentPath}
                open={openDropdown === item.href}
                onOpenChange={dropdownHandlers.get(item.href) ?? closeDropdowns}
              />
            ))}
          </ul>
          <div className="flex items-center gap-2">
            <SearchButton />
            <a
              href={DEMO_HREF}
              className="hidden min-h-11 items-center rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 sm:inline-flex"
            >
              {DEMO_LABEL}
            </a>
            <button
              ref={menuButtonRef}
              type="button"
              aria-expanded={mobileOpen}
              aria-controls={MOBILE_MENU_ID}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-brand-50 lg:hidden [html:not(.js)_&]:hidden"
              onClick={toggleMobileMenu}
            >
              <Menu aria-hidden="true" className="h-5 w-5" />
              Menu
            </button>
          </div>
        </nav>
      </header>
      <MobileMenuPanel
        open={mobileOpen}
        items={items}
        currentPath={currentPath}
        demoHref={DEMO_HREF}
        demoLabel={DEMO_LABEL}
        onClose={closeMobileMenu}
        toggleRef={menuButtonRef}
      />
    </>
  );
}

/** The island: MainNav inside the shared error boundary. */
export default withErrorBoundary(MainNav);
export { MainNav };
