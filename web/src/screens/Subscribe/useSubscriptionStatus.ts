import { useCallback, useEffect, useState } from 'react';
import { getSubscriptionStatus } from '../../api/subscription';
import type { BillingCycle } from '../../api/types';

export interface StatusView {
  loading: boolean;
  status: string;
  billingCycle: BillingCycle | null;
  daysLeft: number | null;
}

/** GET /api/subscription/status; a failed fetch falls back to trial (spec §4, §8). */
export function useSubscriptionStatus(initialStatus: string) {
  const [view, setView] = useState<StatusView>({ loading: true, status: initialStatus, billingCycle: null, daysLeft: null });

  const load = useCallback(async (force: boolean) => {
    try {
      const s = await getSubscriptionStatus(force);
      setView({ loading: false, status: s.status, billingCycle: s.billingCycle ?? null, daysLeft: s.daysLeft ?? null });
      return true;
    } catch (err) {
      console.error('Subscription status failed to load', err);
      if (!force) setView((v) => ({ ...v, loading: false, status: 'trial' }));
      return false;
    }
  }, []);

  useEffect(() => {
    void load(false);
  }, [load]);

  const refresh = useCallback(() => load(true), [load]);
  return { view, refresh };
}
