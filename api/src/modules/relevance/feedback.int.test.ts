// Feedback through GraphQL and a digest's links, on the real API and PostgreSQL: the owner's
// choices are stored per synth and counted, the left-out list says why; another user's run, a
// forged, expired or replayed link changes nothing and says so.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, startApp, VALID_SYNTH, type Client, type Harness } from '../../test-support/app-harness';
import { restSynths } from '../../test-support/rest-synths';
import { toGlobalId } from '../../graphql/relay/global-id';
import { runConfigOf, RunStatus, RunTrigger, SynthRun, type RunOutput } from '@synth/core/runs';
import { FEEDBACK_LINK_DAYS, feedbackUrl } from '@synth/core/relevance';
import { signUnsubscribeToken } from '@synth/core/email';
import { User } from '@synth/core/users';

let h: Harness;
beforeAll(async () => {
  h = await startApp({ TEMPORAL_TASK_QUEUE: 'feedback-int' });
});
afterAll(async () => {
  await h?.close();
});

const KEPT = randomUUID();
const LOW = randomUUID();
const SENT = randomUUID();
const COPY = randomUUID();
const NONE = randomUUID();

const OUTPUT: RunOutput = {
  articles: [
    {
      id: KEPT,
      title: 'Asia-Europe freight rates climb again',
      link: 'https://news.example.com/freight',
      source: 'Freight Weekly',
      publishedAt: null,
      summary: 'Container spot rates rose for a third week.',
      relevance: { score: 0.8, threshold: 0.35, because: ['logistics', 'freight'] },
    },
  ],
  leftOut: [
    {
      id: LOW,
      title: 'Airline adds a lounge',
      link: null,
      source: 'Travel Daily',
      publishedAt: null,
      reason: { kind: 'belowThreshold', score: 0.2, threshold: 0.35, because: ['carrier'] },
    },
    {
      id: SENT,
      title: 'Freight rates climb',
      link: null,
      source: 'Other',
      publishedAt: null,
      reason: {
        kind: 'alreadySent',
        sentRunId: null,
        sentTitle: 'Asia-Europe rates up',
        sentAt: '2026-11-20T06:00:00Z',
      },
    },
    {
      id: COPY,
      title: 'Rates climb on Asia-Europe lanes',
      link: null,
      source: 'Shipping News',
      publishedAt: null,
      reason: {
        kind: 'sameStoryAs',
        articleId: KEPT,
        title: 'Asia-Europe freight rates climb again',
        source: 'Freight Weekly',
      },
    },
    {
      id: NONE,
      title: 'Football club signs striker',
      link: null,
      source: 'Sports',
      publishedAt: null,
      reason: { kind: 'noTopicMatched' },
    },
  ],
};

/** The owner's synth mails their own verified address, so its digest's feedback links are theirs. */
async function ownerWithRun(): Promise<{
  c: Client;
  synthId: string;
  rawRunId: string;
  runId: string;
  recipient: string;
}> {
  const c = await newClient(h);
  const recipient = c.user.email;
  const created = await c.gql<{ createSynth: { id: string } }>(
    'mutation($input: SynthInput!) { createSynth(input: $input) { id } }',
    { input: { ...VALID_SYNTH, recipientEmail: recipient } },
  );
  const synthId = created.data!.createSynth.id;
  const rawSynthId = (await restSynths(c))[0].id;
  const em = h.app.services.orm.em.fork();
  const user = await em.findOneOrFail(User, { firebaseUid: c.user.uid });
  const run = em.create(SynthRun, {
    user,
    synth: rawSynthId,
    trigger: RunTrigger.manual,
    status: RunStatus.succeeded,
    config: runConfigOf({ ...VALID_SYNTH, recipientEmail: recipient }),
    output: OUTPUT,
    workflowId: `feedback-int-${randomUUID()}`,
    startedAt: new Date(),
    finishedAt: new Date(),
  } as unknown as SynthRun);
  await em.flush();
  return { c, synthId, rawRunId: run.id, runId: toGlobalId('SynthRun', run.id), recipient };
}

const RUN = `query($id: ID!) { node(id: $id) { ... on SynthRun {
  articles { articleId because likedTitles feedback }
  leftOut { articleId title reason explanation score threshold matchedTitle feedback }
  synth { feedback { liked disliked total neededToLearn } } } } }`;
const RATE =
  'mutation($run: ID!, $article: String!, $f: ArticleFeedback!) { rateRunArticle(runId: $run, articleId: $article, feedback: $f) { id synth { feedback { total } } } }';
