import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import type { BillingCycle, Tier } from '@synth/core/pure';
import { planCardFeeds } from '../billing/features';
import { formatPrice, type PriceView } from '../billing/pricing';

const PLAN_FEATURES: Record<Tier, string[]> = {
  basic: ['AI summaries of your feeds', 'LinkedIn posts', 'Email delivery', 'Custom prompts', 'Topic filtering'],
  professional: [
    'Everything in Basic',
    'Real-world examples from internet search',
    'All post formats and templates',
    'Priority processing',
  ],
  'thought-leader': [
    'Everything in Professional',
    'Thought-leadership templates',
    'Highest feed allowance',
    'Priority support',
  ],
};

const Card = styled.article<{ highlight: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(6)};
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};
  border: 2px solid ${(p) => (p.highlight ? p.theme.colors.primary : p.theme.colors.border)};
  box-shadow: ${(p) => p.theme.shadows.card};
  min-width: 0;
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  .price {
    font-size: ${(p) => p.theme.fontSizes.xxl};
    font-weight: 800;
    margin: 0;
  }
  .price small {
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 500;
    color: ${(p) => p.theme.colors.textMuted};
  }
  .note {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
    min-height: 1.5em;
  }
  ul {
    margin: 0;
    padding-left: ${(p) => p.theme.space(5)};
    display: grid;
    gap: ${(p) => p.theme.space(1)};
    flex: 1;
  }
`;

/** One plan: price for the chosen cycle, feed allowance, features and a call to action. */
export function PlanCard({
  price,
  cycle,
  cta,
  highlight = false,
  badge,
}: {
  price: PriceView;
  cycle: BillingCycle;
  cta: ReactNode;
  highlight?: boolean;
  badge?: ReactNode;
}) {
  const perMonth = cycle === 'yearly' ? price.yearlyMonthly : price.monthly;
  return (
    <Card highlight={highlight} aria-labelledby={`plan-${price.tier}`}>
      <h3 id={`plan-${price.tier}`}>
        {price.name} {badge}
      </h3>
      <p className="price">
        {formatPrice(perMonth)}
        <small> / month</small>
      </p>
      <p className="note">
        {cycle === 'yearly'
          ? `${formatPrice(price.yearly)} billed yearly · save ${price.discountPercentage}%`
          : 'Billed monthly'}
      </p>
      <ul>
        <li>Up to {planCardFeeds(price.tier)} RSS feeds</li>
        {PLAN_FEATURES[price.tier].map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      {cta}
    </Card>
  );
}

export const PlanGrid = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
`;
