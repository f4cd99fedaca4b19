// A carousel published to the LinkedIn stand-in through the API and a real worker: the document is
// uploaded, then one post names it, however often it is asked and when the post's answer is lost;
// and the stand-in holds Synth (and anyone) to LinkedIn's document rules.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { newClient, startApp, VALID_SYNTH, type Client, type Harness } from '../../test-support/app-harness';
import { toGlobalId } from '../../graphql/relay/global-id';
import { runConfigOf, RunStatus, RunTrigger, SynthRun, type ArticleOutput } from '@synth/core/runs';
import { User } from '@synth/core/users';
import { startFakeLinkedIn } from '../../../../dev-services/social/index.mjs';
import { connectAccount } from '../../../../test-support/social-connect';
import { startWorker, type WorkerHarness } from '../../../../workflows/src/test-support/worker-harness';

let h: Harness;
let worker: WorkerHarness;
let linkedin: Awaited<ReturnType<typeof startFakeLinkedIn>>;

beforeAll(async () => {
  linkedin = await startFakeLinkedIn();
  const env = {
    TEMPORAL_TASK_QUEUE: `carousel-${randomUUID().slice(0, 8)}`,
    LINKEDIN_CLIENT_ID: linkedin.client.id,
    LINKEDIN_CLIENT_SECRET: linkedin.client.secret,
    LINKEDIN_AUTH_URL: linkedin.url,
    LINKEDIN_API_URL: linkedin.url,
  };
  worker = await startWorker({ env });
  h = await startApp(env);
}, 120_000);

afterAll(async () => {
  await h?.close();
  await worker?.close();
  await linkedin?.close();
});

const story = (n: number, run: string): ArticleOutput => ({
  id: `a${n}`,
  title: `Story ${n} of run ${run} makes the news`,
  link: `https://news.example/${n}`,
  source: 'Harbour Weekly',
  publishedAt: null,
  summary: `Summary ${n}.`,
  minute: { point: `Story ${n}`, fact: `volumes rose ${n}.5% in October` },
});

/** A signed-in person connected to LinkedIn, with a carousel made from a finished run of three stories. */
async function personWithCarousel(name: string): Promise<{ c: Client; carouselId: string }> {
  const c = await newClient(h, { name });
  expect(await connectAccount(c, 'linkedin', name)).toContain('outcome=connected');
  const em = h.app.services.orm.em.fork();
  const user = await em.findOneOrFail(User, { firebaseUid: c.user.uid });
  const tag = randomUUID().slice(0, 6);
  const run = em.create(SynthRun, {
    user,
    synth: null,
    trigger: RunTrigger.manual,
    status: RunStatus.succeeded,
    config: runConfigOf({ ...VALID_SYNTH, name: `Shipping ${tag}`, emailScheduleTime: '07:05' }),
    output: { articles: [1, 2, 3].map((n) => story(n, tag)) },
    workflowId: `carousel-publish-${randomUUID()}`,
    startedAt: new Date(),
  } as unknown as SynthRun);
  await em.flush();
  const made = await c.gql<{ makeCarousel: { id: string } }>('mutation($r: ID!) { makeCarousel(runId: $r) { id } }', {
    r: toGlobalId('SynthRun', run.id),
  });
  return { c, carouselId: made.data!.makeCarousel.id };
}

type Publication = { status: string; url: string | null; error: string | null } | null;
const PUBLISH = 'mutation($id: ID!) { publishCarousel(carouselId: $id) { id publication { status url error } } }';
const publish = (c: Client, id: string) => c.gql<{ publishCarousel: { publication: Publication } }>(PUBLISH, { id });

