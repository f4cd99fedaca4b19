import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RunsQuery } from '../../__generated__/RunsQuery.graphql';
import { createMockEnvironment, MockPayloadGenerator, type TestEnvironment } from '../../test/mockEnvironment';
import { renderApp } from '../../test/render';
import { RUNS_TEXT } from './RunHistory';
import { Runs, RunsQueryDef } from './Runs';

vi.mock('react-relay', async (importOriginal) =>
  (await import('../../test/relayTag')).withGraphqlTag(await importOriginal<object>()),
);

afterEach(cleanup);

const run = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  synthName: 'Morning brief',
  status: 'succeeded',
  trigger: 'manual',
  timezone: 'Europe/Paris',
  createdAt: '2026-11-23T06:00:00Z',
  startedAt: '2026-11-23T06:00:00Z',
  finishedAt: '2026-11-23T06:01:00Z',
  articlesFetched: 5,
  articlesFiltered: 2,
  articlesProcessed: 2,
  tokensUsed: 10,
  estimatedCostUsd: 0,
  error: null,
  email: { status: 'skipped', recipient: null, reason: 'No recipient email set; nothing sent' },
  ...over,
});

function setup(runs: Record<string, unknown>[], hasNextPage = false) {
  const environment: TestEnvironment = createMockEnvironment();
  environment.mock.queueOperationResolver((op) =>
    MockPayloadGenerator.generate(op, {
      SynthRunConnection: () => ({
        edges: runs.map((node, i) => ({ cursor: `c${i}`, node })),
        pageInfo: { hasNextPage, endCursor: 'c-end' },
      }),
    }),
  );
  environment.mock.queuePendingOperation(RunsQueryDef, {});
  const queryRef = loadQuery<RunsQuery>(environment, RunsQueryDef, {});
  renderApp(
    <Suspense fallback={<p>loading</p>}>
      <Runs queryRef={queryRef} />
    </Suspense>,
    { path: '/runs', environment },
  );
  return environment;
}

describe('the runs page', () => {
  it('lists each run with its outcome and a link to its page', () => {
    setup([
      run('r2', {
        status: 'failed',
        trigger: 'scheduled',
        error: '5 of 5 feeds failed',
        email: { status: 'notSent', recipient: null, reason: 'The run failed before its email step' },
      }),
      run('r1'),
    ]);
    const items = within(screen.getByRole('list', { name: 'Run history' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]);
    expect(first.getByRole('link', { name: 'Morning brief' }).getAttribute('href')).toBe('/runs/r2');
    first.getByText('Failed');
    first.getByText('Scheduled');
    first.getByText('5 of 5 feeds failed');
    first.getByText('Not sent: The run failed before its email step');
    within(items[1]).getByText('Skipped: No recipient email set; nothing sent');
  });

  it('says there are no runs yet', () => {
    setup([]);
    screen.getByText(RUNS_TEXT.empty);
  });

  it('loads older runs on request', () => {
    const environment = setup([run('r1')], true);
    fireEvent.click(screen.getByRole('button', { name: RUNS_TEXT.more }));
    const op = environment.mock
      .getAllOperations()
      .find((o) => o.request.node.params.name === 'RunHistoryPaginationQuery')!;
    expect(op.request.variables).toMatchObject({ count: 20, cursor: 'c-end' });
  });
});
