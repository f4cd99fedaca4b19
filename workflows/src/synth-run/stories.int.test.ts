// One item per story and nothing sent twice, through the run workflow on the real Temporal server,
// the real database and local SES, with the project's news corpus served as RSS feeds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { RunLog, SynthRun, type RunOutput } from '@synth/core/runs';
import { Feed } from '@synth/core/feeds';
import { forgetStoryAsSent, SentStory } from '@synth/core/stories';
import { SynthService } from '@synth/core/app';
import { User } from '@synth/core/users';
import {
  corpusArticle,
  corpusSource,
  CORPUS_SOURCES,
  THREE_SOURCE_STORY,
  type CorpusArticle,
} from '../../../test-support/corpus';
import { rss, startFeedServer, type FeedItem, type FeedServer } from '../../../test-support/feed-server';
import { plainTextOf, sentEmails } from '../../../dev-services/ses-store';
import { TemporalScheduleService } from '../schedules/schedule.service';
import { startWorker, type WorkerHarness } from '../test-support/worker-harness';
import { testRuns } from '../test-support/start-run';
import { recipientsWhoConfirm } from '../../../test-support/recipients';

/** Titles the model was asked to summarise, in call order (the real offline provider answers). */
const summarised: string[] = [];
let h: WorkerHarness;
let feeds: FeedServer;

beforeAll(async () => {
  feeds = await startFeedServer();
  h = await startWorker({
    ai: (real) => ({
      summarize: (req) => {
        summarised.push(req.article.title);
        return real.summarize(req);
      },
    }),
  });
});
afterAll(async () => {
  await h?.close();
  await feeds?.close();
});

// The three-source story, a story two sources tell, and four stories told once: six stories.
const FIRST_DAY = [
  'greenfield-riverton-battery',
  'northwind-aurora-approval',
  'civic-rail-yard-vote',
  'oss-security-fund-grants',
  'harbour-security-fund',
  'greenfield-heat-pump-installers',
  'northwind-retail-sales',
  'pacific-walking-study',
  'oss-database-release',
].map(corpusArticle);

/** Serves the corpus sources under a fresh prefix (this test's own feed rows); returns their feed URLs. */
function serve(prefix: string, articles: CorpusArticle[], extra: Partial<Record<string, FeedItem[]>> = {}): string[] {
  return CORPUS_SOURCES.map((source) => {
    const items = articles
      .filter((a) => a.source === source.id)
      .map((a): FeedItem => ({
        title: a.title,
        link: a.url,
        guid: a.url,
        description: a.content,
        pubDate: new Date(Date.now() - 3_600_000),
      }));
    feeds.setFeed(`/${prefix}${source.feedPath}`, rss(source.name, [...items, ...(extra[source.id] ?? [])]));
    return `${feeds.url}/${prefix}${source.feedPath}`;
  });
}

async function newSynth(
  name: string,
  fields: { rssFeedUrls: string[]; recipientEmail: string; fetchLatestOnly: boolean; topics?: string[] },
) {
  const em = h.em();
  const user = await em.findOneOrFail(User, { id: (await h.newUser()).id });
  const synth = await new SynthService(
    em,
    new TemporalScheduleService(async () => h.client, h.taskQueue),
    undefined,
    recipientsWhoConfirm(em),
  ).create(user, { name, status: 'inactive', topics: [], ...fields });
  return { user, synthId: synth.id };
}

/** A day later: the feeds are due to be read again. */
async function dayPasses(urls: string[]) {
  await h.em().nativeUpdate(Feed, { url: { $in: urls } }, { lastFetchedAt: new Date(Date.now() - 86_400_000) });
}

/** Dated after the previous run began: RSS dates have whole seconds, so "now" could fall before it. */
const afterLastRun = () => new Date(Date.now() + 2_000);

/** Yesterday's retail sales story, republished by another outlet under its own address with tracking parameters. */
function republishedRetailStory(): FeedItem {
  const old = corpusArticle('northwind-retail-sales');
  return {
    title: old.title,
    link: 'https://pacifichealth.example.net/syndication/retail-sales-2026?utm_source=rss',
    guid: 'syndicated-retail-sales',
    description: old.content,
    pubDate: afterLastRun(),
  };
}

