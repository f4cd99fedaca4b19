import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockEnvironment } from '../test/mockEnvironment';
import { dismissToast, toastStore } from '../toast/toastStore';
import { refreshAfterRun } from './refreshAfterRun';

vi.mock('react-relay', async (importOriginal) =>
  (await import('../test/relayTag')).withGraphqlTag(await importOriginal<object>()),
);

afterEach(() => {
  act(() => dismissToast());
  vi.restoreAllMocks();
});

describe('refreshAfterRun', () => {
  it('reloads the trial counters and the saved synth from the server', async () => {
    const environment = createMockEnvironment();
    const done = refreshAfterRun(environment, 'synth-1');
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.operation.name).toBe('refreshAfterRunQuery');
    expect(op.request.variables).toEqual({ synthId: 'synth-1', hasSynth: true });
    environment.mock.resolve(op, {
      data: {
        viewer: { user: { id: 'u1', executionsUsed: 2, trialDaysLeft: 1, subscriptionStatus: 'trial' } },
        node: null,
      },
    });
    await done;
    expect(toastStore.getSnapshot()).toEqual([]);
  });

  it('says "Failed to load trial status" when the server cannot answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const environment = createMockEnvironment();
    const done = refreshAfterRun(environment, null);
    environment.mock.rejectMostRecentOperation(new Error('network down'));
    await done;
    expect(toastStore.getSnapshot()).toMatchObject([
      { title: 'Error', description: 'Failed to load trial status. Please try again.', variant: 'destructive' },
    ]);
  });
});