/** The carousel's publication once it is no longer on its way. */
async function settled(c: Client, id: string): Promise<Publication> {
  for (;;) {
    const res = await c.gql<{ carousels: { id: string; publication: Publication }[] }>(
      '{ carousels { id publication { status url error } } }',
    );
    const pub = res.data!.carousels.find((x) => x.id === id)?.publication ?? null;
    if (pub?.status !== 'publishing') return pub;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('publishing a carousel', () => {
  it('uploads the PDF and makes one document post, however many clicks arrive at once', async () => {
    const { c, carouselId } = await personWithCarousel('Dana Reyes');
    const answers = await Promise.all([publish(c, carouselId), publish(c, carouselId), publish(c, carouselId)]);
    for (const a of answers) expect(a.errors).toBeUndefined();
    const pub = await settled(c, carouselId);
    expect(pub).toMatchObject({ status: 'published', error: null });
    const mine = linkedin.posts.filter((p) => p.media && pub!.url!.includes(encodeURIComponent(p.id)));
    expect(mine).toHaveLength(1);
    expect(mine[0].media).toMatchObject({ pages: 5 });
    expect(mine[0].media!.title).toMatch(/^Shipping /);
    expect(mine[0].commentary).toMatch(/^Shipping \w+\n\n1\. Story 1 of run/);
    // Asked again once it is live: nothing more is sent.
    await publish(c, carouselId);
    expect(linkedin.posts.filter((p) => p.commentary === mine[0].commentary)).toHaveLength(1);
  });

  it('makes one post when LinkedIn made it and its answer was lost', async () => {
    const { c, carouselId } = await personWithCarousel('Lee Park');
    const before = linkedin.posts.length;
    linkedin.loseNextPostAnswer(1);
    await publish(c, carouselId);
    const pub = await settled(c, carouselId);
    expect(pub).toMatchObject({ status: 'published', error: null });
    const made = linkedin.posts.slice(before);
    expect(made).toHaveLength(1);
    expect(pub!.url).toContain(encodeURIComponent(made[0].id));
    // The retry posted the same uploaded document, which LinkedIn named as already posted.
    const used = linkedin.documents.list().filter((d) => d.usedBy === made[0].id);
    expect(used).toHaveLength(1);
  }, 60_000);

  it('says so when the person has no LinkedIn connection', async () => {
    const c = await newClient(h);
    const em = h.app.services.orm.em.fork();
    const user = await em.findOneOrFail(User, { firebaseUid: c.user.uid });
    const run = em.create(SynthRun, {
      user,
      synth: null,
      trigger: RunTrigger.manual,
      status: RunStatus.succeeded,
      config: runConfigOf({ ...VALID_SYNTH, emailScheduleTime: '07:05' }),
      output: { articles: [story(1, 'x')] },
      workflowId: `carousel-publish-${randomUUID()}`,
    } as unknown as SynthRun);
    await em.flush();
    const made = await c.gql<{ makeCarousel: { id: string } }>('mutation($r: ID!) { makeCarousel(runId: $r) { id } }', {
      r: toGlobalId('SynthRun', run.id),
    });
    const res = await publish(c, made.data!.makeCarousel.id);
    expect(res.errors?.[0].message).toBe('Connect your LinkedIn account in Connected accounts before publishing.');
  });
});

describe('the LinkedIn stand-in’s document rules', () => {
  const headers = (token: string) => ({
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    'LinkedIn-Version': '202510',
    'X-Restli-Protocol-Version': '2.0.0',
  });
  const member = () => {
    const m = { id: randomUUID().slice(0, 12), name: 'Rule Tester' };
    return {
      urn: `urn:li:person:${m.id}`,
      token: linkedin.store.issueTokens({ member: m, scopes: ['w_member_social'] }).accessToken,
    };
  };
  async function register(who: { urn: string; token: string }): Promise<{ uploadUrl: string; document: string }> {
    const res = await fetch(`${linkedin.url}/rest/documents?action=initializeUpload`, {
      method: 'POST',
      headers: headers(who.token),
      body: JSON.stringify({ initializeUploadRequest: { owner: who.urn } }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { value: { uploadUrl: string; document: string } }).value;
  }
  const put = (url: string, token: string, body: Uint8Array, type = 'application/pdf') =>
    fetch(url, { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': type }, body });
  const post = (who: { urn: string; token: string }, document: string, commentary = `Post ${randomUUID()}`) =>
    fetch(`${linkedin.url}/rest/posts`, {
      method: 'POST',
      headers: headers(who.token),
      body: JSON.stringify({ author: who.urn, commentary, content: { media: { id: document, title: 'Deck' } } }),
    });
  async function pdfOf(pages: number): Promise<Uint8Array> {
    const doc = await PDFDocument.create();
    for (let i = 0; i < pages; i++) doc.addPage([200, 200]);
    return doc.save();
  }

  it('takes a PDF once, as application/pdf, of at most 300 pages and 100 MB', async () => {
    const who = member();
    const doc = await register(who);
    expect((await put(doc.uploadUrl, who.token, await pdfOf(2), 'application/octet-stream')).status).toBe(415);
    expect((await put(doc.uploadUrl, who.token, new TextEncoder().encode('not a pdf'))).status).toBe(400);
    expect((await put(doc.uploadUrl, who.token, await pdfOf(301))).status).toBe(422);
    expect((await put(doc.uploadUrl, member().token, await pdfOf(2))).status).toBe(403);
    // A body announced past 100 MB is refused before it is read.
    const tooBig = await new Promise<number>((resolve, reject) => {
      const req = http.request(doc.uploadUrl, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${who.token}`,
          'content-type': 'application/pdf',
          'content-length': String(100 * 1024 * 1024 + 1),
        },
      });
      req.on('response', (res) => resolve(res.statusCode ?? 0));
      req.on('error', reject);
      req.write('%PDF-');
    });
    expect(tooBig).toBe(413);
    expect((await put(doc.uploadUrl, who.token, await pdfOf(300))).status).toBe(201);
    expect((await put(doc.uploadUrl, who.token, await pdfOf(2))).status).toBe(409);
  });

  it('posts a document only once it is uploaded, by its owner, and in one post', async () => {
    const who = member();
    expect((await post(who, 'urn:li:document:D1')).status).toBe(422);
    const doc = await register(who);
    expect((await post(who, doc.document)).status).toBe(422);
    expect((await put(doc.uploadUrl, who.token, await pdfOf(3))).status).toBe(201);
    const other = member();
    expect((await post(other, doc.document)).status).toBe(403);
    const first = await post(who, doc.document);
    expect(first.status).toBe(201);
    const again = await post(who, doc.document);
    expect(again.status).toBe(422);
    expect(await again.text()).toContain(`duplicate of ${first.headers.get('x-restli-id')}`);
  });
});
