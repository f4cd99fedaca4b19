import { useEffect, useState } from 'react';
import { pricingFromGraphQL } from './pricing';
import type { PricingResponse } from './types';

export type PricingState = { status: 'loading' } | { status: 'ready'; data: PricingResponse | null } | { status: 'error' };

// A plain GraphQL request rather than Relay: the landing page, which shows prices to visitors,
// stays small by not downloading the Relay runtime. Signed-in pages read prices through their queries.
const PRICING_QUERY = 'query LandingPricing { pricing { tiers { id name monthly yearly discountPercent } } }';

type PricingAnswer = { data?: { pricing?: Parameters<typeof pricingFromGraphQL>[0] } | null };

async function loadPricing(): Promise<PricingResponse | null> {
  const res = await fetch('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ query: PRICING_QUERY, operationName: 'LandingPricing' }),
  });
  const body = (await res.json().catch(() => null)) as PricingAnswer | null;
  if (!res.ok || !body?.data?.pricing) throw new Error(`Pricing answered ${res.status}`);
  return pricingFromGraphQL(body.data.pricing);
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
