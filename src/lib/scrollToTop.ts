/**
 * When the scroll-to-top button shows (docs/layout-and-navigation.md#scroll-to-top-button). Pure;
 * ScrollToTop.astro feeds it the window's state on every scroll, resize and focus change.
 */

/** The button shows once the page is scrolled past this share of the window height. */
export const SCROLL_TO_TOP_AFTER_VIEWPORT_SHARE = 0.4;

/**
 * Below this window width (px, Tailwind's `sm`) the page's cards and form fields reach the screen's
 * edge, so a button in the corner would sit on their text: there it gives way (see {@link scrollToTopShown}).
 */
export const SCROLL_TO_TOP_NARROW_BELOW_PX = 640;

/**
 * On a narrow screen the button goes again once the page has been still this long (ms): the
 * visitor scrolled up a little and stopped to read, where the button would cover the text.
 */
export const SCROLL_TO_TOP_IDLE_HIDE_MS = 3000;

/** What the rule needs to know about the window. */
export interface ScrollToTopInput {
  /** `window.scrollY`, px. */
  scrollY: number;
  /** `window.innerHeight`, px. */
  viewportHeight: number;
  /** `window.innerWidth`, px. */
  viewportWidth: number;
  /** True when the last scroll step went up (towards the top). */
  scrollingUp: boolean;
  /** True while a form field (input, select, textarea) has focus: the visitor is filling a form. */
  editing: boolean;
  /** Milliseconds since the page last scrolled. */
  msSinceScroll: number;
  /** True while the button itself has keyboard focus: it never disappears from under the focus. */
  buttonFocused: boolean;
}

/**
 * True when the scroll-to-top button should show. Past 40 % of the window height it shows; on a
 * narrow screen only while the visitor is scrolling back up (heading for the top, not reading),
 * until the page has been still for {@link SCROLL_TO_TOP_IDLE_HIDE_MS}, and never while a form
 * field has focus (the on-screen keyboard is up and the button would cover the field or the form's
 * Next button). Once it has focus it stays.
 */
export function scrollToTopShown(input: ScrollToTopInput): boolean {
  if (input.scrollY <= input.viewportHeight * SCROLL_TO_TOP_AFTER_VIEWPORT_SHARE) return false;
  if (input.viewportWidth >= SCROLL_TO_TOP_NARROW_BELOW_PX || input.buttonFocused) return true;
  return input.scrollingUp && !input.editing && input.msSinceScroll < SCROLL_TO_TOP_IDLE_HIDE_MS;
}
