/**
 * A tier's price, for every billing cycle at once: a word price (Custom) reads as a quote, an
 * amount shows once per cycle ('/month', '/6 months', '/year'; a discounted cycle with the
 * undiscounted amount struck through, read out as "was Rs. …"). The style sheet shows the cycle
 * chosen on the nearest `[data-billing-cycle]` and monthly until then (global.css), so switching
 * the cycle re-renders nothing and the HTML works before any script runs.
 *
 * Layout: on a card the amount and its suffix share one line ("Rs. 24,500/month", never broken
 * inside the amount), the struck amount on the line above; in the comparison table's narrow
 * column heads the suffix takes its own line under the amount.
 */
import { cyclePrice, priceWordText } from '../../lib/pricing';
import { BILLING_CYCLES } from '../../lib/billingCycle';
import type { PricingText } from '../../lib/pricingText';

interface PriceTagProps {
  /** Monthly price text from content: `Rs.4500` or `Custom`. */
  price: string;
  /** `card`: large, on a plan card; `compact`: in the comparison table's column head. */
  size?: 'card' | 'compact';
  /** Digits, suffixes and screen-reader words in the page's language. */
  text: PricingText;
}

export default function PriceTag({ price, size = 'card', text }: PriceTagProps) {
  const card = size === 'card';
  // One class per part (global.css): a page carries many prices, each for three cycles.
  const amountClass = card ? 'price-amount' : 'price-amount-compact';
  const smallClass = card ? 'price-suffix' : 'price-suffix-compact';
  // Where cards share a row, each keeps room for the struck amount's line too: switching the
  // billing cycle moves nothing below the price.
  const boxClass = card ? 'mt-4 sm:min-h-16' : 'mt-1';
  const first = cyclePrice(price, 'monthly', text);
  if (first.kind === 'word') {
    return (
      <p className={boxClass}>
        <span className={card ? 'block text-2xl font-extrabold leading-tight text-ink lg:text-xl' : amountClass}>
          {priceWordText(first.text, text)}
        </span>
      </p>
    );
  }
  return (
    <p className={boxClass}>
      {BILLING_CYCLES.map((cycle) => {
        const shown = cyclePrice(price, cycle, text);
        if (shown.kind !== 'amount') return null;
        return (
          <span key={cycle} data-price-cycle={cycle}>
            {shown.wasText && (
              <del className={`${smallClass} block`}>
                <span className="sr-only">{text.was}</span>
                {shown.wasText}
              </del>
            )}
            {shown.wasText && <span className="sr-only">{text.now}</span>}
            <span className={amountClass}>{shown.text}</span>
            <span className={smallClass}>{shown.suffix}</span>
          </span>
        );
      })}
    </p>
  );
}
