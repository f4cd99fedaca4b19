import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockEnvironment, MockPayloadGenerator, resolveEvery } from '../test/mockEnvironment';
import { renderApp, resetRenderedApp } from '../test/render';
import { ViewerUserHost } from '../test/ViewerUserHost';
import { SubscriptionStatusPanel } from './SubscriptionStatusPanel';

vi.mock('react-relay', async (importOriginal) =>
  (await import('../test/relayTag')).withGraphqlTag(await importOriginal<object>()),
);

afterEach(resetRenderedApp);

/** Renders the panel; `refresh` answers the re-read from Stripe. Returns the names of the operations sent. */
function renderPanel(subscriptionStatus: string, refresh: 'ok' | 'fails' = 'ok') {
  const environment = createMockEnvironment();
  const sent: string[] = [];
  resolveEvery(environment, (op) => {
    sent.push(op.request.node.operation.name);
    if (op.request.node.operation.name === 'refreshSubscriptionStatusQuery' && refresh === 'fails')
      return new Error('503: down');
    return MockPayloadGenerator.generate(op, { User: () => ({ subscriptionStatus }) });
  });
  renderApp(<ViewerUserHost render={(u) => <SubscriptionStatusPanel user={u} showRefresh />} />, { environment });
  return sent;
}

describe('subscription status panel', () => {
  it('shows an active subscription and re-syncs it from Stripe on Refresh Status', async () => {
    const sent = renderPanel('active-basic');
    screen.getByText('Active Subscription');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Refresh Status' })));
    expect(sent).toContain('refreshSubscriptionStatusQuery');
  });

  it('a failed refresh says "Update Failed" and hides the panel', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPanel('active-professional', 'fails');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Refresh Status' })));
    const region = within(screen.getByRole('region', { name: 'Notifications (F8)' }));
    region.getByText('Update Failed');
    region.getByText('Could not refresh your subscription status.');
    expect(screen.queryByText('Active Subscription')).toBeNull();
  });

  it('an expired trial gets the subscribe panel; the trial itself gets none', () => {
    renderPanel('trial_expired');
    screen.getByText('Trial Expired - Subscribe to continue using all features');
    expect(screen.getByRole('link', { name: 'Subscribe Now' }).getAttribute('href')).toBe('/subscribe');
    cleanup();
    renderPanel('trial');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
