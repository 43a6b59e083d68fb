/**
 * The billing cycle an island shows. Reads the shared `$billingCycle` atom, but renders
 * the default cycle until the island has hydrated, so the first client render matches the server
 * HTML even when another island on the page changed the cycle before this one hydrated.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { DEFAULT_BILLING_CYCLE, type BillingCycle } from '../../lib/billingCycle';
import { $billingCycle } from '../../stores/billingCycle';

/** The cycle to render: the default during hydration, the chosen one afterwards. */
export function useBillingCycle(): BillingCycle {
  const cycle = useStore($billingCycle);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? cycle : DEFAULT_BILLING_CYCLE;
}