type RunView = {
  articles: { articleId: string; because: string[]; likedTitles: string[]; feedback: string | null }[];
  leftOut: {
    articleId: string;
    reason: string;
    explanation: string;
    score: number | null;
    matchedTitle: string | null;
    feedback: string | null;
  }[];
  synth: { feedback: { liked: number; disliked: number; total: number; neededToLearn: number } };
};
const readRun = async (c: Client, id: string) => (await c.gql<{ node: RunView }>(RUN, { id })).data!.node;

describe('feedback on a run', () => {
  it("explains each kept and left-out article, stores the owner's choices per synth, counts them and resets them", async () => {
    const { c, synthId, runId } = await ownerWithRun();
    const before = await readRun(c, runId);
    expect(before.articles).toEqual([
      { articleId: KEPT, because: ['logistics', 'freight'], likedTitles: [], feedback: null },
    ]);
    expect(before.leftOut.map((a) => [a.reason, a.explanation, a.matchedTitle])).toEqual([
      [
        'belowThreshold',
        'Below the threshold: it scored 0.20 of the 0.35 needed; it mentions carrier, but too little else of your topics.',
        null,
      ],
      [
        'alreadySent',
        'Already sent in the digest of Friday, 20 November 2026 as “Asia-Europe rates up”.',
        'Asia-Europe rates up',
      ],
      [
        'sameStoryAs',
        "Another outlet's copy of “Asia-Europe freight rates climb again” (Freight Weekly), which this digest keeps.",
        'Asia-Europe freight rates climb again',
      ],
      ['noTopicMatched', 'No topic matched.', null],
    ]);
    expect(before.synth.feedback).toEqual({ liked: 0, disliked: 0, total: 0, neededToLearn: 10 });

    const more = await c.gql(RATE, { run: runId, article: KEPT, f: 'more' });
    expect(more.errors).toBeUndefined();
    await c.gql(RATE, { run: runId, article: LOW, f: 'more' });
    await c.gql(RATE, { run: runId, article: NONE, f: 'less' });
    // A second choice on the same article replaces the first.
    await c.gql(RATE, { run: runId, article: LOW, f: 'less' });
    const after = await readRun(c, runId);
    expect(after.articles[0].feedback).toBe('more');
    expect(after.leftOut.map((a) => a.feedback)).toEqual(['less', null, null, 'less']);
    expect(after.synth.feedback).toEqual({ liked: 1, disliked: 2, total: 3, neededToLearn: 7 });

    const reset = await c.gql<{ resetSynthFeedback: { feedback: { total: number } } }>(
      'mutation($id: ID!) { resetSynthFeedback(synthId: $id) { feedback { total } } }',
      { id: synthId },
    );
    expect(reset.data!.resetSynthFeedback.feedback.total).toBe(0);
    expect((await readRun(c, runId)).articles[0].feedback).toBeNull();
  });

  it("refuses feedback on another user's run, and on an article the run never read, changing nothing", async () => {
    const owner = await ownerWithRun();
    const stranger = await newClient(h);
    const theirs = await stranger.gql(RATE, { run: owner.runId, article: KEPT, f: 'less' });
    expect(theirs.errors?.[0]).toMatchObject({ message: 'Run not found', extensions: { code: 'NOT_FOUND' } });
    const unknown = await owner.c.gql(RATE, { run: owner.runId, article: randomUUID(), f: 'more' });
    expect(unknown.errors?.[0].message).toBe('This article is not one this run read, so no feedback was recorded.');
    const huge = await owner.c.gql(RATE, { run: owner.runId, article: 'x'.repeat(100_000), f: 'more' });
    expect(huge.errors?.[0].message).toBe('This article is not one this run read, so no feedback was recorded.');
    expect((await readRun(owner.c, owner.runId)).synth.feedback.total).toBe(0);
    const reset = await stranger.gql('mutation($id: ID!) { resetSynthFeedback(synthId: $id) { id } }', {
      id: owner.synthId,
    });
    expect(reset.errors?.[0].message).toBe('Synth not found');
  });
});

