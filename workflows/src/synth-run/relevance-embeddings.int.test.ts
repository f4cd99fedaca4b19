// With a model configured, a run compares the synth with each article through /embeddings (the
// OpenAI-compatible stand-in embeds deterministically): kept items carry the cosine, each text is
// embedded once across runs and synths, the cost is in the run's output, and a model that refuses
// leaves the run to the topics' words.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EMBEDDING_THRESHOLD, RELEVANCE_THRESHOLD } from '@synth/core/relevance';
import type { RunOutput } from '@synth/core/runs';
import { completion, failure, startFakeOpenAi, type FakeOpenAi } from '../../../test-support/fake-openai';
import { rss, startFeedServer, type FeedItem, type FeedServer } from '../../../test-support/feed-server';
import { runSynthOnce } from '../test-support/start-run';
import { startWorker, type WorkerHarness } from '../test-support/worker-harness';

const SETTINGS = ['AI_PROVIDER', 'OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL'];
const before: Record<string, string | undefined> = {};
let h: WorkerHarness;
let ai: FakeOpenAi;
let feeds: FeedServer;

beforeAll(async () => {
  for (const name of SETTINGS) before[name] = process.env[name];
  ai = await startFakeOpenAi();
  feeds = await startFeedServer();
  h = await startWorker({
    env: {
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-test-key',
      OPENAI_BASE_URL: ai.baseUrl,
      OPENAI_MODEL: 'gpt-4o-mini',
    },
  });
});
afterAll(async () => {
  await h?.close();
  await ai?.close();
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

const ARTICLES = [
  { title: 'Freight and shipping costs climb', lead: 'Shipping lines raise freight charges.' },
  { title: 'Shipping rates fall', lead: 'Freight shipping eases.' },
  { title: 'Bakery wins a prize', lead: 'Judges praised its bread.' },
];

/** A fresh feed of the articles (the run's own rows), and answers for every summary and the post. */
function serve(): string {
  const path = `/embeddings-${randomUUID().slice(0, 6)}.xml`;
  feeds.setFeed(
    path,
    rss(
      'Freight Desk',
      ARTICLES.map((a, i): FeedItem => ({
        title: a.title,
        link: `https://news.example${path}/${i}`,
        description: a.lead,
      })),
    ),
  );
  for (let i = 0; i < 6; i++) ai.replies.push(completion('Costs to move goods changed this week.'));
  return feeds.url + path;
}

const fields = (url: string) => ({
  name: 'Freight digest',
  topics: ['shipping', 'freight'],
  rssFeedUrls: [url],
  fetchLatestOnly: false,
});
const embeddingCalls = () => ai.seen.filter((r) => r.url.endsWith('/embeddings'));

describe('relevance by embeddings', () => {
  it('keeps articles whose cosine with the synth reaches the threshold, embeds each text once and records the cost', async () => {
    const url = serve();
    const first = await runSynthOnce(h, fields(url));
    expect(first.result.status).toBe('succeeded');
    const output = first.run.output as RunOutput;
    expect(output.articles!.map((a) => a.title).sort()).toEqual([ARTICLES[0].title, ARTICLES[1].title].sort());
    for (const item of output.articles!) {
      expect(item.relevance!.threshold).toBe(EMBEDDING_THRESHOLD);
      expect(item.relevance!.score).toBeGreaterThanOrEqual(EMBEDDING_THRESHOLD);
      expect(item.relevance!.because).toEqual(expect.arrayContaining(['shipping']));
    }
    expect(output.leftOut!.map((l) => [l.title, l.reason.kind])).toEqual([[ARTICLES[2].title, 'noTopicMatched']]);
    // The synth and the three articles, in one request.
    expect(embeddingCalls().map((r) => r.body.input.length)).toEqual([4]);
    expect(output.embeddingCost).toMatchObject({ model: 'text-embedding-3-small', tokens: expect.any(Number) });
    expect(output.embeddingCost!.tokens).toBeGreaterThan(0);
    expect(output.embeddingCost!.usd).toBeGreaterThan(0);
    expect(first.logs).toContain(
      `info:filter:Compared 3 articles with your topics by meaning (text-embedding-3-small, ${output.embeddingCost!.tokens} tokens for 4 new texts)`,
    );

    // Another person's synth with the same name and topics reads the same articles: nothing to embed, nothing to pay.
    ai.reset();
    for (let i = 0; i < 6; i++) ai.replies.push(completion('Costs to move goods changed this week.'));
    const second = await runSynthOnce(h, fields(url));
    expect(embeddingCalls()).toEqual([]);
    expect((second.run.output as RunOutput).embeddingCost).toEqual({
      model: 'text-embedding-3-small',
      tokens: 0,
      usd: 0,
    });
    expect((second.run.output as RunOutput).articles).toHaveLength(2);
  });

  it("matches by the topics' words when the embedding model refuses, and says so", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const url = serve();
    ai.embeddingReplies.push(failure(401, 'invalid_api_key'));
    const { result, run, logs } = await runSynthOnce(h, { ...fields(url), name: `Other ${randomUUID().slice(0, 4)}` });
    expect(result.status).toBe('succeeded');
    const output = run.output as RunOutput;
    expect(output.articles!.map((a) => a.relevance!.threshold)).toEqual([RELEVANCE_THRESHOLD, RELEVANCE_THRESHOLD]);
    expect(output.embeddingCost).toBeUndefined();
    expect(
      logs.some(
        (l) =>
          l.startsWith('warning:filter:') && l.endsWith('Articles were matched by the words of your topics instead.'),
      ),
    ).toBe(true);
  });
});
