/* eslint-disable relay/unused-fields -- pricingFromGraphQL reads the tiers' prices */
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PlanCards_pricing$key } from '../../__generated__/PlanCards_pricing.graphql';
import { BillingToggle } from '../../components/BillingToggle';
import { Button } from '../../components/Button';
import { PlanCard, PlanGrid } from '../../components/PlanCard';
import { planButtonLabel, tierOf, type BillingCycle, type Tier } from '@synth/core/pure';
import { priceViews, pricingFromGraphQL } from '../../billing/pricing';

/** Plan cards with their exact button labels; pricing falls back to the built-in table. */
export function PlanCards({
  status,
  billingCycle,
  pricing,
  busy,
  onChoose,
}: {
  status: string;
  billingCycle: BillingCycle | null;
  pricing: PlanCards_pricing$key;
  busy: boolean;
  onChoose: (tier: Tier, cycle: BillingCycle) => void;
}) {
  const prices = useFragment(
    graphql`
      fragment PlanCards_pricing on Pricing {
        tiers {
          id
          name
          monthly
          yearly
          discountPercent
        }
      }
    `,
    pricing,
  );
  const [cycle, setCycle] = useState<BillingCycle>(billingCycle ?? 'yearly');
  const current = tierOf(status);
  return (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'center' }}>
      <BillingToggle value={cycle} onChange={setCycle} />
      <div style={{ width: '100%' }}>
        <PlanGrid>
          {priceViews(pricingFromGraphQL(prices)).map((p) => {
            const label = planButtonLabel(status, billingCycle, p.tier, cycle);
            return (
              <PlanCard
                key={p.tier}
                price={p}
                cycle={cycle}
                highlight={current ? p.tier === current : p.tier === 'professional'}
                cta={
                  <Button
                    block
                    variant={label === 'Current Plan' || label === 'Downgrade' ? 'secondary' : 'primary'}
                    disabled={busy || label === 'Current Plan'}
                    onClick={() => onChoose(p.tier, cycle)}
                    aria-label={`${label}: ${p.name} (${cycle})`}
                  >
                    {label}
                  </Button>
                }
              />
            );
          })}
        </PlanGrid>
      </div>
    </div>
  );
}
