/**
 * A tier's price for the chosen billing cycle: a word such as 'Custom' as it is, or the
 * rupee amount with its suffix ('/month', '/6 months', '/year'); for a discounted cycle the
 * undiscounted amount is struck through, read out as "was Rs. …".
 *
 * Layout: the struck amount, the amount and the suffix each take their own line, on every card
 * alike, and an amount never breaks ("Rs." stays with its number). On a card the amount steps down
 * a size where four cards share a row between 1024 and 1279 px, so the widest annual price fits.
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
  const card = size === 'card';
  const amountClass = clsx(
    'block whitespace-nowrap text-ink',
    card ? 'text-3xl font-extrabold leading-tight lg:text-2xl xl:text-3xl' : 'text-sm font-bold',
  );
  const smallClass = clsx('block whitespace-nowrap text-ink-muted', card ? 'text-base' : 'text-xs');
  // Where cards share a row, each keeps room for all three lines: switching the billing cycle
  // (which adds the struck amount) moves nothing below the price.
  const boxClass = card ? 'mt-4 sm:min-h-[5.5rem]' : 'mt-1';
  if (shown.kind === 'word') {
    return (
      <p className={boxClass}>
        <span className={amountClass}>{shown.text}</span>
      </p>
    );
  }
  return (
    <p className={boxClass}>
      {shown.wasText && (
        <del className={smallClass}>
          <span className="sr-only">was </span>
          {shown.wasText}
        </del>
      )}
      {shown.wasText && <span className="sr-only">now </span>}
      <span className={amountClass}>{shown.text}</span>
      <span className={smallClass}>{shown.suffix}</span>
    </p>
  );
}
