import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionStatusPanelTestQuery } from '../__generated__/SubscriptionStatusPanelTestQuery.graphql';
import { mockFetch } from '../test/fetchMock';
import { createMockEnvironment, MockPayloadGenerator } from '../test/mockEnvironment';
import { renderApp } from '../test/render';
import { dismissToast } from '../toast/toastStore';
import { SubscriptionStatusPanel } from './SubscriptionStatusPanel';

vi.mock('react-relay', async (importOriginal) => (await import('../test/relayTag')).withGraphqlTag(await importOriginal<object>()));

afterEach(() => {
  cleanup();
  act(() => dismissToast());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const query = graphql`
  query SubscriptionStatusPanelTestQuery @relay_test_operation {
    viewer {
      user {
        ...SubscriptionStatusPanel_user
      }
    }
  }
`;

function Host() {
  const data = useLazyLoadQuery<SubscriptionStatusPanelTestQuery>(query, {});
  return data.viewer.user ? <SubscriptionStatusPanel user={data.viewer.user} showRefresh /> : null;
}

function renderPanel(subscriptionStatus: string) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((op) => MockPayloadGenerator.generate(op, { User: () => ({ subscriptionStatus }) }));
  return renderApp(<Host />, { environment });
}

describe('subscription status panel (spec §4)', () => {
  it('shows an active subscription and re-syncs it from Stripe on Refresh Status', async () => {
    const fetch = mockFetch({ '/api/subscription/status': () => ({ status: 'active-basic' }) });
    renderPanel('active-basic');
    expect(screen.getByText('Active Subscription')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Refresh Status' })));
    expect(String(fetch.mock.calls[0][0])).toContain('/api/subscription/status?force=true');
  });

  it('a failed refresh says "Update Failed" and hides the panel', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ '/api/subscription/status': () => new Response('down', { status: 503 }) });
    renderPanel('active-professional');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Refresh Status' })));
    const region = within(screen.getByRole('region', { name: 'Notifications (F8)' }));
    expect(region.getByText('Update Failed')).toBeTruthy();
    expect(region.getByText('Could not refresh your subscription status.')).toBeTruthy();
    expect(screen.queryByText('Active Subscription')).toBeNull();
  });

  it('an expired trial gets the subscribe panel; the trial itself gets none', () => {
    renderPanel('trial_expired');
    expect(screen.getByText('Trial Expired - Subscribe to continue using all features')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Subscribe Now' }).getAttribute('href')).toBe('/subscribe');
    cleanup();
    renderPanel('trial');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
