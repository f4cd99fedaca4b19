// The relevance filter in a real run (real Temporal server, database and local SES, fixture feeds):
// the supply-chain consultant's synth, drafted by the quick creator from their own sentence, keeps
// the logistics stories a literal filter dropped, and the run records why it left out the rest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { synthFromPrompt } from '@synth/core/catalog';
import { RELEVANCE_THRESHOLD } from '@synth/core/relevance';
import type { RunOutput } from '@synth/core/runs';
import { rss, startFeedServer, type FeedItem, type FeedServer } from '../../../test-support/feed-server';
import { supplyChainConsultant } from '../../../test-support/relevance-corpus';
import { startWorker, type WorkerHarness } from '../test-support/worker-harness';
import { runSynthOnce } from '../test-support/start-run';

let h: WorkerHarness;
let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
  h = await startWorker();
});
afterAll(async () => {
  await h?.close();
  await feeds?.close();
});

const corpus = (title: string) => supplyChainConsultant.articles.find((a) => a.title.startsWith(title))!;
/** The five plainly relevant articles of the issue that a literal filter kept none of. */
const WANTED = [
  corpus('Rotterdam opens'),
  corpus('Electric terminal in Rotterdam'),
  corpus('Asia-Europe freight rates'),
  corpus('Drones begin delivering'),
  corpus('Warehouse-robot maker'),
];
const OFF_TOPIC = [corpus('Central bank holds'), corpus('Amazon Prime Day')];
const ONE_BODY_TERM = {
  title: 'Bakery shares jump on strong Christmas sales',
  lead: 'Its new vans now make deliveries across the county.',
};

describe('a run keeps what the topics mean', () => {
  it("keeps the supply-chain articles, stores each one's score and reasons, and says why it left out the rest", async () => {
    const draft = synthFromPrompt(supplyChainConsultant.description);
    if (!draft.ok) throw new Error(draft.message);
    const path = `/relevance-${randomUUID().slice(0, 6)}.xml`;
    const items = [...WANTED, ...OFF_TOPIC, ONE_BODY_TERM].map((a, i): FeedItem => ({
      title: a.title,
      link: `https://news.example/${i}`,
      guid: `relevance-${i}`,
      description: a.lead,
      pubDate: new Date(Date.now() - (i + 1) * 60_000),
    }));
    feeds.setFeed(path, rss('Freight Desk', items));

    const { result, run, logs } = await runSynthOnce(h, {
      topics: draft.config.topics,
      rssFeedUrls: [feeds.url + path],
      fetchLatestOnly: false,
    });
    expect(result.status).toBe('succeeded');
    const output = run.output as RunOutput;
    const link = (title: string) => items.find((i) => i.title === title)!.link;

    // Each wanted article is an item, or another outlet's copy of one.
    const kept = output.articles ?? [];
    const copies = (output.leftOut ?? []).filter((l) => l.reason.kind === 'sameStoryAs').map((l) => l.link);
    for (const a of WANTED) expect([...kept.map((i) => i.link), ...copies], a.title).toContain(link(a.title));
    const freight = kept.find((i) => i.link === link(WANTED[2].title))!;
    expect(freight.relevance).toMatchObject({
      threshold: RELEVANCE_THRESHOLD,
      because: expect.arrayContaining(['freight']),
    });
    expect(freight.relevance!.score).toBeGreaterThanOrEqual(freight.relevance!.threshold);
    // The digest leads with the most relevant story, not the newest (the feed lists them newest first).
    const scores = kept.map((i) => i.relevance!.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores).not.toEqual(
      WANTED.flatMap((a) => kept.filter((i) => i.link === link(a.title)).map((i) => i.relevance!.score)),
    );

    const reasons = new Map((output.leftOut ?? []).map((l) => [l.link, l.reason]));
    for (const a of OFF_TOPIC) expect(reasons.get(link(a.title)), a.title).toEqual({ kind: 'noTopicMatched' });
    // One related term in the body, and a word near the topics in meaning: too little, and the reasons say so.
    expect(reasons.get(link(ONE_BODY_TERM.title))).toEqual({
      kind: 'belowThreshold',
      score: 0.298,
      threshold: RELEVANCE_THRESHOLD,
      because: ['delivery', 'supply chain ≈ sales'],
    });

    expect(logs).toContain(`info:filter:${WANTED.length} articles of ${items.length} match your topics`);
  });
});
