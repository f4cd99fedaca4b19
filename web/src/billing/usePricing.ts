import { useEffect, useState } from 'react';
import { LandingPricingDocument } from '../plainGraphql/__generated__/LandingPricing';
import { postQuery } from '../plainGraphql/postQuery';
import { pricingFromGraphQL } from './pricing';
import type { PricingResponse } from './types';

export type PricingState =
  { status: 'loading' } | { status: 'ready'; data: PricingResponse | null } | { status: 'error' };

// A plain GraphQL request rather than Relay: the landing page, which shows prices to visitors,
// stays small by not downloading the Relay runtime. Signed-in pages read prices through their queries.
async function loadPricing(): Promise<PricingResponse | null> {
  const answer = await postQuery(LandingPricingDocument);
  if (!answer.ok || !answer.data) throw new Error(`Pricing answered ${answer.status}`);
  return pricingFromGraphQL(answer.data.pricing);
}

/** The public prices once per mount; null data means the built-in price table. */
export function usePricing(): PricingState {
  const [state, setState] = useState<PricingState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadPricing()
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
