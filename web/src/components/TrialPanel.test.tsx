import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockEnvironment, MockPayloadGenerator } from '../test/mockEnvironment';
import { renderApp } from '../test/render';
import { ViewerUserHost } from '../test/ViewerUserHost';
import { daysRemainingText, TrialPanel, trialElapsedPercent } from './TrialPanel';

vi.mock('react-relay', async (importOriginal) =>
  (await import('../test/relayTag')).withGraphqlTag(await importOriginal<object>()),
);

afterEach(cleanup);

function renderPanel(user: Record<string, unknown>) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((op) => MockPayloadGenerator.generate(op, { User: () => user }));
  return renderApp(<ViewerUserHost render={(u) => <TrialPanel user={u} />} />, { environment });
}

describe('trial panel', () => {
  it('shows Free Trial, days remaining, executions used and Upgrade Now', () => {
    renderPanel({
      subscriptionStatus: 'trial',
      trialDaysLeft: 2,
      executionsUsed: 1,
      trialStartedAt: new Date(Date.now() - 86_400_000).toISOString(),
    });
    screen.getByText('Free Trial');
    screen.getByText('2 days remaining');
    screen.getByText('1 execution used');
    expect(screen.getByRole('link', { name: 'Upgrade Now' }).getAttribute('href')).toBe('/subscribe');
    expect(document.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('primary');
  });

  it('turns the bar amber above 80 percent', () => {
    renderPanel({
      subscriptionStatus: 'trial',
      trialDaysLeft: 1,
      executionsUsed: 3,
      trialStartedAt: new Date(Date.now() - 2.7 * 86_400_000).toISOString(),
    });
    screen.getByText('1 day remaining');
    expect(document.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('amber');
  });

  it('is absent outside the trial', () => {
    renderPanel({
      subscriptionStatus: 'active-basic',
      trialDaysLeft: 0,
      executionsUsed: 0,
      trialStartedAt: new Date().toISOString(),
    });
    expect(screen.queryByText('Free Trial')).toBeNull();
  });

  it('computes the share of the trial used', () => {
    const start = Date.UTC(2026, 0, 1);
    expect(trialElapsedPercent(new Date(start).toISOString(), 3, start + 1.5 * 86_400_000)).toBe(50);
    expect(trialElapsedPercent(null, 0)).toBe(100);
    expect(daysRemainingText(1)).toBe('1 day remaining');
  });
});