describe('feedback links in a digest', () => {
  const app = () => ({ publicUrl: h.url, appSecret: h.app.services.config.appSecret });
  const pathOf = (url: string) => url.slice(h.url.length);
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
  const post = (token: string) =>
    fetch(`${h.url}/api/article-feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${encodeURIComponent(token)}`,
      redirect: 'manual',
    });

  it('opens a page that records nothing until its button is pressed, then records the choice once', async () => {
    const { c, rawRunId, runId, recipient } = await ownerWithRun();
    const url = feedbackUrl(
      { runId: rawRunId, articleId: KEPT, liked: true, expiresAt: Date.now() + 86_400_000, recipient },
      app(),
    );
    const page = await fetch(h.url + pathOf(url));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Asia-Europe freight rates climb again');
    expect(html).toContain('<form method="post"');
    // A scanner that opened the link recorded nothing.
    expect((await readRun(c, runId)).synth.feedback.total).toBe(0);

    const pressed = await post(tokenOf(url));
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain('Thank you: your choice is recorded');
    expect((await readRun(c, runId)).articles[0].feedback).toBe('more');

    // Changed on the run page, then the old link replayed: it changes nothing and says so.
    await c.gql(RATE, { run: runId, article: KEPT, f: 'less' });
    const replay = await post(tokenOf(url));
    expect(replay.status).toBe(409);
    expect(await replay.text()).toContain('This feedback link has already recorded its choice, so nothing changed.');
    expect((await readRun(c, runId)).articles[0].feedback).toBe('less');
  });

  it('puts the reasons and working links under each item of the digest', async () => {
    const { c, runId } = await ownerWithRun();
    const res = await c.gql<{ node: { digestHtml: string } }>(
      'query($id: ID!) { node(id: $id) { ... on SynthRun { digestHtml } } }',
      { id: runId },
    );
    const html = res.data!.node.digestHtml;
    expect(html).toContain('Because: logistics, freight');
    const less = /<a href="([^"]+)"[^>]*>Less like this<\/a>/.exec(html)![1].replace(/&amp;/g, '&');
    expect(less.startsWith(`${h.app.services.config.publicUrl}/api/article-feedback?token=`)).toBe(true);
    expect((await post(tokenOf(less))).status).toBe(200);
    expect((await readRun(c, runId)).articles[0].feedback).toBe('less');
  });

  it('refuses a forged, expired or foreign-secret link with a sentence, recording nothing', async () => {
    const { c, rawRunId, runId, recipient } = await ownerWithRun();
    const good = tokenOf(
      feedbackUrl(
        { runId: rawRunId, articleId: LOW, liked: true, expiresAt: Date.now() + 86_400_000, recipient },
        app(),
      ),
    );
    const [payload, mac] = good.split('.');
    const tampered = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), l: 0 })).toString('base64url')}.${mac}`;
    const forged = await post(tampered);
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('This feedback link is invalid or incomplete, so nothing was recorded.');
    const otherSecret = tokenOf(
      feedbackUrl(
        { runId: rawRunId, articleId: LOW, liked: true, expiresAt: Date.now() + 86_400_000, recipient },
        { publicUrl: h.url, appSecret: 'someone-else' },
      ),
    );
    expect((await post(otherSecret)).status).toBe(400);
    const old = tokenOf(
      feedbackUrl({ runId: rawRunId, articleId: LOW, liked: true, expiresAt: Date.now() - 1000, recipient }, app()),
    );
    const expired = await post(old);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain(
      `Feedback links work for ${FEEDBACK_LINK_DAYS} days, so nothing was recorded.`,
    );
    const json = await fetch(`${h.url}/api/article-feedback?token=garbage`, {
      headers: { accept: 'application/json' },
    });
    expect(await json.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await readRun(c, runId)).synth.feedback.total).toBe(0);
  });

  it('works only while its address receives the digests: not once it is removed or unsubscribed, nor for a forward', async () => {
    const { c, rawRunId, runId, recipient } = await ownerWithRun();
    const linkFor = (articleId: string, to: string) =>
      tokenOf(
        feedbackUrl(
          { runId: rawRunId, articleId, liked: true, expiresAt: Date.now() + 86_400_000, recipient: to },
          app(),
        ),
      );
    const refusedAs = async (token: string) => {
      const res = await post(token);
      expect(res.status).toBe(403);
      expect(await res.text()).toContain('Feedback links work only while the address they were sent to receives this');
    };
    // A link made for an address that was never this synth's reader (a forward, or a guess) records nothing.
    await refusedAs(linkFor(KEPT, 'forwarded-to@example.com'));
    const kept = linkFor(KEPT, recipient);
    const low = linkFor(LOW, recipient);
    // The owner points the synth at another address: the old reader's links stop working.
    const restSynth = (await restSynths(c))[0];
    const moved = await c.fetch(`/api/synths/${restSynth.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ recipientEmail: `new-reader-${randomUUID().slice(0, 6)}@example.com` }),
    });
    expect(moved.status).toBe(200);
    await refusedAs(kept);
    // Back to the owner's address, then unsubscribed by one click: refused again.
    await c.fetch(`/api/synths/${restSynth.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ recipientEmail: recipient }),
    });
    expect((await post(low)).status).toBe(200);
    const userId = (await h.app.services.orm.em.fork().findOneOrFail(User, { firebaseUid: c.user.uid })).id;
    const unsubscribe = signUnsubscribeToken({ userId, email: recipient }, h.app.services.config.appSecret);
    await fetch(`${h.url}/api/unsubscribe?token=${encodeURIComponent(unsubscribe)}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
    });
    await refusedAs(kept);
    expect((await readRun(c, runId)).synth.feedback.total).toBe(1);
  });
});
