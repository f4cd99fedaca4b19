import styled from '@emotion/styled';
import { useState } from 'react';
import type { BillingCycle } from '@synth/core/pure';
import { BillingToggle } from '../../components/BillingToggle';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { PlanCard, PlanGrid } from '../../components/PlanCard';
import { Spinner } from '../../components/Spinner';
import { priceViews } from '../../billing/pricing';
import { usePricing } from '../../billing/usePricing';
import { AppButtonLink } from './inAppLink';
import { Section } from './styles';

const PRICING_ERROR = 'Could not load pricing information. Please try again later.';

const Center = styled.div`
  display: grid;
  justify-items: center;
  gap: ${(p) => p.theme.space(4)};
  min-height: 420px;
  align-content: start;
`;

/** Plans from the pricing call, yearly by default; a failure shows the exact error text and offers Try Again. */
export function PricingSection() {
  const pricing = usePricing();
  const [cycle, setCycle] = useState<BillingCycle>('yearly');

  return (
    <Section id="pricing" muted aria-labelledby="pricing-title">
      <div className="inner">
        <h2 id="pricing-title">Simple pricing</h2>
        <p className="lead">Start with a 3-day free trial. No credit card required.</p>
        <Center>
          {pricing.status === 'loading' && <Spinner label="Loading pricing" />}
          {pricing.status === 'error' && (
            <>
              <Banner tone="danger" role="alert">
                {PRICING_ERROR}
              </Banner>
              <Button onClick={() => window.location.reload()}>Try Again</Button>
            </>
          )}
          {pricing.status === 'ready' && (
            <>
              <BillingToggle value={cycle} onChange={setCycle} />
              <div style={{ width: '100%' }}>
                <PlanGrid>
                  {priceViews(pricing.data).map((p) => (
                    <PlanCard
                      key={p.tier}
                      price={p}
                      cycle={cycle}
                      highlight={p.tier === 'professional'}
                      cta={
                        <AppButtonLink to="/login" block>
                          Get Started
                        </AppButtonLink>
                      }
                    />
                  ))}
                </PlanGrid>
              </div>
            </>
          )}
        </Center>
      </div>
    </Section>
  );
}
