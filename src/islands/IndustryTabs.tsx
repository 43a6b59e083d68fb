/**
 * Industry tab section island (WAI-ARIA APG tabs pattern, automatic activation). The tabs wrap
 * onto more rows on narrow screens, so all of them are always in view.
 *
 * The selected index starts at 0 and changes on click or with the arrow keys, Home
 * and End (roving tabindex). Each module links 'Learn more' → /modules/{moduleKey}; each panel
 * ends with 'See All {sub-industry} modules' → /modules?industry={industry}&subIndustry={subIndustry}.
 * Every panel is in the server HTML (inactive ones `hidden`; all shown when JavaScript never runs).
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { ArrowRight, Check } from './icons';
import clsx from 'clsx';
import { tabIndexForKey } from '../lib/tabs';
import { withErrorBoundary } from './ErrorBoundary';
import { KeepTogether } from './text/KeepTogether';

export interface IndustryTabModule {
  key: string;
  title: string;
  description: string;
  mainPoints: string[];
}

export interface IndustryTab {
  industry: string;
  subIndustry: string;
  name: string;
  modules: IndustryTabModule[];
}

export interface IndustryTabsProps {
  /** Accessible name of the tab list, e.g. "Healthcare modules by product". */
  label: string;
  /** One tab per sub-industry, in order, each with its modules (the caller applies the limit of 6). */
  tabs: IndustryTab[];
}

function IndustryTabs({ label, tabs }: IndustryTabsProps) {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

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
        {tabs.map((tab, index) => (
          <button
            key={tab.subIndustry}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.subIndustry}`}
            aria-selected={index === selected}
            aria-controls={`tabpanel-${tab.subIndustry}`}
            tabIndex={index === selected ? 0 : -1}
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
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.subIndustry}
          role="tabpanel"
          id={`tabpanel-${tab.subIndustry}`}
          aria-labelledby={`tab-${tab.subIndustry}`}
          tabIndex={0}
          hidden={index !== selected}
          data-nojs-visible=""
          className="mt-8 rounded-2xl focus-visible:outline-offset-4"
        >
          <h3 className="text-2xl font-bold text-ink">{tab.name} modules</h3>
          <ul className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {tab.modules.map((module) => (
              <li key={module.key} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h4 className="text-lg font-semibold text-ink">{module.title}</h4>
                <p className="mt-2 text-sm text-ink-muted">
                  <KeepTogether text={module.description} />
                </p>
                {module.mainPoints.length > 0 && (
                  <>
                    <p className="mt-4 text-xs font-semibold uppercase tracking-wide text-ink-soft">Key Features</p>
                    <ul className="mt-2 flex-1 space-y-1.5 text-sm text-ink-soft">
                      {module.mainPoints.map((point) => (
                        <li key={point} className="flex gap-2">
                          <Check aria-hidden="true" className="mt-0.5 h-4 w-4 flex-none text-accent-600" />
                          <span>
                            <KeepTogether text={point} />
                          </span>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
                <a
                  href={`/modules/${module.key}`}
                  className="mt-5 inline-flex min-h-10 items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:underline"
                >
                  Learn more<span className="sr-only"> about {module.title}</span>
                  <ArrowRight aria-hidden="true" className="h-4 w-4" />
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-center">
            <a
              href={`/modules?industry=${encodeURIComponent(tab.industry)}&subIndustry=${encodeURIComponent(tab.subIndustry)}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-600 bg-white px-5 font-semibold text-brand-700 hover:bg-brand-50"
            >
              See All {tab.name} modules
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </a>
          </p>
        </div>
      ))}
    </div>
  );
}

export default withErrorBoundary(IndustryTabs);
export { IndustryTabs };
