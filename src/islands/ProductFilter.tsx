/**
 * Package filter of /products.
 *
 * Props:
 * - `label`: accessible name of the group of choices.
 * - `options`: the choices from src/lib/productFilter.ts: `all` first, then one per industry.
 * - `text`: the intro lines' words and the products page in the page's language.
 * - children: the server-rendered package groups (cards or the Coming Soon panel), each marked
 *   `data-product-group="{industry}"` with the id `productGroupId(industry)`, passed through as
 *   static HTML so the cards ship no JavaScript; the island sets their `hidden` attribute (React
 *   never re-renders static children).
 *
 * Behaviour: the choices are in the server HTML, visible from the first paint, as links to each
 * industry's group (`#products-healthcare`; All → `#products`): without JavaScript, or before the
 * island hydrates (it waits until the section is scrolled into view), they jump to the group. Once
 * hydrated they become toggle buttons (aria-pressed) of the same size and look: 'All' is selected
 * at first; a button shows only its industry's group and changes the line above the cards
 * ('Check out our work.' / 'Curious about how it works?' with their links).
 *
 * Why an island, and React: the links must become toggle buttons with a pressed state and a
 * changing intro line, in the runtime the site's other interactive parts share (React, as the
 * design card asks); the package groups stay server HTML.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import {
  ALL_PRODUCTS,
  filterAnchor,
  filterIntro,
  isGroupShown,
  type FilterOption,
  type ProductFilterText,
} from '../lib/productFilter';
import { withErrorBoundary } from './ErrorBoundary';

export interface ProductFilterProps {
  label: string;
  options: FilterOption[];
  text: ProductFilterText;
  children?: ReactNode;
}

function ProductFilter({ label, options, text, children }: ProductFilterProps) {
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
  const intro = current ? filterIntro(current, text) : undefined;

  return (
    <div>
      <div role="group" aria-label={label} className="flex flex-wrap justify-center gap-2">
        {options.map((option) => {
          const chosen = option.id === selected;
          const className = clsx(
            'inline-flex min-h-11 items-center rounded-full px-5 text-sm font-semibold transition-colors motion-reduce:transition-none',
            chosen
              ? 'bg-brand-600 text-white shadow-sm'
              : 'bg-white text-ink-soft ring-1 ring-slate-300 hover:bg-brand-50',
          );
          return mounted ? (
            <button
              key={option.id}
              type="button"
              aria-pressed={chosen}
              onClick={() => setSelected(option.id)}
              className={className}
              lang={option.lang}
            >
              {option.label}
            </button>
          ) : (
            <a
              key={option.id}
              href={filterAnchor(option)}
              aria-current={chosen ? 'true' : undefined}
              className={className}
              lang={option.lang}
            >
              {option.label}
            </a>
          );
        })}
      </div>
      {intro && (
        <p
          className="mt-6 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-center text-lg text-ink-muted"
          aria-live="polite"
        >
          <span>{intro.text}</span>
          <a
            href={intro.href}
            className="arrow-after inline-flex min-h-10 items-center gap-1 font-semibold text-brand-700 hover:underline"
          >
            {intro.linkLabel}
          </a>
        </p>
      )}
      <div ref={groupsRef}>{children}</div>
    </div>
  );
}

export default withErrorBoundary(ProductFilter);
export { ProductFilter };
