import styled from '@emotion/styled';
import { PageColumn } from '../../layout/PageColumn';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { SubscribeQuery } from '../../__generated__/SubscribeQuery.graphql';
import { Button, ButtonAnchor } from '../../components/Button';
import { ButtonLink } from '../../components/ButtonLink';
import { Card, Muted, Row } from '../../components/Card';
import { FullPageSpinner } from '../../components/Spinner';
import { SubscriptionStatusPanel, UPDATE_FAILED_TOAST } from '../../components/SubscriptionStatusPanel';
import { daysRemainingText } from '../../components/TrialPanel';
import { navigateAway } from '../../lib/navigateAway';
import { useCreateCheckoutMutation } from '../../mutations/useCreateCheckoutMutation';
import { checkoutErrorMessage, startCheckout } from '../../billing/checkout';
import { refreshSubscriptionStatus } from '../../billing/refreshSubscriptionStatus';
import { isTier, planLabel, type BillingCycle, type Tier } from '@synth/core/pure';
import { isActive } from '../../billing/status';
import { toast } from '../../toast/toastStore';
import { PlanCards } from './PlanCards';

export const SubscribeQueryDef = graphql`
  query SubscribeQuery {
    viewer {
      user {
        trialDaysLeft
        subscription {
          status
          billingCycle
          daysLeft
        }
        ...SubscriptionStatusPanel_user
      }
    }
    pricing {
      ...PlanCards_pricing
    }
  }
`;

const CHECKOUT_AUTOSTART_MS = 500;
const SUPPORT_EMAIL = 'support@synth.app';

const INCLUDED_FEATURES = [
  'AI summaries',
  'LinkedIn posts',
  'Email delivery',
  'Real-world examples',
  'Custom prompts',
  'Topic filtering',
];

const Page = styled(PageColumn)`
  ul.features {
    margin: 0;
    padding-left: ${(p) => p.theme.space(5)};
    columns: 2 200px;
  }
`;

const HANDLED_PARAMS = ['success', 'canceled', 'checkout', 'tier', 'billingCycle', 'cycle'];

