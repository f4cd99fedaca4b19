// A digest's web edition and a public synth's archive, through the real API on the real database
// and the local SES: the signed link opens its own run and nothing else, the archive and its Atom
// feed list the synth's digests until the owner unpublishes one, and subscribing on the page goes
// through the same confirmation and caps as any recipient.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { parseStringPromise } from 'xml2js';
import { dailyEmailCapsFor } from '@synth/core/plans';
import { parseFeed } from '@synth/core/feeds';
import { signWebEditionToken, WEB_EDITION_LINK_DAYS } from '@synth/core/email';
import { PublicSubscriber, RecipientStatus, findRecipient } from '@synth/core/recipients';
import { runConfigOf, RunStatus, RunTrigger, SynthRun, type RunOutput } from '@synth/core/runs';
import { User } from '@synth/core/users';
import { useTestServices } from '../../../../test-support/env';
import { sentEmails } from '../../../../dev-services/ses-store';
import { toGlobalId } from '../../graphql/relay/global-id';
import { newClient, startApp, VALID_SYNTH, type Client, type Harness } from '../../test-support/app-harness';
import { restSynths } from '../../test-support/rest-synths';

let h: Harness;
let sesUrl: string;
beforeAll(async () => {
  sesUrl = useTestServices().sesUrl;
  // Every subscribe of this file comes from one address: its per-address limit is not what is tested.
  h = await startApp({ TEMPORAL_TASK_QUEUE: 'editions-int', RATE_LIMIT_PUBLIC_SUBSCRIBES_PER_IP: '1000' });
});
afterAll(async () => {
  await h?.close();
});

const STORIES = [
  { title: 'Dock workers end nine-day strike after pay deal', fact: 'a pay offer worth 7.5 per cent over two years' },
  { title: 'Heat pump sales rebound as subsidy rules settle', fact: 'Installers sold 31,000 units in October' },
  { title: 'Night trains return between Vienna and Rome', fact: 'from December 14' },
];

function outputOf(tag: string): RunOutput {
  return {
    articles: STORIES.map((s, i) => ({
      id: randomUUID(),
      title: `${s.title} (${tag})`,
      link: `https://news.example.com/${tag}/${i}`,
      source: 'Harbour Gazette',
      publishedAt: null,
      summary: `${s.fact}, the report said. The rest of the story follows here.`,
      minute: { point: s.title, fact: s.fact },
      passages: [],
    })),
    email: { status: 'sent' },
  };
}

interface Owner {
  c: Client;
  userId: string;
  synthId: string;
  rawSynthId: string;
  run(tag: string, opts?: { status?: RunStatus; startedAt?: Date; output?: RunOutput }): Promise<string>;
}

async function owner(): Promise<Owner> {
  const c = await newClient(h);
  const created = await c.gql<{ createSynth: { id: string } }>(
    'mutation($input: SynthInput!) { createSynth(input: $input) { id } }',
    { input: { ...VALID_SYNTH, name: `Harbour news ${randomUUID().slice(0, 4)}`, recipientEmail: c.user.email } },
  );
  const rawSynthId = (await restSynths(c))[0].id;
  const em = h.app.services.orm.em.fork();
  const user = await em.findOneOrFail(User, { firebaseUid: c.user.uid });
  return {
    c,
    userId: user.id,
    synthId: created.data!.createSynth.id,
    rawSynthId,
    async run(tag, opts = {}) {
      const db = h.app.services.orm.em.fork();
      const run = db.create(SynthRun, {
        user: user.id,
        synth: rawSynthId,
        trigger: RunTrigger.scheduled,
        status: opts.status ?? RunStatus.succeeded,
        config: runConfigOf({ ...VALID_SYNTH, recipientEmail: c.user.email }),
        output: opts.output ?? outputOf(tag),
        workflowId: `editions-int-${randomUUID()}`,
        startedAt: opts.startedAt ?? new Date(),
        scheduledFor: opts.startedAt ?? new Date(),
      } as unknown as SynthRun);
      await db.flush();
      return run.id;
    },
  };
}

const DIGEST = 'query($id: ID!) { node(id: $id) { ... on SynthRun { digestHtml inPublicArchive } } }';
const SET_PUBLIC =
  'mutation($id: ID!, $on: Boolean!) { setSynthPublic(synthId: $id, isPublic: $on) { publicEdition { isPublic archiveUrl feedUrl subscribers } } }';
