import type { SubscriptionFeatures } from '../../subscription/types';

/** What the dashboard knows about the viewer's plan, passed to the gated sections. */
export interface Plan {
  status: string;
  name: string;
  features: SubscriptionFeatures;
  executionsUsed: number;
}