export function Subscribe({ queryRef }: { queryRef: PreloadedQuery<SubscribeQuery> }) {
  const data = usePreloadedQuery(SubscribeQueryDef, queryRef);
  const environment = useRelayEnvironment();
  const user = data.viewer.user;
  const createCheckout = useCreateCheckoutMutation();
  // Without an account to read, the page shows the trial view.
  const view = {
    status: user?.subscription.status ?? 'trial',
    billingCycle: (user?.subscription.billingCycle ?? null) as BillingCycle | null,
    daysLeft: user?.subscription.daysLeft ?? null,
  };
  const [params, setParams] = useSearchParams();
  const [redirecting, setRedirecting] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const handledParams = useRef(false);

  const refreshStatus = useCallback(async () => {
    setRefreshing(true);
    const ok = await refreshSubscriptionStatus(environment);
    if (ok)
      await fetchQuery<SubscribeQuery>(environment, SubscribeQueryDef, {}, { fetchPolicy: 'network-only' })
        .toPromise()
        .catch(() => undefined);
    else toast(UPDATE_FAILED_TOAST);
    setRefreshing(false);
    return ok;
  }, [environment]);

  const checkout = useCallback(
    async (tier: Tier, cycle: BillingCycle) => {
      setRedirecting(true);
      try {
        const outcome = await startCheckout(createCheckout, tier, cycle);
        if (outcome.kind === 'redirect') return navigateAway(outcome.url);
        // An existing subscription was changed in place: stay here and show the new plan.
        setRedirecting(false);
        toast({
          title: 'Plan updated',
          description: `You are now on the ${planLabel(outcome.status ?? `active-${tier}`)} plan, billed ${cycle}.`,
        });
        await refreshStatus();
      } catch (err) {
        console.error('Checkout failed', err);
        setRedirecting(false);
        toast({ title: 'Payment Error', description: checkoutErrorMessage(err), variant: 'destructive' });
      }
    },
    [createCheckout, refreshStatus],
  );

  // success / canceled / checkout query parameters. Toasts and the URL clean-up happen
  // once; the checkout timer is re-armed if an effect re-runs (StrictMode), never doubled.
  const [initialParams] = useState(() => new URLSearchParams(params));
  // Effect Events: the mount-time effect below reads the latest of these without re-running.
  const onPaymentReturn = useEffectEvent(() => void refreshStatus());
  const dropHandledParams = useEffectEvent(() => setParams({}, { replace: true }));
  const autoCheckout = useEffectEvent((tier: Tier, cycle: BillingCycle) => void checkout(tier, cycle));
  useEffect(() => {
    if (!handledParams.current) {
      handledParams.current = true;
      if (initialParams.get('success') === 'true') {
        toast({ title: 'Payment successful', description: 'Thank you! Your subscription is being activated.' });
        onPaymentReturn();
      }
      if (initialParams.get('canceled') === 'true')
        toast({ title: 'Payment canceled', description: 'No charge was made. You can choose a plan any time.' });
      if (HANDLED_PARAMS.some((k) => initialParams.has(k))) dropHandledParams();
    }
    if (initialParams.get('checkout') !== 'true') return;
    const tier = initialParams.get('tier');
    const cycle = initialParams.get('billingCycle') ?? initialParams.get('cycle');
    setRedirecting(true);
    const timer = setTimeout(
      () => autoCheckout(isTier(tier) ? tier : 'professional', cycle === 'monthly' ? 'monthly' : 'yearly'),
      CHECKOUT_AUTOSTART_MS,
    );
    return () => clearTimeout(timer);
    // Mount-time only: later URL changes are our own clean-up.
  }, [initialParams]);

  if (redirecting) return <FullPageSpinner label="Redirecting to checkout..." />;

  const status = view.status;
  const cards = (
    <PlanCards
      status={status}
      billingCycle={view.billingCycle}
      pricing={data.pricing}
      busy={redirecting}
      onChoose={checkout}
    />
  );
  const daysLeft = view.daysLeft ?? user?.trialDaysLeft ?? 0;

  if (isActive(status)) {
    return (
      <Page>
        <h1>Your subscription</h1>
        <Card aria-label="Current plan">
          {user && <SubscriptionStatusPanel user={user} />}
          <p style={{ marginTop: 12 }}>
            You are on the <strong>{planLabel(status)}</strong> plan
            {view.billingCycle ? `, billed ${view.billingCycle}` : ''}.
          </p>
          <Row>
            <Button onClick={() => void refreshStatus()} disabled={refreshing}>
              {refreshing ? 'Refreshing…' : 'Refresh Subscription Status'}
            </Button>
            <ButtonLink to="/dashboard" variant="secondary">
              Return to Dashboard
            </ButtonLink>
            <ButtonAnchor href={`mailto:${SUPPORT_EMAIL}?subject=Subscription%20help`} variant="ghost">
              Contact Support
            </ButtonAnchor>
          </Row>
        </Card>
        <h2>Change plan</h2>
        {cards}
      </Page>
    );
  }

  const heading =
    status === 'trial'
      ? {
          title: 'You are on the free trial',
          text: `${daysRemainingText(daysLeft)}. Choose a plan to keep your synth running after the trial.`,
        }
      : status === 'trial_expired'
        ? {
            title: 'Your free trial has ended',
            text: 'Subscribe to continue using all features, including email delivery.',
          }
        : status === 'canceled'
          ? {
              title: 'Your subscription was canceled',
              text: 'Choose a plan to reactivate email delivery and premium features.',
            }
          : { title: 'Choose your plan', text: 'Every plan includes:' };

  return (
    <Page>
      <div>
        <h1>{heading.title}</h1>
        <Muted style={{ fontSize: '1rem', marginTop: 8 }}>{heading.text}</Muted>
        {status !== 'trial' && status !== 'trial_expired' && status !== 'canceled' && (
          <ul className="features" aria-label="Included features">
            {INCLUDED_FEATURES.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        )}
      </div>
      {cards}
    </Page>
  );
}
