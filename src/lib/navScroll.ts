/**
 * Scroll behaviour of the sticky main navigation
 * (docs/layout-and-navigation.md#sticky-header-on-scroll). Pure: the MainNav island feeds it
 * window.scrollY values.
 */

/** Past this scroll offset (CSS px) the navigation gets a solid background and a shadow. */
export const NAV_SOLID_AFTER_PX = 20;
/** Past this scroll offset (CSS px) scrolling down hides the navigation; scrolling up shows it. */
export const NAV_HIDE_AFTER_PX = 100;

/** What the navigation looks like after a scroll step. */
export interface NavScrollState {
  /** Slid up out of view. */
  hidden: boolean;
  /** Solid background and shadow instead of a transparent one. */
  solid: boolean;
}

/**
 * The navigation state after the page scrolled from `previousY` to `currentY` (CSS px from the
 * top; negative overscroll counts as 0). Hidden only while moving down past
 * {@link NAV_HIDE_AFTER_PX}; any upward step shows it again.
 */
export function navState(previousY: number, currentY: number): NavScrollState {
  const previous = Math.max(0, previousY);
  const current = Math.max(0, currentY);
  return {
    hidden: current > NAV_HIDE_AFTER_PX && current > previous,
    solid: current > NAV_SOLID_AFTER_PX,
  };
}
