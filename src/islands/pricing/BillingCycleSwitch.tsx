/**
 * The billing-cycle buttons: a radio group Monthly / Semi-annual (save 5%) /
 * Annual (save 15%) writing the shared `$billingCycle` atom; the checked one is announced by
 * screen readers as the chosen option. Hidden when scripts do not run (it could not work).
 * Below 640 px the three choices stack as full-width rows (name left, saving right), so none wraps
 * alone onto a second line; from 640 px they sit in one pill-shaped row.
 */
import clsx from 'clsx';
import { BILLING_CYCLE_RULES, BILLING_CYCLES, type BillingCycle } from '../../lib/billingCycle';
import type { BillingText } from '../../lib/pricingText';
import { fill } from '../../i18n/fill';
import { chooseBillingCycle } from '../../stores/billingCycle';

interface BillingCycleSwitchProps {
  /** The cycle shown now. */
  cycle: BillingCycle;
  /** Unique per page: the radios' group name. */
  name: string;
  /** The legend, cycle names and saving pills in the page's language. */
  text: BillingText;
}

export default function BillingCycleSwitch({ cycle, name, text }: BillingCycleSwitchProps) {
  return (
    <fieldset role="radiogroup" className="mx-auto mb-10 w-full max-w-sm sm:w-fit sm:max-w-none noscript:hidden">
      <legend className="sr-only">{text.billingCycle}</legend>
      {/* Three columns on a phone (the saving under its cycle), one pill row from 640 px. */}
      <div className="grid grid-cols-3 gap-1 rounded-2xl bg-slate-100 p-1 sm:flex sm:rounded-full">
        {BILLING_CYCLES.map((id) => {
          const rule = BILLING_CYCLE_RULES[id];
          return (
            <label
              key={id}
              className={clsx(
                'relative flex min-h-11 cursor-pointer flex-col items-center justify-center gap-1 whitespace-nowrap rounded-xl px-2 py-1.5 text-sm font-semibold transition-colors motion-reduce:transition-none sm:flex-row sm:justify-start sm:gap-2 sm:rounded-full sm:px-4 sm:py-0',
                'has-[:focus-visible]:outline has-[:focus-visible]:outline-[3px] has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                cycle === id ? 'bg-white text-brand-700 shadow-sm' : 'text-ink-soft hover:text-ink',
              )}
            >
              <input
                type="radio"
                name={name}
                value={id}
                checked={cycle === id}
                onChange={() => chooseBillingCycle(id)}
                className="absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-xl opacity-0 sm:rounded-full"
              />
              {text.cycles[id].label}
              {rule.discountPercent > 0 && (
                <span className="rounded-full bg-white px-2 py-0.5 text-xs font-bold text-accent-700 ring-1 ring-accent-600/40">
                  {fill(text.save, { percent: rule.discountPercent }, text.locale)}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
