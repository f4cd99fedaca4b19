// A run gathers and mails in one activity. When the mail service fails once, the retry must mail
// what the first attempt chose: no second choice of articles, no second post, one email.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { outputOf } from '@synth/core/runs';
import { rss, startFeedServer, type FeedServer } from '../../../test-support/feed-server';
import { sentEmails } from '../../../dev-services/ses-store';
import { startWorker, type WorkerHarness } from '../test-support/worker-harness';
import { runSynthOnce } from '../test-support/start-run';

const counts = { summaries: 0, posts: 0, sends: 0, failNextSend: 0 };
let h: WorkerHarness;
let feeds: FeedServer;

beforeAll(async () => {
  feeds = await startFeedServer();
  h = await startWorker({
    ai: (real) => ({
      summarize: (req) => (counts.summaries++, real.summarize(req)),
      writePost: (req) => (counts.posts++, real.writePost(req)),
    }),
    wrap: (deps) => ({
      ...deps,
      mailer: {
        async send(msg) {
          counts.sends++;
          if (counts.failNextSend > 0) {
            counts.failNextSend--;
            throw new Error('SES is throttling (503)');
          }
          return deps.mailer.send(msg);
        },
      },
    }),
  });
});
afterAll(async () => {
  await h?.close();
  await feeds?.close();
});

describe('a run whose mail fails once', () => {
  it('mails on the retry what the first attempt chose, writing no summary or post twice', async () => {
    const to = `one-step-${randomUUID().slice(0, 6)}@example.com`;
    feeds.setFeed(
      '/one-step.xml',
      rss('Payments Daily', [
        {
          title: 'Card fees cut for small shops',
          description: 'Payments networks lowered interchange for merchants with small turnover.',
          link: 'https://news.example.com/one-step/1',
        },
      ]),
    );
    counts.failNextSend = 1;
    const before = { ...counts };
    const { result, run, logs } = await runSynthOnce(h, {
      rssFeedUrls: [`${feeds.url}/one-step.xml`],
      topics: ['payments'],
      recipientEmail: to,
    });

    expect(result).toMatchObject({ status: 'succeeded', emailSent: true });
    expect(counts.sends - before.sends).toBe(2);
    expect(counts.summaries - before.summaries).toBe(1);
    expect(counts.posts - before.posts).toBe(1);
    expect(await sentEmails(h.sesUrl, to)).toHaveLength(1);
    // The choice was made once: one "kept" line, and the run records when it was made.
    expect(logs.filter((l) => l.includes(':filter:'))).toHaveLength(1);
    expect(outputOf(run).gatheredAt).toBeTruthy();
    expect(outputOf(run).articles?.map((a) => a.title)).toEqual(['Card fees cut for small shops']);
  });
});
