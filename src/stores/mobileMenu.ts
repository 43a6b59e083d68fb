/**
 * Open state of the small-screen menu panel (docs/layout-and-navigation.md#mobile-menu: opening it
 * disables page scrolling). Islands read it with `useStore` and change it only through the actions.
 * The page scroll lock is applied here, in one place, by {@link bindPageScrollLock}.
 */
import { atom } from 'nanostores';

/** True while the menu panel is open. */
export const $mobileMenuOpen = atom(false);

/** Class set on <html> (and <body>) while the panel is open; Tailwind's `overflow-hidden`. */
export const SCROLL_LOCK_CLASS = 'overflow-hidden';

export function openMobileMenu(): void {
  $mobileMenuOpen.set(true);
}

export function closeMobileMenu(): void {
  $mobileMenuOpen.set(false);
}

export function toggleMobileMenu(): void {
  $mobileMenuOpen.set(!$mobileMenuOpen.get());
}

/** Adds or removes the scroll lock on the document; does nothing outside a browser. */
export function setPageScrollLocked(locked: boolean): void {
  if (typeof document === 'undefined') return;
  document.documentElement.classList.toggle(SCROLL_LOCK_CLASS, locked);
  document.body.classList.toggle(SCROLL_LOCK_CLASS, locked);
}

/**
 * Keeps the scroll lock in step with the store (the one place it is applied). MainNav calls it
 * once when it hydrates. Returns the unbind function, which also releases the lock.
 */
export function bindPageScrollLock(): () => void {
  const unsubscribe = $mobileMenuOpen.subscribe(setPageScrollLocked);
  return () => {
    unsubscribe();
    setPageScrollLocked(false);
  };
}
