// Provider failures in a real run (real Temporal, database and worker; the AI and mail services are
// stand-ins speaking their APIs): the run log says what happened in a plain sentence, and what the
// service said (a key fragment, an internal address) reaches only the worker's log.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RunLog, SynthRun } from '@synth/core/runs';
import { SynthService } from '@synth/core/app';
import { User } from '@synth/core/users';
import { completion, startFakeOpenAi, type FakeOpenAi } from '../../../test-support/fake-openai';
import { rss, startFeedServer, type FeedServer } from '../../../test-support/feed-server';
import { recipientsWhoConfirm } from '../../../test-support/recipients';
import { startRefusingSes, type RefusingSes } from '../../../test-support/refusing-ses';
import { TemporalScheduleService } from '../schedules/schedule.service';
import { testRuns } from '../test-support/start-run';
import { startWorker, type WorkerHarness } from '../test-support/worker-harness';

const KEY_FRAGMENT = 'sk-test****9f3a';
const SES_WORDS = 'The following identities failed the check in region EU-WEST-1: digest@internal.synth.example';
const SETTINGS = ['AI_PROVIDER', 'OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL', 'SES_ENDPOINT'];

let h: WorkerHarness;
let ai: FakeOpenAi;
let ses: RefusingSes;
let feeds: FeedServer;
const before: Record<string, string | undefined> = {};

beforeAll(async () => {
  for (const name of SETTINGS) before[name] = process.env[name];
  ai = await startFakeOpenAi();
  ses = await startRefusingSes({
    status: 400,
    code: 'MessageRejected',
    message: `Email address is not verified. ${SES_WORDS}`,
  });
  feeds = await startFeedServer();
  h = await startWorker({
    env: {
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-test-key',
      OPENAI_BASE_URL: ai.baseUrl,
      OPENAI_MODEL: 'test-model',
      SES_ENDPOINT: ses.url,
    },
  });
});
afterAll(async () => {
  await h?.close();
  await ai?.close();
  await ses?.close();
  await feeds?.close();
  // The harness wrote these into process.env; later suites expect the local defaults.
  for (const name of SETTINGS) {
    if (before[name] === undefined) delete process.env[name];
    else process.env[name] = before[name];
  }
});
afterEach(() => {
  ai.reset();
  vi.restoreAllMocks();
});

/** A new account runs a one-article synth mailing its own address; its run's error, log lines and what the worker logged. */
async function runOnce() {
  const serverLog = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const em = h.em();
  const email = `provider-${randomUUID().slice(0, 8)}@example.com`;
  const user = em.create(User, { firebaseUid: `uid-${randomUUID()}`, email, displayName: 'Pat' } as never) as User;
  await em.flush();
  const path = `/provider-errors-${randomUUID().slice(0, 8)}.xml`;
  // A fresh article, so no summary cached by another test answers for the AI service.
  feeds.setFeed(
    path,
    rss('News', [
      {
        title: `Rates hold ${path}`,
        link: `https://news.example.com${path}`,
        description: 'The bank kept rates where they were.',
      },
    ]),
  );
  const synths = new SynthService(
    em,
    new TemporalScheduleService(async () => h.client, h.taskQueue),
    undefined,
    recipientsWhoConfirm(em),
  );
  const synth = await synths.create(user, {
    name: 'Provider errors',
    status: 'inactive',
    rssFeedUrls: [`${feeds.url}${path}`],
    recipientEmail: email,
  });
  const runs = testRuns(h, em);
  const started = await runs.startManual(user, synth.id);
  const result = await runs.waitForResult(started, 60_000);
  const run = await h.em().findOneOrFail(SynthRun, { id: started.id });
  const logs = (await h.em().find(RunLog, { run: run.id }, { orderBy: { seq: 'asc' } })).map((l) => l.message);
  const worker = serverLog.mock.calls.map((args) => args.join(' ')).join('\n');
  return { result, run, logs, everything: JSON.stringify({ logs, error: run.error, output: run.output }), worker };
}

describe('a provider failure in a run', () => {
  it('reads "The AI service refused the API key." in the run log, with the key fragment only in the worker log', async () => {
    const refusal = {
      status: 401,
      json: {
        error: {
          message: `Incorrect API key provided: ${KEY_FRAGMENT}. You can find your API key at https://platform.openai.com/account/api-keys.`,
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      },
    };
    ai.replies.push(refusal, refusal, refusal);

    const { result, logs, everything, worker } = await runOnce();

    expect(result.status).toBe('failed');
    expect(result.error).toBe('The AI service refused the API key.');
    expect(logs).toContain('Run failed: The AI service refused the API key.');
    expect(everything).not.toContain(KEY_FRAGMENT);
    expect(everything).not.toContain('invalid_api_key');
    expect(worker).toContain(KEY_FRAGMENT);
  });

  it('reads "Email not sent: The email service refused the message." in the run log, with what SES said only in the worker log', async () => {
    for (let i = 0; i < 5; i++) ai.replies.push(completion('The bank kept its rates.'));

    const { result, logs, everything, worker } = await runOnce();

    expect(ses.sends).toBeGreaterThan(0);
    expect(result.status).toBe('failed');
    expect(logs).toContain('Email not sent: The email service refused the message.');
    expect(logs).toContain('Run failed: The email service refused the message.');
    expect(everything).not.toContain('internal.synth.example');
    expect(everything).not.toContain('MessageRejected');
    expect(worker).toContain('digest@internal.synth.example');
  });
});
