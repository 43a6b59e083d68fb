/**
 * Plan comparison table island: the heading and the sideways-scrolling region around the table,
 * which is static HTML passed in as children (ComparisonTableMarkup). The island runs what the
 * table's markup offers: deeper categories expand one at a time per level (opening one closes the
 * other at its level) and scroll into view; info buttons open their note (Escape or a press
 * elsewhere closes it); the column heads show the price of the billing cycle chosen on the cards
 * (the shared `$billingCycle` atom, marked on the region for the style sheet).
 *
 * Below 1024 px the table scrolls inside a box at most three quarters of the window high, both ways:
 * the feature column stays at the left and the plans' names and prices at the top, so a ✓ or ✗
 * far down or far right always has its labels. A line above it says so, and shadows on the right
 * and bottom edges show there is more until each end is reached.
 *
 * Props: `productName` for the heading, `planCount` for the cue, `idPrefix` unique per page (the
 * table's ids start with it).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ComparisonHeadText } from '../lib/pricingText';
import { fill } from '../i18n/fill';
import { isCategoryOpen, isRowVisible, toggleCategory, type OpenCategories } from '../lib/comparisonState';
import { useBillingCycle } from './pricing/useBillingCycle';
import { comparisonRowId } from './pricing/comparisonIds';
import { useDelegatedClick } from './useDelegatedClick';
import { withErrorBoundary } from './ErrorBoundary';

export interface ComparisonTableProps {
  productName: string;
  /** How many plans the table compares, for the phone's "swipe to see all" cue. */
  planCount: number;
  idPrefix: string;
  /** The heading's and the cue's words in the page's language (comparisonHeadText(PRICING_TEXT[locale])). */
  text: ComparisonHeadText;
  /** The table (ComparisonTableMarkup). */
  children?: ReactNode;
}

/** Scrolls a just-opened category to the top of the window unless it already sits in the upper half. */
function scrollCategoryIntoView(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const { top } = element.getBoundingClientRect();
  if (top >= 0 && top <= window.innerHeight / 2) return;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
}

/** Shows the rows whose categories are all open and marks each category button open or closed. */
function showOpenCategories(table: HTMLElement, open: OpenCategories): void {
  table.querySelectorAll<HTMLElement>('tr[data-parents]').forEach((row) => {
    row.hidden = !isRowVisible(open, { parents: (row.dataset.parents ?? '').split(' ') });
  });
  table.querySelectorAll<HTMLButtonElement>('button[data-category]').forEach((button) => {
    const expanded = isCategoryOpen(open, Number(button.dataset.level), button.dataset.category ?? '');
    button.setAttribute('aria-expanded', String(expanded));
  });
}

/** Shows the note `openTip` (an id) and hides every other, marking their buttons. */
function showOpenTip(table: HTMLElement, openTip: string | null): void {
  table.querySelectorAll<HTMLButtonElement>('button[data-info-tip]').forEach((button) => {
    const id = button.getAttribute('aria-controls') ?? '';
    button.setAttribute('aria-expanded', String(id === openTip));
    const note = document.getElementById(id);
    if (note) note.hidden = id !== openTip;
  });
}

export function ComparisonTableView({ productName, planCount, idPrefix, text, children }: ComparisonTableProps) {
  const cycle = useBillingCycle();
  const [open, setOpen] = useState<OpenCategories>({});
  const [opened, setOpened] = useState<{ key: string } | null>(null);
  const [openTip, setOpenTip] = useState<string | null>(null);
  const region = useRef<HTMLDivElement>(null);
  const headingId = `${idPrefix}-compare-heading`;

  useDelegatedClick(region, (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const category = target?.closest<HTMLButtonElement>('button[data-category]');
    if (category) {
      const level = Number(category.dataset.level);
      const key = category.dataset.category ?? '';
      const next = toggleCategory(open, level, key);
      setOpen(next);
      setOpened(isCategoryOpen(next, level, key) ? { key } : null);
      return;
    }
    const tip = target?.closest<HTMLButtonElement>('button[data-info-tip]');
    if (tip) {
      const id = tip.getAttribute('aria-controls');
      setOpenTip((current) => (current === id ? null : id));
    }
  });

  useEffect(() => {
    if (region.current) showOpenCategories(region.current, open);
  }, [open]);
  useEffect(() => {
    if (opened) scrollCategoryIntoView(comparisonRowId(idPrefix, opened.key));
  }, [opened, idPrefix]);
  useEffect(() => {
    if (region.current) showOpenTip(region.current, openTip);
    if (!openTip) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenTip(null);
    };
    const onClickOutside = (event: MouseEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      const note = document.getElementById(openTip);
      const button = note?.previousElementSibling;
      if (!note?.contains(target) && !button?.contains(target)) setOpenTip(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClickOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClickOutside);
    };
  }, [openTip]);

  return (
    <div className="mt-16">
      <h3 id={headingId} className="mb-6 text-center text-2xl font-bold text-ink">
        {fill(text.heading, { product: productName }, text.locale)}
      </h3>
      {/* Below 1024 px the plans do not all fit: say that the table scrolls (the feature names stay). */}
      <p className="arrow-after mb-3 flex items-center justify-end gap-1 text-sm text-ink-muted lg:hidden">
        {fill(text.swipeCue, { count: planCount }, text.locale)}
      </p>
      {/* `relative` makes this scroller the containing block of the visually hidden cell texts
          (absolutely positioned): without it they escape the scrolling box and widen the page. */}
      <div
        ref={region}
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
        data-billing-cycle={cycle}
        // The scroll paddings keep a focused control clear of the sticky plan row (top) and the
        // sticky feature column (left: 10rem, 14rem from 640 px) when the keyboard scrolls to it.
        className="scroll-shadows relative scroll-pt-24 overflow-auto rounded-2xl border border-slate-200 max-lg:max-h-[75vh] max-lg:scroll-pl-[14rem] max-sm:scroll-pl-[10rem]"
      >
        {children}
      </div>
    </div>
  );
}

export default withErrorBoundary(ComparisonTableView);