async function run(user: User, synthId: string, startOutput?: RunOutput) {
  const em = h.em();
  const runs = testRuns(h, em);
  const started = await runs.startManual(user, synthId, startOutput);
  const result = await runs.waitForResult(started, 60_000);
  const db = h.em();
  const stored = await db.findOneOrFail(SynthRun, { id: started.id });
  const logs = (await db.find(RunLog, { run: started.id }, { orderBy: { seq: 'asc' } })).map((l) => l.message);
  return { result, output: stored.output as RunOutput, logs, runId: started.id };
}

describe('one item per story, nothing sent twice', () => {
  const prefix = `stories-${randomUUID().slice(0, 6)}`;
  const to = `stories-${randomUUID().slice(0, 6)}@example.com`;
  let user: User;
  let synthId: string;

  it('a digest holds one item per story, summarised once from the fullest source, with "Also covered by" links', async () => {
    ({ user, synthId } = await newSynth('Corpus synth', {
      rssFeedUrls: serve(prefix, FIRST_DAY),
      recipientEmail: to,
      fetchLatestOnly: false,
    }));
    summarised.length = 0;

    const { result, output, logs } = await run(user, synthId);
    expect(result).toMatchObject({
      status: 'succeeded',
      articlesFetched: 9,
      articlesFiltered: 6,
      articlesProcessed: 6,
      emailSent: true,
    });
    expect(logs).toContain('5 articles tell 2 stories covered by several feeds: one digest item per story');

    const riverton = FIRST_DAY.filter((a) => a.story === THREE_SOURCE_STORY);
    const item = output.articles!.find((a) => riverton.some((r) => r.url === a.link))!;
    const fullest = riverton.reduce((best, a) => (a.content.length > best.content.length ? a : best));
    expect(item.link).toBe(fullest.url);
    expect(item.alsoCoveredBy!.map((c) => c.source).sort()).toEqual(
      riverton
        .filter((a) => a !== fullest)
        .map((a) => corpusSource(a.source).name)
        .sort(),
    );
    // The articles folded into another item never reached the model.
    const folded = output.articles!.flatMap((a) => a.alsoCoveredBy ?? []).map((c) => c.title);
    expect(folded).toHaveLength(3);
    expect(summarised.filter((t) => folded.includes(t))).toEqual([]);

    const [email] = await sentEmails(h.sesUrl, to);
    expect(email.subject).toMatch(/Corpus synth: 6 new articles/);
    for (const other of riverton.filter((a) => a !== fullest)) {
      expect(email.body.text).toContain(`- ${corpusSource(other.source).name} <${other.url}>`);
      // No item of its own: its headline heads nothing (items are h2, or h3 under a topic heading).
      expect(email.body.html).not.toMatch(
        new RegExp(`>${other.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</a></h[23]>`),
      );
    }
    expect(email.body.html).toMatch(
      /Also covered by <a href="[^"]+"[^>]*>[^<]+<\/a> and <a href="[^"]+"[^>]*>[^<]+<\/a><\/p>/,
    );
    // Every article the email carried is remembered for this synth, the folded ones included.
    expect(await h.em().count(SentStory, { synth: synthId })).toBe(9);
  });

  it('the next run sends only what is new: a story republished under a new address is skipped and the log says so', async () => {
    const fresh = corpusArticle('civic-bus-lanes');
    // Every article of yesterday is read again (fetchLatestOnly is off): only the memory keeps them out.
    await dayPasses(serve(prefix, [...FIRST_DAY, fresh], { pacific: [republishedRetailStory()] }));

    const { result, output, logs } = await run(user, synthId);
    expect(result).toMatchObject({ status: 'succeeded', articlesFiltered: 1, articlesProcessed: 1, emailSent: true });
    expect(output.articles!.map((a) => a.link)).toEqual([fresh.url]);
    expect(output.storiesSkippedAsSent).toBe(6);
    expect(logs).toContain('6 stories skipped: already sent in an earlier digest');

    const emails = await sentEmails(h.sesUrl, to);
    expect(emails).toHaveLength(2);
    const second = emails.find((e) => e.subject.includes('1 new article'))!;
    expect(second.body.text).toContain(fresh.title);
    for (const a of FIRST_DAY) expect(second.body.text).not.toContain(a.title);
  });

  it('with only the latest articles read (the default), a republished story is recognised by its text alone', async () => {
    const latestPrefix = `latest-${randomUUID().slice(0, 6)}`;
    const latestTo = `latest-${randomUUID().slice(0, 6)}@example.com`;
    const synth = await newSynth('Latest synth', {
      rssFeedUrls: serve(latestPrefix, FIRST_DAY),
      recipientEmail: latestTo,
      fetchLatestOnly: true,
    });
    expect((await run(synth.user, synth.synthId)).result.articlesProcessed).toBe(6);

    const fresh = corpusArticle('civic-bus-lanes');
    const freshItem: FeedItem = {
      title: fresh.title,
      link: fresh.url,
      guid: fresh.url,
      description: fresh.content,
      pubDate: afterLastRun(),
    };
    await dayPasses(serve(latestPrefix, FIRST_DAY, { pacific: [republishedRetailStory()], civic: [freshItem] }));

    const { result, output, logs } = await run(synth.user, synth.synthId);
    expect(result).toMatchObject({ status: 'succeeded', articlesFetched: 2, articlesFiltered: 1, emailSent: true });
    expect(output.articles!.map((a) => a.link)).toEqual([fresh.url]);
    expect(logs).toContain('1 story skipped: already sent in an earlier digest');
    const emails = await sentEmails(h.sesUrl, latestTo);
    expect(emails.map((e) => e.subject)).toEqual([
      expect.stringMatching(/6 new articles/),
      expect.stringMatching(/1 new article /),
    ]);
  });
});

