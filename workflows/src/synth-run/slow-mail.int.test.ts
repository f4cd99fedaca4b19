// A mail service that takes 70 s to answer, on the real Temporal server and database: the email
// step waits for it (heartbeating) instead of timing out and sending the digest a second time.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmailDelivery, EmailDeliveryStatus } from '@synth/core/email';
import { SynthService } from '@synth/core/synths';
import { User } from '@synth/core/users';
import { useTestServices } from '../../../test-support/env';
import { recipientsWhoConfirm } from '../../../test-support/recipients';
import { rss, startFeedServer, type FeedServer } from '../../../test-support/feed-server';
import { sentEmails } from '../../../dev-services/ses-store';
import { startSlowSes, type SlowSes } from '../../../test-support/slow-ses';
import { TemporalScheduleService } from '../schedules/schedule.service';
import { testRuns } from '../test-support/start-run';
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
      const em = h.em();
      const email = `slow-${randomUUID().slice(0, 8)}@example.com`;
      const user = em.create(User, { firebaseUid: `uid-${randomUUID()}`, email, displayName: 'Pat' } as never) as User;
      await em.flush();
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
      const synths = new SynthService(
        em,
        new TemporalScheduleService(async () => h.client, h.taskQueue),
        undefined,
        recipientsWhoConfirm(em),
      );
      const synth = await synths.create(user, {
        name: 'Slow mail',
        status: 'inactive',
        rssFeedUrls: [`${feeds.url}${path}`],
        recipientEmail: email,
      });
      const runs = testRuns(h, em);
      const run = await runs.startManual(user, synth.id);

      const result = await runs.waitForResult(run, ANSWER_AFTER_MS + 45_000);

      expect(result).toMatchObject({ status: 'succeeded', emailSent: true });
      expect(slowSes.sends).toBe(1);
      const delivered = await sentEmails(sesUrl, email);
      expect(delivered).toHaveLength(1);
      const delivery = await h.em().findOneOrFail(EmailDelivery, { deliveryKey: `run:${run.id}` });
      expect(delivery.status).toBe(EmailDeliveryStatus.sent);
      expect(delivery.messageId).toBe(delivered[0].messageId);
    },
    ANSWER_AFTER_MS + 60_000,
  );
});
