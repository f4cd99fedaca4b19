import { useEffect, useState } from 'react';
import { getPricing } from '../api/subscription';
import type { PricingResponse } from './types';

export type PricingState = { status: 'loading' } | { status: 'ready'; data: PricingResponse } | { status: 'error' };

/** GET /api/subscription/pricing once per mount. */
export function usePricing(): PricingState {
  const [state, setState] = useState<PricingState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    getPricing()
      .then((data) => live && setState({ status: 'ready', data }))
      .catch((err) => {
        console.error('Pricing load failed', err);
        if (live) setState({ status: 'error' });
      });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