describe("a different story on the synth's own topic", () => {
  // The reported case: both share the synth's topic words (fintech, regulation, payments) and little else.
  const sentFirst: FeedItem = {
    title: 'Fintech regulation tightens in the EU',
    link: 'https://brussels-wire.example.com/fintech-rules',
    guid: 'fintech-rules',
    description: 'Stricter payments regulation for fintech firms.',
    pubDate: new Date(Date.now() - 3_600_000),
  };
  const lenderFined: FeedItem = {
    title: 'Payments regulator fines fintech lender',
    link: 'https://city-ledger.example.com/lender-fined',
    guid: 'lender-fined',
    description: 'A fintech lender is fined by the payments regulator.',
    pubDate: afterLastRun(),
  };
  const prefix = `fintech-${randomUUID().slice(0, 6)}`;
  const to = `fintech-${randomUUID().slice(0, 6)}@example.com`;
  const serveFintech = (items: FeedItem[]) => {
    feeds.setFeed(`/${prefix}/rss.xml`, rss('Fintech Wire', items));
    return [`${feeds.url}/${prefix}/rss.xml`];
  };

  it('is sent the next day; the story already sent is listed as left out with the digest that sent it, and "Send it anyway" sends it', async () => {
    const { user, synthId } = await newSynth('Fintech desk', {
      rssFeedUrls: serveFintech([sentFirst]),
      recipientEmail: to,
      fetchLatestOnly: false,
      topics: ['fintech', 'regulation', 'payments'],
    });
    const first = await run(user, synthId);
    expect(first.result).toMatchObject({ status: 'succeeded', articlesProcessed: 1, emailSent: true });

    await dayPasses(serveFintech([sentFirst, lenderFined]));
    const second = await run(user, synthId);
    expect(second.result).toMatchObject({ status: 'succeeded', articlesProcessed: 1, emailSent: true });
    expect(second.output.articles!.map((a) => a.title)).toEqual([lenderFined.title]);
    const heldBack = second.output.leftOut!.filter((a) => a.reason.kind === 'alreadySent');
    expect(heldBack.map((a) => [a.title, a.reason])).toEqual([
      [
        sentFirst.title,
        { kind: 'alreadySent', sentRunId: first.runId, sentTitle: sentFirst.title, sentAt: expect.any(String) },
      ],
    ]);
    const emails = await sentEmails(h.sesUrl, to);
    expect(
      emails.find((e) => e.subject.includes('1 new article') && plainTextOf(e).includes(lenderFined.title)),
    ).toBeTruthy();

    // "Send it anyway": the synth forgets it sent the story and a run asks for it first.
    expect(await forgetStoryAsSent(h.em(), synthId, heldBack[0].id, ['fintech', 'regulation', 'payments'])).toBe(1);
    const third = await run(user, synthId, { sendAnyway: [heldBack[0].id] });
    expect(third.result).toMatchObject({ status: 'succeeded', emailSent: true });
    expect(third.output.articles!.map((a) => a.title)).toEqual([sentFirst.title]);
    expect((await sentEmails(h.sesUrl, to)).filter((e) => plainTextOf(e).includes(sentFirst.title))).toHaveLength(2);
  });
});