const SET_PUBLISHED =
  'mutation($id: ID!, $on: Boolean!) { setDigestPublished(runId: $id, published: $on) { id inPublicArchive } }';

/** The "View in browser" link of the run's digest, as the owner's run page shows the email. */
async function viewInBrowserLink(o: Owner, runId: string): Promise<string> {
  const res = await o.c.gql<{ node: { digestHtml: string } }>(DIGEST, { id: toGlobalId('SynthRun', runId) });
  const html = res.data!.node.digestHtml;
  const href = /<a href="([^"]+)"[^>]*>View in browser<\/a>/.exec(html)?.[1];
  if (!href) throw new Error('no View in browser link in the digest');
  return href.replace(/&amp;/g, '&');
}

/** Links carry the configured public address; the test's app listens on a port of its own. */
const local = (url: string) => url.replace(h.app.services.config.publicUrl, h.url);
const get = (url: string) => fetch(local(url));

const titlesIn = (html: string) => [...html.matchAll(/<h[23][^>]*><a[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);

async function makePublic(o: Owner): Promise<{ archiveUrl: string; feedUrl: string }> {
  const res = await o.c.gql<{ setSynthPublic: { publicEdition: { archiveUrl: string; feedUrl: string } } }>(
    SET_PUBLIC,
    { id: o.synthId, on: true },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.setSynthPublic.publicEdition;
}

describe("a digest's web edition", () => {
  it('opens from the email’s signed link as static HTML with the same stories, the one-minute list first', async () => {
    const o = await owner();
    const runId = await o.run('web');
    const link = await viewInBrowserLink(o, runId);
    expect(link).toMatch(/\/digest\?token=/);
    const res = await get(link);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    const page = await res.text();
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(page).toContain('<meta name="robots" content="noindex, nofollow"/>');
    // The same stories as the email, in the same order, under the same list.
    const email = (await o.c.gql<{ node: { digestHtml: string } }>(DIGEST, { id: toGlobalId('SynthRun', runId) })).data!
      .node.digestHtml;
    expect(titlesIn(page)).toEqual(titlesIn(email));
    expect(titlesIn(page)).toHaveLength(3);
    expect(page.indexOf('>At a glance</h2>')).toBeLessThan(page.indexOf('id="story-1"'));
    expect(page).toContain(
      `<a href="#story-2" style="color:#1f2a44;font-weight:bold;text-decoration:none">${STORIES[1].title}</a>`,
    );
    // A private page has no subscribe form and no public card.
    expect(page).not.toContain('og:title');
    expect(page).not.toContain('<form');
  });

  it('refuses a forged, altered or expired link, and never opens another account’s digest', async () => {
    const o = await owner();
    const other = await owner();
    const runId = await o.run('mine');
    const theirs = await other.run('theirs');
    const secret = h.app.services.config.appSecret;
    const open = (token: string) => fetch(`${h.url}/digest?token=${encodeURIComponent(token)}`);

    const good = new URL(await viewInBrowserLink(o, runId)).searchParams.get('token')!;
    expect((await open(good)).status).toBe(200);
    const altered = good.replace(/^./, (ch) => (ch === 'e' ? 'f' : 'e'));
    for (const bad of [
      '',
      'garbage',
      altered,
      signWebEditionToken({ runId, userId: o.userId, madeAt: new Date() }, 'x'),
    ]) {
      const res = await open(bad);
      expect(res.status, bad).toBe(400);
      expect(await res.text()).toContain('This link to a digest is invalid or incomplete');
    }
    const old = signWebEditionToken(
      { runId, userId: o.userId, madeAt: new Date(Date.now() - (WEB_EDITION_LINK_DAYS + 1) * 86_400_000) },
      secret,
    );
    const expired = await open(old);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain(`Links to a digest&#39;s web page work for ${WEB_EDITION_LINK_DAYS} days`);

    // A link naming one account and another account's run (as no link we sign does) finds nothing.
    const crossed = await open(signWebEditionToken({ runId: theirs, userId: o.userId, madeAt: new Date() }, secret));
    expect(crossed.status).toBe(404);
    const page = await crossed.text();
    expect(page).toContain('Digest not found');
    expect(page).not.toContain('theirs');
    // A run still going has no digest yet.
    const going = await o.run('going', { status: RunStatus.running });
    expect(
      (await open(signWebEditionToken({ runId: going, userId: o.userId, madeAt: new Date() }, secret))).status,
    ).toBe(404);
  });
});

/** What RFC 4287 asks of every Atom feed and entry, checked on the parsed document. */
async function expectValidAtom(xml: string, feedUrl: string) {
  const doc = (await parseStringPromise(xml)) as { feed: Record<string, unknown[]> & { $: Record<string, string> } };
  const feed = doc.feed;
  expect(feed.$.xmlns).toBe('http://www.w3.org/2005/Atom');
  const one = (node: Record<string, unknown[]>, name: string) => {
    expect(node[name], name).toHaveLength(1);
    return node[name][0];
  };
  const isoDate = (v: unknown) => expect(String(v)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
  expect(String(one(feed, 'id'))).toMatch(/^https?:\/\//);
  expect(String(one(feed, 'title')).length).toBeGreaterThan(0);
  isoDate(one(feed, 'updated'));
  const self = (feed.link as { $: Record<string, string> }[]).find((l) => l.$.rel === 'self');
  expect(self?.$.href).toBe(feedUrl);
  const entries = (feed.entry ?? []) as Record<string, unknown[]>[];
  // Every entry has an author when the feed has one.
  expect((one(feed, 'author') as Record<string, unknown[]>).name).toHaveLength(1);
  for (const entry of entries) {
    expect(String(one(entry, 'id'))).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(String(one(entry, 'title')).length).toBeGreaterThan(0);
    isoDate(one(entry, 'updated'));
    const alternate = (entry.link as { $: Record<string, string> }[]).find((l) => l.$.rel === 'alternate');
    expect(alternate?.$.href).toMatch(/^https?:\/\//);
    expect((one(entry, 'content') as { $: Record<string, string> }).$.type).toBe('html');
  }
  const ids = entries.map((e) => String(e.id[0]));
  expect(new Set(ids).size).toBe(ids.length);
  return entries.length;
}

describe("a public synth's archive and feed", () => {
  it('are private until the owner publishes, then list its digests newest first, with a card to share', async () => {
    const o = await owner();
    const older = await o.run('older', { startedAt: new Date(Date.now() - 2 * 86_400_000) });
    const newer = await o.run('newer');
    // Neither a failed run nor one that found nothing is a digest of the archive.
    await o.run('failed', { status: RunStatus.failed });
    await o.run('nothing', { output: { articles: [] } });

    const privately = await o.c.gql<{ node: { inPublicArchive: boolean | null } }>(DIGEST, {
      id: toGlobalId('SynthRun', newer),
    });
    expect(privately.data!.node.inPublicArchive).toBeNull();
    const { archiveUrl, feedUrl } = await makePublic(o);
    expect(archiveUrl).toMatch(/\/p\/[a-z0-9]{12}$/);
    expect(feedUrl).toBe(`${archiveUrl}/feed.atom`);

    const archive = await get(archiveUrl);
    expect(archive.status).toBe(200);
    expect(archive.headers.get('content-security-policy')).toContain("form-action 'self'");
    const html = await archive.text();
    expect(html).not.toMatch(/<script/i);
    const issueLinks = [...html.matchAll(/<a href="([^"#]+\/p\/[a-z0-9]+\/[0-9a-f-]{36})"/g)].map((m) => m[1]);
    expect([...new Set(issueLinks)]).toEqual([`${archiveUrl}/${newer}`, `${archiveUrl}/${older}`]);
    expect(html).toContain(`<meta property="og:title" content="`);
    expect(html).toContain(`<meta property="og:url" content="${archiveUrl}"/>`);
    expect(html).toContain(`<link rel="alternate" type="application/atom+xml"`);
    // Each issue's one-minute list links into the issue's page.
    expect(html).toContain(`<a href="${archiveUrl}/${newer}#story-1"`);

    const issue = await get(`${archiveUrl}/${newer}`);
    expect(issue.status).toBe(200);
    const issueHtml = await issue.text();
    expect(titlesIn(issueHtml)).toEqual(STORIES.map((s) => `${s.title} (newer)`));
    expect(issueHtml).toContain(`<meta property="og:url" content="${archiveUrl}/${newer}"/>`);
    expect(issueHtml).toContain(`<meta property="og:description" content="${STORIES[0].fact}, the report said."/>`);
    expect(issueHtml).toContain(`<form class="e-form" action="${archiveUrl}/subscribe" method="post">`);

    const feed = await get(feedUrl);
    expect(feed.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const xml = await feed.text();
    expect(await expectValidAtom(xml, feedUrl)).toBe(2);
    // Synth's own feed reader reads it back (another synth could follow it): each digest, its page and its stories.
    const parsed = await parseFeed(xml);
    expect(parsed.title).toBe(
      (
        await o.c.gql<{ node: { name: string } }>('query($id: ID!) { node(id: $id) { ... on Synth { name } } }', {
          id: o.synthId,
        })
      ).data!.node.name,
    );
    expect(parsed.items.map((i) => i.link)).toEqual([`${archiveUrl}/${newer}`, `${archiveUrl}/${older}`]);
    expect(parsed.items[0].content).toContain(`${STORIES[0].title} (newer)`);
    expect(parsed.items[0].content).toContain('https://news.example.com/newer/0');
    expect(parsed.items[0].guid).toBe(`urn:uuid:${newer}`);

    const made = await o.c.gql<{ node: { inPublicArchive: boolean | null } }>(DIGEST, {
      id: toGlobalId('SynthRun', newer),
    });
    expect(made.data!.node.inPublicArchive).toBe(true);
  });

  it('drop a digest the owner unpublishes from the page and the feed, and show it again when put back', async () => {
    const o = await owner();
    const keep = await o.run('keep', { startedAt: new Date(Date.now() - 86_400_000) });
    const drop = await o.run('drop');
    const { archiveUrl, feedUrl } = await makePublic(o);
    const listed = async () => (await parseFeed(await (await get(feedUrl)).text())).items.map((i) => i.link);
    expect(await listed()).toEqual([`${archiveUrl}/${drop}`, `${archiveUrl}/${keep}`]);

    const off = await o.c.gql<{ setDigestPublished: { inPublicArchive: boolean } }>(SET_PUBLISHED, {
      id: toGlobalId('SynthRun', drop),
      on: false,
    });
    expect(off.data!.setDigestPublished.inPublicArchive).toBe(false);
    expect(await listed()).toEqual([`${archiveUrl}/${keep}`]);
    expect(await expectValidAtom(await (await get(feedUrl)).text(), feedUrl)).toBe(1);
    expect(await (await get(archiveUrl)).text()).not.toContain(drop);
    expect((await get(`${archiveUrl}/${drop}`)).status).toBe(404);

    await o.c.gql(SET_PUBLISHED, { id: toGlobalId('SynthRun', drop), on: true });
    expect(await listed()).toEqual([`${archiveUrl}/${drop}`, `${archiveUrl}/${keep}`]);
  });

  it('show nothing of another synth, nothing once private again, and let no one else unpublish', async () => {
    const o = await owner();
    const other = await owner();
    const mine = await o.run('mine');
    const theirs = await other.run('theirs');
    const { archiveUrl, feedUrl } = await makePublic(o);
    expect((await get(`${archiveUrl}/${theirs}`)).status).toBe(404);
    expect((await get(`${archiveUrl}/not-a-run`)).status).toBe(404);
    expect((await fetch(`${h.url}/p/nosuchaddress`)).status).toBe(404);
    expect((await fetch(`${h.url}/p/${'x'.repeat(5000)}`)).status).toBe(404);

    const foreign = await other.c.gql(SET_PUBLISHED, { id: toGlobalId('SynthRun', mine), on: false });
    expect(foreign.errors?.[0].message).toBe('Run not found');
    expect((await get(`${archiveUrl}/${mine}`)).status).toBe(200);

    const res = await o.c.gql<{ setSynthPublic: { publicEdition: { isPublic: boolean; archiveUrl: string | null } } }>(
      SET_PUBLIC,
      { id: o.synthId, on: false },
    );
    expect(res.data!.setSynthPublic.publicEdition).toMatchObject({ isPublic: false, archiveUrl: null });
    for (const url of [archiveUrl, feedUrl, `${archiveUrl}/${mine}`]) expect((await get(url)).status, url).toBe(404);
    // Public again: the same address as before.
    expect((await makePublic(o)).archiveUrl).toBe(archiveUrl);
  });
});

describe('subscribing on a public page', () => {
  const subscribe = (archiveUrl: string, email: string) =>
    fetch(local(`${archiveUrl}/subscribe`), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email }),
    });
  const confirmationsTo = async (to: string) =>
    (await sentEmails(sesUrl, to)).filter((m) => m.subject.startsWith('Confirm that you want'));

  it('sends the address the same confirmation as any recipient, and nothing is sent until it is pressed', async () => {
    const o = await owner();
    await o.run('sub');
    const { archiveUrl } = await makePublic(o);
    const to = `reader-${randomUUID().slice(0, 8)}@example.com`;
    const res = await subscribe(archiveUrl, to.toUpperCase());
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain(
      `Check your inbox: unless ${to} already receives this digest, a link to confirm is on its way.`,
    );
    const [mail] = await confirmationsTo(to);
    expect(mail.body.text).toContain('Someone who uses Synth asked to email a news digest to this address.');
    const link = /See who asked and confirm: (\S+)/.exec(mail.body.text ?? '')![1].replace(/^https?:\/\/[^/]+/, h.url);
    const db = h.app.services.orm.em.fork();
    expect((await findRecipient(db, o.userId, to))?.status).toBe(RecipientStatus.pending);
    expect(await db.count(PublicSubscriber, { user: o.userId, email: to })).toBe(1);

    const asked = await (await get(link)).text();
    expect(asked).toContain('Someone asked, on the public page of the “Harbour news ');
    // The visitor is not told who publishes it: the owner's sign-in address stays theirs.
    expect(asked).not.toContain(o.c.user.email);
    expect(asked).toContain(`for it to be emailed to <strong>${to}</strong>. Nothing is sent until you confirm.`);
    const pressed = await fetch(`${h.url}/api/confirm-recipient`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: new URL(link).searchParams.get('token')! }),
    });
    expect(pressed.status).toBe(200);
    expect((await findRecipient(h.app.services.orm.em.fork(), o.userId, to))?.status).toBe(RecipientStatus.confirmed);

    // Asking again says the same, sends nothing, and the owner sees one subscriber.
    expect(await (await subscribe(archiveUrl, to)).text()).toContain('Check your inbox: unless');
    expect(await confirmationsTo(to)).toHaveLength(1);
    const edition = await o.c.gql<{ setSynthPublic: { publicEdition: { subscribers: number } } }>(SET_PUBLIC, {
      id: o.synthId,
      on: true,
    });
    expect(edition.data!.setSynthPublic.publicEdition.subscribers).toBe(1);
  });

  it("holds the account's daily cap on confirmation emails, and refuses what is not an address", async () => {
    const o = await owner();
    const { archiveUrl } = await makePublic(o);
    const cap = dailyEmailCapsFor('trial').confirmations;
    const addresses = Array.from({ length: cap + 1 }, (_, i) => `cap-${i}-${randomUUID().slice(0, 8)}@example.com`);
    for (const to of addresses.slice(0, cap)) expect((await subscribe(archiveUrl, to)).status).toBe(200);
    const over = await subscribe(archiveUrl, addresses[cap]);
    expect(over.status).toBe(429);
    expect(await over.text()).toContain('This digest cannot take new subscribers today. Please try again tomorrow.');
    expect(await confirmationsTo(addresses[cap])).toHaveLength(0);
    for (const to of addresses.slice(0, cap)) expect(await confirmationsTo(to)).toHaveLength(1);

    for (const bad of ['', 'not an address', `${'a'.repeat(300)}@example.com`, '<script>@x']) {
      const res = await subscribe(archiveUrl, bad);
      expect(res.status, bad).toBe(400);
      const page = await res.text();
      expect(page).toContain('Please enter a valid email address.');
      expect(page).not.toContain('<script>@x');
    }
    // A body larger than the one field the form sends is refused before anything reads it.
    const huge = await fetch(local(`${archiveUrl}/subscribe`), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=${'a'.repeat(10_000)}`,
    });
    expect(huge.status).toBe(413);
  });
});
