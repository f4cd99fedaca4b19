import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SynthsQuery } from '../../__generated__/SynthsQuery.graphql';
import { formatDateTime } from '../../lib/formatDate';
import { createMockEnvironment, MockPayloadGenerator, type TestEnvironment } from '../../test/mockEnvironment';
import { renderApp } from '../../test/render';
import { dismissToast } from '../../toast/toastStore';
import { ErrorBoundary } from './route';
import { Synths, SynthsQueryDef, SYNTHS_TEXT } from './Synths';

vi.mock('react-relay', async (importOriginal) =>
  (await import('../../test/relayTag')).withGraphqlTag(await importOriginal<object>()),
);

afterEach(() => {
  cleanup();
  act(() => dismissToast());
});

function setup(synths: Record<string, unknown>[] | null, opts: { resolve?: boolean } = {}) {
  const environment: TestEnvironment = createMockEnvironment();
  const resolvers = {
    SynthConnection: () => ({ edges: (synths ?? []).map((_, i) => ({ cursor: `c${i}`, node: {} })) }),
    Synth: (_: unknown, generateId: () => number) => ({ ...synths![(generateId() - 1) % synths!.length] }),
  };
  if (opts.resolve !== false)
    environment.mock.queueOperationResolver((op) => MockPayloadGenerator.generate(op, resolvers));
  environment.mock.queuePendingOperation(SynthsQueryDef, {});
  const queryRef = loadQuery<SynthsQuery>(environment, SynthsQueryDef, {});
  const utils = renderApp(
    <Suspense fallback={<p>{SYNTHS_TEXT.loading}</p>}>
      <Synths queryRef={queryRef} />
    </Suspense>,
    { path: '/synths', environment, extraRoutes: [{ path: '/dashboard', element: <p>dashboard page</p> }] },
  );
  return { environment, ...utils };
}

const SYNTH = {
  id: 'synth-1',
  name: 'Morning brief',
  status: 'active',
  rssFeedUrls: ['https://example.com/feed.xml'],
  topics: ['fintech', 'professional:payments'],
  lastRunAt: '2026-03-05T09:07:00Z',
};

describe('Synths page', () => {
  it('shows "Loading synths..." while the list loads', () => {
    setup([SYNTH], { resolve: false });
    screen.getByText('Loading synths...');
  });

  it('shows the empty text and an enabled Create Synth button without synths', () => {
    setup([]);
    screen.getByRole('heading', { name: 'Synths' });
    screen.getByText('No synths found. Create your first synth to get started.');
    expect((screen.getByRole('button', { name: 'Create Synth' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('Create Synth goes to the dashboard with the exact Create a Synth toast', async () => {
    setup([]);
    fireEvent.click(screen.getByRole('button', { name: 'Create Synth' }));
    await screen.findByText('dashboard page');
    screen.getByText('Create a Synth');
    screen.getByText('Use the dashboard to create and configure your new synth.');
  });

  it('disables the button as "Synth Limit Reached" with one synth', () => {
    setup([SYNTH]);
    const button = screen.getByRole('button', { name: 'Synth Limit Reached' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('renders a card with feeds, topic chips, the formatted last run and the status', () => {
    setup([SYNTH]);
    const card = within(screen.getByRole('article', { name: 'Morning brief' }));
    card.getByText('https://example.com/feed.xml');
    card.getByText('fintech');
    card.getByText('payments');
    card.getByText(formatDateTime('2026-03-05T09:07:00Z'));
    expect(formatDateTime(new Date(2026, 2, 5, 9, 7))).toBe('Mar 5, 2026 09:07');
    card.getByText('Active');
    card.getByRole('button', { name: 'Stop Synth' });
  });

  it('shows None and Never for an empty, never-run synth, with Start Synth when inactive', () => {
    setup([{ ...SYNTH, status: 'inactive', rssFeedUrls: [], topics: [], lastRunAt: null }]);
    const card = within(screen.getByRole('article', { name: 'Morning brief' }));
    expect(card.getAllByText('None')).toHaveLength(2);
    card.getByText('Never');
    card.getByText('Inactive');
    card.getByRole('button', { name: 'Start Synth' });
  });

  it('stops a synth at once (optimistic) and toasts the server result', async () => {
    const { environment } = setup([SYNTH]);
    fireEvent.click(screen.getByRole('button', { name: 'Stop Synth' }));
    screen.getByRole('button', { name: 'Start Synth' });
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: { toggleSynthStatus: { id: 'synth-1', status: 'inactive' } },
      });
    });
    await screen.findByText('Synth deactivated successfully');
  });

  it('rolls back and toasts the exact toggle error when the toggle fails', async () => {
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    const { environment } = setup([SYNTH]);
    fireEvent.click(screen.getByRole('button', { name: 'Stop Synth' }));
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('boom')));
    await screen.findByText('Failed to toggle synth status. Please try again later.');
    screen.getByRole('button', { name: 'Stop Synth' });
  });

  it('the error boundary shows the exact load-failure banner', () => {
    renderApp(<ErrorBoundary />, { path: '/synths' });
    expect(screen.getByRole('alert').textContent).toBe('Unable to load synths. Please try refreshing the page.');
  });
});
