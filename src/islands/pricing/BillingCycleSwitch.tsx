/**
 * The billing-cycle buttons (SPEC §4, §9): a radio group Monthly / Semi-annual (save 5%) /
 * Annual (save 15%) writing the shared `$billingCycle` atom; the checked one is announced by
 * screen readers as the chosen option. Hidden when scripts do not run (it could not work).
 */
import clsx from 'clsx';
import { BILLING_CYCLE_RULES, BILLING_CYCLES, type BillingCycle } from '../../lib/pricing';
import { chooseBillingCycle } from '../../stores/billingCycle';

interface BillingCycleSwitchProps {
  /** The cycle shown now. */
  cycle: BillingCycle;
  /** Unique per page: the radios' group name. */
  name: string;
}

export default function BillingCycleSwitch({ cycle, name }: BillingCycleSwitchProps) {
  return (
    <fieldset role="radiogroup" className="mx-auto mb-10 w-fit [html:not(.js)_&]:hidden">
      <legend className="sr-only">Billing cycle</legend>
      <div className="flex flex-wrap justify-center gap-1 rounded-2xl bg-slate-100 p-1 sm:rounded-full">
        {BILLING_CYCLES.map((id) => {
          const rule = BILLING_CYCLE_RULES[id];
          return (
            <label
              key={id}
              className={clsx(
                'relative flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors motion-reduce:transition-none',
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
                className="absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-full opacity-0"
              />
              {rule.label}
              {rule.discountPercent > 0 && (
                <span className="rounded-full bg-white px-2 py-0.5 text-xs font-bold text-accent-700 ring-1 ring-accent-600/40">Save {rule.discountPercent}%</span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
