import { MockActivityEnvironment } from '@temporalio/testing';
import { describe, expect, it } from 'vitest';
import { heartbeatIfLong } from './with-heartbeats';

// Each heartbeat that reaches Temporal is a request and a write of the run's state there.
async function heartbeatsOf(startedMsAgo: number, isLocal = false): Promise<number> {
  const env = new MockActivityEnvironment({ currentAttemptScheduledTimestampMs: Date.now() - startedMsAgo, isLocal });
  let sent = 0;
  env.on('heartbeat', () => sent++);
  await env.run(async () => {
    heartbeatIfLong();
    heartbeatIfLong();
    await Promise.resolve();
  });
  return sent;
}

describe('heartbeats for progress', () => {
  it('sends none while a step is young, so a quick digest costs Temporal no heartbeat', async () => {
    expect(await heartbeatsOf(1_000)).toBe(0);
  });

  it('sends them once the step has run for a while, so a long step is not taken for a dead one', async () => {
    expect(await heartbeatsOf(6_000)).toBe(2);
  });

  it('sends none from a local activity, whose workflow task the SDK keeps alive instead', async () => {
    expect(await heartbeatsOf(6_000, true)).toBe(0);
  });
});
