import { request } from './http';
import type { PricingResponse } from '../subscription/types';

/**
 * The public prices for the landing page, which starts without Relay to stay small; every signed-in
 * page reads prices through its GraphQL query.
 */
export const getPricing = () => request<PricingResponse>('/api/subscription/pricing');
