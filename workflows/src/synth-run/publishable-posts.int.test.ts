// Through the run workflow on the real Temporal server, with the offline writer and the project's
// news corpus served as feeds: the posts two synths get (LinkedIn and X) can be published as they
// are, and the run records and logs its compliance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { checkPost, measurePost } from '@synth/core/content';
import { outputOf } from '@synth/core/runs';
import type { SynthFields } from '@synth/core/synths';
import { CORPUS_ARTICLES, serveCorpus } from '../../../test-support/corpus';
import { startFeedServer, type FeedServer } from '../../../test-support/feed-server';
import { sentEmails } from '../../../dev-services/ses-store';
import { startWorker, type WorkerHarness } from '../test-support/worker-harness';
import { runSynthOnce } from '../test-support/start-run';

const careless = { on: false };
const CARELESS_POST =
  'Open with the single most important development from example.org: .\n\nAdd one sentence on why it matters to .';
let h: WorkerHarness;
let feeds: FeedServer;
let feedUrls: ReturnType<typeof serveCorpus>;

beforeAll(async () => {
  feeds = await startFeedServer();
  feedUrls = serveCorpus(feeds, { newest: new Date() });
  // The real offline provider, or (when `careless` is on) a writer that answers with template instructions.
  h = await startWorker({
    ai: (real) => ({
      writePost: async (req) =>
        careless.on
          ? { value: { templateId: req.templateId, text: CARELESS_POST }, tokensUsed: 10, model: 'careless' }
          : real.writePost(req),
    }),
  });
});
afterAll(async () => {
  await h?.close();
  await feeds?.close();
});

const runOnce = (fields: SynthFields) => runSynthOnce(h, fields, 'Corpus synth');

const injected = CORPUS_ARTICLES.flatMap((a) => a.injectedSentences ?? []);

describe('posts written by a run', () => {
  it.each([
    ['linkedin', 'stats-driven-industry-impact'],
    ['twitter', 'threaded'],
  ] as const)(
    'a %s post (%s) from the corpus is publishable, and the run says so',
    async (contentType, contentTemplate) => {
      const to = `posts-${randomUUID().slice(0, 6)}@example.com`;
      const { result, run, logs } = await runOnce({
        rssFeedUrls: [feedUrls.greenfield, feedUrls.northwind, feedUrls.harbour],
        topics: [],
        contentType,
        contentTemplate,
        includeHashtags: true,
        recipientEmail: to,
      });
      expect(result.status).toBe('succeeded');
      const out = outputOf(run);
      expect(out.posts).toHaveLength(1);
      const [post] = out.posts!;
      expect(post).toMatchObject({ contentType, templateId: contentTemplate });
      expect(
        checkPost({
          contentType,
          text: post.text,
          includeHashtags: true,
          sources: (out.articles ?? []).map((a) => a.summary ?? ''),
        }),
      ).toEqual([]);
      expect(measurePost(contentType, post.text).withinLimits).toBe(true);
      for (const sentence of injected) expect(post.text).not.toContain(sentence);
      expect(out.postCompliance).toEqual({ passed: 1, total: 1 });
      expect(logs).toContain(`info:content:Wrote a ${contentType} post; posts 1/1 within limits`);
      // The recipient's digest carries the same post.
      const [email] = await sentEmails(h.sesUrl, to);
      expect(email.body.text).toContain(post.text.split('\n')[0]);
    },
  );

  it('a post that fails the quality check twice is reported plainly in the run log and counted', async () => {
    careless.on = true;
    try {
      const { result, run, logs } = await runOnce({
        rssFeedUrls: [feedUrls.civic],
        topics: [],
        contentType: 'linkedin',
        contentTemplate: 'informative',
        includeHashtags: false,
      });
      expect(result.status).toBe('succeeded');
      expect(outputOf(run).postCompliance).toEqual({ passed: 0, total: 1 });
      expect(logs).toContain(
        'warning:content:The linkedin post failed the quality check twice and needs editing before it is published: it contains writing instructions ("Open with the single most important development"); it has an empty slot (": .").',
      );
      expect(logs).toContain('info:content:Wrote a linkedin post; posts 0/1 within limits');
    } finally {
      careless.on = false;
    }
  });
});
