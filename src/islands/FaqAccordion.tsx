/**
 * FAQ accordion island (WAI-ARIA APG accordion pattern).
 *
 * The questions and answers are static HTML passed in as children (FaqSection.astro): every
 * question is a button (aria-expanded, aria-controls) inside an h3, its answer a labelled region,
 * `hidden` (and shown by CSS when JavaScript never runs: `data-nojs-visible`). The island only
 * runs the buttons: all items start closed; opening one closes any other; clicking the open one
 * closes it.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useDelegatedClick } from './useDelegatedClick';
import { withErrorBoundary } from './ErrorBoundary';

export interface FaqAccordionProps {
  /** The items (FaqSection.astro): question buttons with `data-faq-question`, each controlling its answer. */
  children?: ReactNode;
}

function FaqAccordion({ children }: FaqAccordionProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);

  useDelegatedClick(root, (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[data-faq-question]') : null;
    if (!button) return;
    const id = button.getAttribute('aria-controls');
    setOpenId((current) => (current === id ? null : id));
  });

  useEffect(() => {
    root.current?.querySelectorAll<HTMLButtonElement>('button[data-faq-question]').forEach((button) => {
      const id = button.getAttribute('aria-controls') ?? '';
      button.setAttribute('aria-expanded', String(id === openId));
      const answer = document.getElementById(id);
      if (answer) answer.hidden = id !== openId;
    });
  }, [openId]);

  return (
    <div ref={root} className="space-y-3">
      {children}
    </div>
  );
}

export default withErrorBoundary(FaqAccordion);
export { FaqAccordion };
