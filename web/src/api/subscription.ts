import { query, request } from './http';
import type {
  BillingCycle,
  CheckoutResponse,
  PricingResponse,
  SubscriptionFeatures,
  SubscriptionStatusResponse,
  Tier,
  TrialStatus,
} from './types';

/** `force` asks the server to re-read the billing provider instead of its cached status. */
export const getSubscriptionStatus = (force = false) =>
  request<SubscriptionStatusResponse>(`/api/subscription/status${query({ force: force || undefined })}`);

export const getPricing = () => request<PricingResponse>('/api/subscription/pricing');

export const getSubscriptionFeatures = () => request<SubscriptionFeatures>('/api/subscription/features');

export const createCheckout = (tier: Tier, billingCycle: BillingCycle) =>
  request<CheckoutResponse>('/api/subscription/create', { method: 'POST', body: { tier, billingCycle } });

export const getTrialStatus = () => request<TrialStatus>('/api/trial-status');
