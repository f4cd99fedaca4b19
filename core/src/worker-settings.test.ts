import { describe, expect, it } from 'vitest';
import { ConfigError } from './config';
import { configWith } from './config-env.test-data';

const load = configWith(['WORKER_MAX_CACHED_WORKFLOWS', 'WORKER_MAX_CONCURRENT_ACTIVITIES', 'WORKER_MAX_RUNS_IN_HAND']);
const withEnv = (values: Record<string, string>) => load(values).temporal;

describe('the worker sizing settings', () => {
  it("leave the workflow cache to the SDK's default and run 100 steps at once when nothing is set", () => {
    expect(withEnv({})).toMatchObject({
      workerMaxCachedWorkflows: undefined,
      workerMaxConcurrentActivities: 100,
      workerMaxRunsInHand: 100,
    });
    expect(withEnv({ WORKER_MAX_CACHED_WORKFLOWS: '' }).workerMaxCachedWorkflows).toBeUndefined();
  });

  it('read both sizes, and refuse one that is not a whole number', () => {
    expect(withEnv({ WORKER_MAX_CACHED_WORKFLOWS: '300', WORKER_MAX_CONCURRENT_ACTIVITIES: '40' })).toMatchObject({
      workerMaxCachedWorkflows: 300,
      workerMaxConcurrentActivities: 40,
    });
    expect(() => withEnv({ WORKER_MAX_CACHED_WORKFLOWS: 'many' })).toThrow(ConfigError);
    expect(() => withEnv({ WORKER_MAX_CONCURRENT_ACTIVITIES: '2.5' })).toThrow(/WORKER_MAX_CONCURRENT_ACTIVITIES/);
  });

  it('take as many runs in hand as they work on, unless told more', () => {
    expect(withEnv({ WORKER_MAX_CONCURRENT_ACTIVITIES: '40' }).workerMaxRunsInHand).toBe(40);
    expect(withEnv({ WORKER_MAX_CONCURRENT_ACTIVITIES: '40', WORKER_MAX_RUNS_IN_HAND: '1000' })).toMatchObject({
      workerMaxConcurrentActivities: 40,
      workerMaxRunsInHand: 1000,
    });
    // Fewer in hand than worked on would leave steps' slots unused: it is raised to their number.
    expect(withEnv({ WORKER_MAX_CONCURRENT_ACTIVITIES: '40', WORKER_MAX_RUNS_IN_HAND: '10' }).workerMaxRunsInHand).toBe(
      40,
    );
    expect(() => withEnv({ WORKER_MAX_RUNS_IN_HAND: 'lots' })).toThrow(/WORKER_MAX_RUNS_IN_HAND/);
  });
});
