/**
 * Keyboard rules of the WAI-ARIA tabs pattern (APG "Tabs with automatic activation"), used by the
 * industry tab section. Pure.
 */

/**
 * The tab index a key press moves to among `count` tabs from `current`: ArrowRight/ArrowDown the
 * next one and ArrowLeft/ArrowUp the previous one (both wrapping), Home the first, End the last.
 * Returns undefined for any other key or when there are no tabs, so the caller leaves the event alone.
 */
export function tabIndexForKey(key: string, current: number, count: number): number | undefined {
  if (count <= 0) return undefined;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * A module as an industry tab panel shows it; `lang`: its texts' language where it is not the
 * page's (its Nepali text not written yet).
 */
export interface IndustryTabModule {
  key: string;
  title: string;
  description: string;
  mainPoints: string[];
  lang?: string | undefined;
}

/**
 * One tab of the industry tab section: a sub-industry and its modules (the caller applies the limit
 * of 6); `lang`: the name's language where it is not the page's.
 */
export interface IndustryTab {
  industry: string;
  subIndustry: string;
  name: string;
  lang?: string | undefined;
  modules: IndustryTabModule[];
}

/** The ids that tie a sub-industry's tab and its panel together (aria-controls, aria-labelledby). */
export function tabIds(subIndustry: string): { tab: string; panel: string } {
  return { tab: `tab-${subIndustry}`, panel: `tabpanel-${subIndustry}` };
}
