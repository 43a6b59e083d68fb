/**
 * Industry tab section island (WAI-ARIA APG tabs pattern, automatic activation). The tabs wrap
 * onto more rows on narrow screens, so all of them are always in view.
 *
 * The selected index starts at 0 and changes on click or with the arrow keys, Home and End
 * (roving tabindex). The island renders the tab list; the panels are static HTML passed in as
 * children (IndustryTabPanel.astro, one per tab, in tab order), and the island shows the selected
 * one (`hidden` on the others). Every panel is in the server HTML (inactive ones `hidden`; all
 * shown when JavaScript never runs).
 *
 * Why an island, and React: the tab list (roles, roving tabindex, arrow keys) only makes sense once
 * it can switch panels, so the island renders it; the panels stay server HTML, readable with no
 * script. React, like the site's other interactive parts (one runtime, as the design card asks).
 */
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { tabIds, tabIndexForKey } from '../lib/tabs';
import { withErrorBoundary } from './ErrorBoundary';

export interface IndustryTabsProps {
  /** Accessible name of the tab list, e.g. "Healthcare modules by product". */
  label: string;
  /**
   * One tab per sub-industry, in order: its slug and name, and the name's language where it is not
   * the page's (its Nepali text not written yet), given only then.
   */
  tabs: { subIndustry: string; name: string; lang?: string }[];
  /** The panels (IndustryTabPanel.astro), in the order of `tabs`. */
  children?: ReactNode;
}

function IndustryTabs({ label, tabs, children }: IndustryTabsProps) {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    tabs.forEach((tab, index) => {
      const panel = document.getElementById(tabIds(tab.subIndustry).panel);
      if (panel) panel.hidden = index !== selected;
    });
  }, [tabs, selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabIndexForKey(event.key, selected, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        data-js-only=""
        // The tabs wrap onto a second row rather than scroll: on a phone every product stays in
        // sight, with no tab cut at the edge and nothing to discover by swiping.
        className="flex flex-wrap justify-center gap-2"
      >
        {tabs.map((tab, index) => {
          const ids = tabIds(tab.subIndustry);
          return (
            <button
              key={tab.subIndustry}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={ids.tab}
              aria-selected={index === selected}
              aria-controls={ids.panel}
              tabIndex={index === selected ? 0 : -1}
              lang={tab.lang}
              onClick={() => setSelected(index)}
              onKeyDown={onKeyDown}
              className={clsx(
                'min-h-11 flex-none rounded-full px-5 text-sm font-semibold transition-colors motion-reduce:transition-none',
                index === selected
                  ? 'bg-brand-600 text-white shadow-sm'
                  : 'bg-white text-ink-soft ring-1 ring-slate-300 hover:bg-brand-50',
              )}
            >
              {tab.name}
            </button>
          );
        })}
      </div>
      {children}
    </div>
  );
}

export default withErrorBoundary(IndustryTabs);
export { IndustryTabs };
