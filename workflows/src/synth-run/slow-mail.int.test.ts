// A mail service that takes 70 s to answer, on the real Temporal server and database: the email
// step waits for it (heartbeating) instead of timing out and sending the digest a second time.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmailDelivery, EmailDeliveryStatus } from '@synth/core/email';
import { useTestServices } from '../../../test-support/env';
import { rss, startFeedServer, type FeedServer } from '../../../test-support/feed-server';
import { startSlowSes, type SlowSes } from '../../../test-support/slow-ses';
import { runAndReadDigest } from '../test-support/start-run';
import { startWorker, type WorkerHarness } from '../test-support/worker-harness';

const ANSWER_AFTER_MS = 70_000;
let h: WorkerHarness;
let feeds: FeedServer;
let slowSes: SlowSes;
let sesUrl: string;

beforeAll(async () => {
  sesUrl = useTestServices().sesUrl;
  feeds = await startFeedServer();
  slowSes = await startSlowSes({ forwardTo: sesUrl, delayMs: ANSWER_AFTER_MS });
  h = await startWorker({ env: { SES_ENDPOINT: slowSes.url } });
});
afterAll(async () => {
  await h?.close();
  await slowSes?.close();
  await feeds?.close();
  // The harness wrote the stand-in's address into process.env; later suites expect the local SES.
  if (sesUrl) process.env.SES_ENDPOINT = sesUrl;
});

describe('a digest whose mail service answers after 70 s', () => {
  it(
    'is sent once and recorded as sent',
    async () => {
      const email = `slow-${randomUUID().slice(0, 8)}@example.com`;
      const path = `/slow-mail-${randomUUID().slice(0, 8)}.xml`;
      feeds.setFeed(
        path,
        rss('News', [
          {
            title: 'Rates hold steady',
            link: 'https://news.example.com/rates',
            description: 'The bank kept rates where they were.',
          },
        ]),
      );
      const {
        run,
        result,
        emails: delivered,
      } = await runAndReadDigest(
        h,
        { name: 'Slow mail', status: 'inactive', rssFeedUrls: [`${feeds.url}${path}`], recipientEmail: email },
        { owner: { email }, timeoutMs: ANSWER_AFTER_MS + 45_000, sesUrl },
      );

      expect(result).toMatchObject({ status: 'succeeded', emailSent: true });
      expect(slowSes.sends).toBe(1);
      expect(delivered).toHaveLength(1);
      const delivery = await h.em().findOneOrFail(EmailDelivery, { deliveryKey: `run:${run.id}` });
      expect(delivery.status).toBe(EmailDeliveryStatus.sent);
      expect(delivery.messageId).toBe(delivered[0].messageId);
    },
    ANSWER_AFTER_MS + 60_000,
  );
});
