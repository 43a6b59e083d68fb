/**
 * Package filter of /products (SPEC §2.6, §4 "Products page filter: all, an industry, or Trading").
 *
 * Props:
 * - `label`: accessible name of the button group.
 * - `options`: the choices from src/lib/productFilter.ts: `all` first, then one per industry.
 * - children: the server-rendered package groups (cards or the Coming Soon panel), each marked
 *   `data-product-group="{industry}"`, passed through as static HTML so the cards ship no
 *   JavaScript; the island sets their `hidden` attribute (React never re-renders static children).
 *
 * Behaviour: 'All' is selected at first; a button shows only its industry's group and changes the
 * line above the cards ('Check out our work.' / 'Curious about how it works?' with their links).
 * The buttons are toggle buttons (aria-pressed). Without JavaScript the buttons stay hidden and
 * every group shows, as in the server HTML.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ArrowRight } from './icons';
import clsx from 'clsx';
import { ALL_PRODUCTS, filterIntro, isGroupShown, type FilterOption } from '../lib/productFilter';
import { withErrorBoundary } from './ErrorBoundary';

export interface ProductFilterProps {
  label: string;
  options: FilterOption[];
  children?: ReactNode;
}

function ProductFilter({ label, options, children }: ProductFilterProps) {
  const [selected, setSelected] = useState(ALL_PRODUCTS);
  const [mounted, setMounted] = useState(false);
  const groupsRef = useRef<HTMLDivElement>(null);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    groupsRef.current?.querySelectorAll<HTMLElement>('[data-product-group]').forEach((group) => {
      group.hidden = !isGroupShown(selected, group.dataset.productGroup ?? '');
    });
  }, [selected]);

  const current = options.find((option) => option.id === selected) ?? options[0];
  const intro = current ? filterIntro(current) : undefined;

  return (
    <div>
      <div role="group" aria-label={label} hidden={!mounted} className="flex flex-wrap justify-center gap-2 [&[hidden]]:hidden">
        {options.map((option) => (
          <button
            key={option.id}
            type="button"
            aria-pressed={option.id === selected}
            onClick={() => setSelected(option.id)}
            className={clsx(
              'min-h-11 rounded-full px-5 text-sm font-semibold transition-colors motion-reduce:transition-none',
              option.id === selected ? 'bg-brand-600 text-white shadow-sm' : 'bg-white text-ink-soft ring-1 ring-slate-300 hover:bg-brand-50',
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
      {intro && (
        <p className="mt-6 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-center text-lg text-ink-muted" aria-live="polite">
          <span>{intro.text}</span>
          <a href={intro.href} className="inline-flex min-h-10 items-center gap-1 font-semibold text-brand-700 hover:underline">
            {intro.linkLabel}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </a>
        </p>
      )}
      <div ref={groupsRef}>{children}</div>
    </div>
  );
}

export default withErrorBoundary(ProductFilter);
export { ProductFilter };
