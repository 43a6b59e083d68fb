/**
 * FAQ accordion island (WAI-ARIA APG accordion pattern).
 *
 * Every question is a button (aria-expanded, aria-controls) inside an h3; its answer is
 * a labelled region. All items start closed; opening one closes any other; clicking the open one
 * closes it. Every answer is in the server HTML with `hidden` (and shown by CSS when JavaScript
 * never runs: `data-nojs-visible`). Items fade in with a 0.1 s stagger via the layout's `.reveal`
 * classes, which never change after render so the layout's observer keeps control of them.
 */
import { useState } from 'react';
import { ChevronDown } from './icons';
import clsx from 'clsx';
import type { FaqItem } from '../schemas/common';
import { withErrorBoundary } from './ErrorBoundary';
import { KeepTogether } from './text/KeepTogether';

export interface FaqAccordionProps {
  items: FaqItem[];
  /** Prefix of the element ids, unique per page (several FAQ sections may share a page). */
  idPrefix: string;
}

/** Stagger classes of the scroll-in reveal, capped at 0.6 s. */
const STAGGER = [
  'reveal-delay-0',
  'reveal-delay-1',
  'reveal-delay-2',
  'reveal-delay-3',
  'reveal-delay-4',
  'reveal-delay-5',
  'reveal-delay-6',
];

function FaqAccordion({ items, idPrefix }: FaqAccordionProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  return (
    <div className="space-y-3">
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${idPrefix}-question-${index}`;
        const panelId = `${idPrefix}-answer-${index}`;
        return (
          <div
            key={buttonId}
            className={clsx(
              'reveal rounded-xl border border-slate-200 bg-white',
              STAGGER[Math.min(index, STAGGER.length - 1)],
            )}
          >
            <h3 className="text-base">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex min-h-12 w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-semibold text-ink hover:bg-slate-50"
              >
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className={clsx(
                    'h-5 w-5 flex-none text-brand-700 transition-transform motion-reduce:transition-none',
                    open && 'rotate-180',
                  )}
                />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} data-nojs-visible="">
              <p className="px-5 pb-5 text-ink-muted">
                <KeepTogether text={item.answer} />
              </p>
            </div>
          </div>
        );
      })}
    </div>
  );
}

export default withErrorBoundary(FaqAccordion);
export { FaqAccordion };
