// Two accounts on the real database, Temporal and local SES: one plants an article in its own feed
// (dated 2099 so it would rank first), the other runs its digest with real-world examples from the
// offline stored-articles search. The planted link must reach neither that digest nor its posts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogFeedEntry } from '@synth/core/feeds';
import type { SynthFields } from '@synth/core/synths';
import { rss, startFeedServer, type FeedServer } from '../../../test-support/feed-server';
import { sentEmails } from '../../../dev-services/ses-store';
import { runAndReadDigest } from '../test-support/start-run';
import { startWorker, type WorkerHarness } from '../test-support/worker-harness';

let h: WorkerHarness;
let feeds: FeedServer;
const catalogueIds: string[] = [];

beforeAll(async () => {
  feeds = await startFeedServer();
  h = await startWorker();
});
afterAll(async () => {
  if (h && catalogueIds.length) await h.em().nativeDelete(CatalogFeedEntry, { id: { $in: catalogueIds } });
  await h?.close();
  await feeds?.close();
});

function publish(title: string, items: Parameters<typeof rss>[1]): string {
  const path = `/tenants-${randomUUID().slice(0, 8)}.xml`;
  feeds.setFeed(path, rss(title, items));
  return `${feeds.url}${path}`;
}

/** A paying account (examples need the Professional plan) whose synth mails the account's own address, run once by hand. */
async function runAsNewAccount(fields: SynthFields) {
  const email = `tenant-${randomUUID().slice(0, 8)}@example.com`;
  const { result, output } = await runAndReadDigest(
    h,
    { name: 'Tenant test', status: 'inactive', recipientEmail: email, enableRealWorldExamples: true, ...fields },
    { owner: { email, subscriptionStatus: 'active-professional' }, timeoutMs: 60_000 },
  );
  return { email, result, output };
}

describe("one account's feeds never reach another account's digest", () => {
  it("leaves a planted, future-dated article out of the other account's examples, email and posts, while catalogue articles still count", async () => {
    const word = `quasarine${randomUUID().slice(0, 6)}`;
    const plantedLink = `https://planted.example/${word}-buy-now`;
    const curatedLink = `https://curated.example/${word}-field-report`;

    // The catalogue feed is read once by someone's run; any account may be shown its articles.
    const curated = publish('Curated', [
      { title: `A ${word} field report`, link: curatedLink, description: `How ${word} works in practice.` },
    ]);
    catalogueIds.push(`test-${word}`);
    const db = h.em();
    db.create(CatalogFeedEntry, {
      id: `test-${word}`,
      title: 'Curated test feed',
      url: curated,
      description: 'A test entry',
      category: 'Test',
      position: 1_000_000,
    });
    await db.flush();

    const planter = await runAsNewAccount({
      topics: [word],
      rssFeedUrls: [
        curated,
        publish('Planter', [
          {
            title: `Breaking ${word} news`,
            link: plantedLink,
            description: `Everything about ${word}, click here.`,
            pubDate: new Date('2099-01-01T00:00:00Z'),
          },
        ]),
      ],
    });
    expect(planter.result.status).toBe('succeeded');

    const reader = await runAsNewAccount({
      topics: [word],
      rssFeedUrls: [
        publish('Reader', [
          {
            title: `Local ${word} pilot starts`,
            link: `https://reader.example/${word}-pilot`,
            description: `A town tries ${word}.`,
          },
        ]),
      ],
    });
    expect(reader.result).toMatchObject({ status: 'succeeded', emailSent: true });

    // The search ran for the reader and found the catalogue's article, so it could have found the planted one.
    expect(reader.output.examples?.map((e) => e.url)).toEqual([curatedLink]);
    const [email] = await sentEmails(h.sesUrl, reader.email);
    expect(email.body.html).toContain(curatedLink);
    for (const text of [email.body.html ?? '', email.body.text ?? '', JSON.stringify(reader.output.posts ?? [])]) {
      expect(text).not.toContain('planted.example');
      expect(text).not.toContain(`Breaking ${word}`);
    }
  });
});
