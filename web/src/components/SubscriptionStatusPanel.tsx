import styled from '@emotion/styled';
import { startTransition, useState } from 'react';
import { graphql, useRefetchableFragment, useRelayEnvironment } from 'react-relay';
import { Link } from 'react-router';
import type { SubscriptionStatusPanel_user$key } from '../__generated__/SubscriptionStatusPanel_user.graphql';
import { refreshSubscriptionStatus } from '../billing/refreshSubscriptionStatus';
import { isActive } from '../billing/status';
import { toast } from '../toast/toastStore';
import { Button } from './Button';

const Panel = styled.div<{ tone: 'success' | 'danger' }>`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radii.md};
  border: 1px solid ${(p) => (p.tone === 'success' ? p.theme.colors.success : p.theme.colors.danger)};
  background: ${(p) => (p.tone === 'success' ? p.theme.colors.successSoft : p.theme.colors.dangerSoft)};
  color: ${(p) => (p.tone === 'success' ? p.theme.colors.success : p.theme.colors.danger)};
  font-size: ${(p) => p.theme.fontSizes.sm};
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  p {
    margin: 0;
  }
  a {
    font-weight: 600;
    color: inherit;
  }
`;

export const UPDATE_FAILED_TOAST = {
  title: 'Update Failed',
  description: 'Could not refresh your subscription status.',
  variant: 'destructive',
} as const;

/**
 * Active and trial-expired subscriptions get a panel; trial, canceled and a failed refresh get none.
 */
export function SubscriptionStatusPanel({
  user,
  compact = false,
  showRefresh = false,
}: {
  user: SubscriptionStatusPanel_user$key;
  compact?: boolean;
  showRefresh?: boolean;
}) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment SubscriptionStatusPanel_user on User @refetchable(queryName: "SubscriptionStatusPanelRefetchQuery") {
        subscriptionStatus
      }
    `,
    user,
  );
  const environment = useRelayEnvironment();
  const [state, setState] = useState<'idle' | 'refreshing' | 'error'>('idle');

  const refresh = async () => {
    setState('refreshing');
    if (!(await refreshSubscriptionStatus(environment))) {
      toast(UPDATE_FAILED_TOAST);
      setState('error');
      return;
    }
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only', onComplete: () => setState('idle') });
    });
  };

  if (state === 'error') return null;
  const status = data.subscriptionStatus;
  if (status === 'trial_expired') {
    return (
      <Panel tone="danger" role="status">
        <p>Trial Expired - Subscribe to continue using all features</p>
        <Link to="/subscribe">Subscribe Now</Link>
      </Panel>
    );
  }
  if (!isActive(status)) return null;
  return (
    <Panel tone="success" role="status">
      <h3>Active Subscription</h3>
      <p>{compact ? 'All features unlocked' : 'You have access to all features'}</p>
      {showRefresh && (
        <Button size="sm" variant="secondary" onClick={refresh} disabled={state === 'refreshing'}>
          {state === 'refreshing' ? 'Refreshing…' : 'Refresh Status'}
        </Button>
      )}
    </Panel>
  );
}
