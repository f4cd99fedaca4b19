import { ApplicationFailure } from '@temporalio/activity';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProviderFailure } from '@synth/core/lib';
import { UNEXPECTED_STEP_FAILURE, withSafeFailures } from './safe-failures';

afterEach(() => vi.restoreAllMocks());

const failing = (err: unknown) =>
  withSafeFailures({
    fetchFeeds: async (_input: { runId: string }) => {
      throw err;
    },
  }).fetchFeeds({ runId: 'r1' });

describe('what a failed step may tell the run log', () => {
  it("keeps a provider failure's sentence and writes what the service said to the worker log only", async () => {
    const log = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new ProviderFailure(
      'The AI service is over its request limit for now.',
      'HTTP 429: Rate limit reached for org-abc123',
    );
    await expect(failing(failure)).rejects.toBe(failure);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('org-abc123'));
  });

  it("reads an error of Synth's own as one general sentence, still retryable, and logs it in full", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const outage = new Error('connect ECONNREFUSED 10.0.3.7:5432');
    const err = await failing(outage).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApplicationFailure);
    expect((err as ApplicationFailure).message).toBe(UNEXPECTED_STEP_FAILURE);
    expect((err as ApplicationFailure).nonRetryable).toBe(false);
    expect(JSON.stringify(err)).not.toContain('10.0.3.7');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('fetchFeeds'), outage);
  });

  it('passes failures a step built on purpose unchanged, so their retry rules hold', async () => {
    const permanent = ApplicationFailure.nonRetryable('Run r1 is canceled', 'RunNotRunning');
    await expect(failing(permanent)).rejects.toBe(permanent);
  });

  it('passes results through', async () => {
    const steps = withSafeFailures({
      finishRun: async ({ runId }: { runId: string }) => ({ runId, status: 'succeeded' }),
    });
    await expect(steps.finishRun({ runId: 'r2' })).resolves.toEqual({ runId: 'r2', status: 'succeeded' });
  });
});
