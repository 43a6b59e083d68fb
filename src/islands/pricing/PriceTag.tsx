/**
 * A tier's price for the chosen billing cycle (SPEC §9): a word such as 'Custom' as it is, or the
 * rupee amount with its suffix ('/month', '/6 months', '/year'); for a discounted cycle the
 * undiscounted amount is struck through, read out as "was Rs. …".
 */
import clsx from 'clsx';
import { cyclePrice, type BillingCycle } from '../../lib/pricing';

interface PriceTagProps {
  /** Monthly price text from content: `Rs.4500` or `Custom`. */
  price: string;
  cycle: BillingCycle;
  /** `card`: large, on a plan card; `compact`: in the comparison table's header. */
  size?: 'card' | 'compact';
}

export default function PriceTag({ price, cycle, size = 'card' }: PriceTagProps) {
  const shown = cyclePrice(price, cycle);
  const amountClass = size === 'card' ? 'text-3xl font-extrabold text-ink' : 'text-base font-bold text-ink';
  if (shown.kind === 'word') {
    return (
      <p className={clsx(size === 'card' ? 'mt-4 min-h-[5.5rem]' : 'mt-1')}>
        <span className={amountClass}>{shown.text}</span>
      </p>
    );
  }
  return (
    <p className={clsx('flex flex-wrap items-baseline gap-x-1.5', size === 'card' ? 'mt-4 min-h-[5.5rem] content-start' : 'mt-1 justify-center')}>
      {shown.wasText && (
        <del className={clsx('text-ink-muted', size === 'card' ? 'basis-full text-base' : 'basis-full text-xs')}>
          <span className="sr-only">was </span>
          {shown.wasText}
        </del>
      )}
      {shown.wasText && <span className="sr-only">now </span>}
      <span className={amountClass}>{shown.text}</span>
      <span className={clsx('text-ink-muted', size === 'card' ? 'text-base' : 'text-xs')}>{shown.suffix}</span>
    </p>
  );
}
