// Recipients confirm, through the API on the real database and the local SES: who is asked, what
// the link does, what unsubscribing and typing an address again do, and the limits on asking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { dailyEmailCapsFor } from '@synth/core/plans';
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY, signConfirmationToken, whyNoConfirmation } from '@synth/core/recipients';
import { signUnsubscribeToken } from '@synth/core/email';
import { User } from '@synth/core/users';
import { useTestServices } from '../../../../test-support/env';
import { sentEmails, type StoredEmail } from '../../../../dev-services/ses-store';
import { newClient, startApp, VALID_SYNTH, type Client, type Harness } from '../../test-support/app-harness';

let h: Harness;
let sesUrl: string;
beforeAll(async () => {
  sesUrl = useTestServices().sesUrl;
  h = await startApp({ TEMPORAL_TASK_QUEUE: 'recipients-int' });
});
afterAll(async () => {
  await h?.close();
});

const SYNTH = 'id recipientEmail recipientStatus recipientConfirmationSentAt';
const CREATE = `mutation($input: SynthInput!) { createSynth(input: $input) { ${SYNTH} } }`;
const UPDATE = `mutation($id: ID!, $input: SynthInput!) { updateSynth(id: $id, input: $input) { ${SYNTH} } }`;
const RESEND = `mutation($id: ID!) { resendRecipientConfirmation(synthId: $id) { ${SYNTH} } }`;
const STATUS = `query($id: ID!) { node(id: $id) { ... on Synth { ${SYNTH} } } }`;

const address = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

async function userIdOf(c: Client): Promise<string> {
  return (await h.app.services.orm.em.fork().findOneOrFail(User, { firebaseUid: c.user.uid })).id;
}

async function synthFor(c: Client, recipientEmail: string) {
  const res = await c.gql<{
    createSynth: { id: string; recipientStatus: string | null; recipientConfirmationSentAt: string | null };
  }>(CREATE, { input: { ...VALID_SYNTH, recipientEmail } });
  expect(res.errors).toBeUndefined();
  return res.data!.createSynth;
}

async function statusOf(c: Client, id: string): Promise<string | null> {
  const res = await c.gql<{ node: { recipientStatus: string | null } }>(STATUS, { id });
  return res.data!.node.recipientStatus;
}

/** The confirmation emails the local SES holds for the address, oldest first. */
async function confirmations(to: string): Promise<StoredEmail[]> {
  return (await sentEmails(sesUrl, to))
    .filter((m) => m.subject.startsWith('Confirm that you want'))
    .sort((a, b) => a.at - b.at);
}

function linkIn(mail: StoredEmail): string {
  const m = /See who asked and confirm: (\S+)/.exec(mail.body.text ?? '');
  if (!m) throw new Error(`no confirmation link in: ${mail.body.text}`);
  return m[1].replace(/^https?:\/\/[^/]+/, h.url);
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

async function press(link: string): Promise<Response> {
  return fetch(`${h.url}/api/confirm-recipient`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: tokenOf(link) }),
  });
}

describe('a recipient address', () => {
  it("is confirmed at once when it is the account's own verified Google address, and no email is sent", async () => {
    const c = await newClient(h);
    const synth = await synthFor(c, c.user.email.toUpperCase());
    expect(synth.recipientStatus).toBe('confirmed');
    expect(await sentEmails(sesUrl, c.user.email)).toHaveLength(0);
  });

  it('of someone else gets exactly one confirmation email, however often the synth is saved, and waits', async () => {
    const c = await newClient(h);
    const to = address('friend');
    const synth = await synthFor(c, to);
    expect(synth.recipientStatus).toBe('pending');
    expect(Date.parse(synth.recipientConfirmationSentAt!)).toBeGreaterThan(Date.now() - 60_000);
    await c.gql(UPDATE, { id: synth.id, input: { recipientEmail: to, name: 'Renamed digest' } });
    const mails = await confirmations(to);
    expect(mails).toHaveLength(1);
    expect(mails[0].body.text).toContain('Someone who uses Synth asked to email a news digest to this address.');
    expect(await statusOf(c, synth.id)).toBe('pending');
    const rest = (await (await c.fetch('/api/synths')).json()) as { recipientStatus: string }[];
    expect(rest[0].recipientStatus).toBe('pending');
  });

  it('is confirmed only by the button on the linked page, not by opening the link, and a second press answers the same', async () => {
    const c = await newClient(h);
    const to = address('scanner');
    const synth = await synthFor(c, to);
    const link = linkIn((await confirmations(to))[0]);

    const opened = await fetch(link);
    const page = await opened.text();
    expect(opened.status).toBe(200);
    // Who asked and for which digest are said on the page, not in the email.
    expect(page).toContain(`(${c.user.email})</strong> asked Synth to email the “${VALID_SYNTH.name}” digest`);
    expect(opened.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page).toContain('<form method="post" action="/api/confirm-recipient">');
    expect(page).toContain('Confirm and receive digests');
    expect(await statusOf(c, synth.id)).toBe('pending');

    for (let i = 0; i < 2; i++) {
      const done = await press(link);
      expect(done.status).toBe(200);
      const html = await done.text();
      expect(html).toContain('Address confirmed');
      expect(html).toContain(`<strong>${to}</strong> will now receive the digest it was added to.`);
    }
    expect(await statusOf(c, synth.id)).toBe('confirmed');
  });

  it('refuses a forged, altered or expired link with a clear message and confirms nothing', async () => {
    const c = await newClient(h);
    const to = address('forged');
    const synth = await synthFor(c, to);
    const token = tokenOf(linkIn((await confirmations(to))[0]));
    const forge = (t: string) =>
      fetch(`${h.url}/api/confirm-recipient`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: t }),
      });

    const [payload, sig] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { r: string; n: number };
    const altered = `${Buffer.from(JSON.stringify({ ...claims, x: 9_999_999_999 })).toString('base64url')}.${sig}`;
    const wrongSecret = signConfirmationToken({ recipientId: claims.r, round: claims.n }, 'not-the-app-secret');
    const unsubscribeToken = signUnsubscribeToken({ userId: claims.r, email: to }, h.app.services.config.appSecret);
    for (const bad of [altered, wrongSecret, unsubscribeToken, 'garbage', 'x'.repeat(3000)]) {
      const res = await forge(bad);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(
        'This confirmation link is invalid or incomplete. Please use the link from the most recent confirmation email.',
      );
    }

    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    const expired = signConfirmationToken(
      { recipientId: claims.r, round: claims.n },
      h.app.services.config.appSecret,
      eightDaysAgo,
    );
    const res = await fetch(`${h.url}/api/confirm-recipient?token=${encodeURIComponent(expired)}`, {
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(410);
    expect(await res.json()).toMatchObject({
      code: 'EXPIRED_TOKEN',
      message: expect.stringContaining('Confirmation links work for 7 days.'),
    });
    expect((await forge(expired)).status).toBe(410);
    expect(await statusOf(c, synth.id)).toBe('pending');
  });

  it('goes on the suppression list when it unsubscribes; typed in again it waits for a new confirmation, which the old link cannot give', async () => {
    const c = await newClient(h);
    const to = address('leaver');
    const synth = await synthFor(c, to);
    const firstLink = linkIn((await confirmations(to))[0]);
    expect((await press(firstLink)).status).toBe(200);
    expect(await statusOf(c, synth.id)).toBe('confirmed');

    const unsubscribe = signUnsubscribeToken({ userId: await userIdOf(c), email: to }, h.app.services.config.appSecret);
    const oneClick = await fetch(`${h.url}/api/unsubscribe?token=${encodeURIComponent(unsubscribe)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);

    const again = await c.gql<{ updateSynth: { recipientEmail: string; recipientStatus: string } }>(UPDATE, {
      id: synth.id,
      input: { recipientEmail: to },
    });
    expect(again.data!.updateSynth).toMatchObject({ recipientEmail: to, recipientStatus: 'pending' });
    const mails = await confirmations(to);
    expect(mails).toHaveLength(2);

    const stale = await press(firstLink);
    expect(stale.status).toBe(410);
    expect(await stale.text()).toContain('a newer confirmation email was sent');
    expect(await statusOf(c, synth.id)).toBe('pending');

    expect((await press(linkIn(mails[1]))).status).toBe(200);
    expect(await statusOf(c, synth.id)).toBe('confirmed');
  });

  it('is asked again by Resend within the daily cap; past it the owner reads why, and a burst is rate limited', async () => {
    const c = await newClient(h);
    const to = address('resend');
    const synth = await synthFor(c, to);
    const cap = dailyEmailCapsFor('trial').confirmations;
    for (let sent = 1; sent < cap; sent++) {
      const res = await c.gql<{ resendRecipientConfirmation: { recipientStatus: string } }>(RESEND, { id: synth.id });
      expect(res.errors).toBeUndefined();
      expect(res.data!.resendRecipientConfirmation.recipientStatus).toBe('pending');
    }
    expect(await confirmations(to)).toHaveLength(cap);

    const over = await c.gql(RESEND, { id: synth.id });
    expect(over.errors?.[0]).toMatchObject({
      message: whyNoConfirmation.dailyCap(cap),
      extensions: { code: 'DAILY_CAP_REACHED' },
    });
    expect(await confirmations(to)).toHaveLength(cap);

    const rest = await c.fetch(
      `/api/synths/${((await (await c.fetch('/api/synths')).json()) as { id: string }[])[0].id}/resend-confirmation`,
      { method: 'POST' },
    );
    expect(rest.status).toBe(429);
    expect(await rest.json()).toMatchObject({
      message: expect.stringMatching(/^Too many confirmation emails\. Try again in \d+ seconds?\.$/),
    });

    // Past the cap a new address is saved but not emailed, and the editor is told no email went out.
    const next = address('capped');
    const saved = await c.gql<{ updateSynth: { recipientStatus: string; recipientConfirmationSentAt: string | null } }>(
      UPDATE,
      { id: synth.id, input: { recipientEmail: next } },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateSynth).toMatchObject({ recipientStatus: 'pending', recipientConfirmationSentAt: null });
    expect(await sentEmails(sesUrl, next)).toHaveLength(0);
  });

  it("of another account's synth cannot be resent by a stranger", async () => {
    const owner = await newClient(h);
    const synth = await synthFor(owner, address('private'));
    const stranger = await newClient(h);
    const res = await stranger.gql(RESEND, { id: synth.id });
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('is never sent account text: a hostile synth name and display name appear in no confirmation email', async () => {
    const c = await newClient(h, { name: 'Win a FREE cruise, call 555-0100' });
    const to = address('stranger');
    const res = await c.gql<{ createSynth: { id: string } }>(CREATE, {
      input: { ...VALID_SYNTH, name: 'URGENT: verify your bank account at evil.example', recipientEmail: to },
    });
    expect(res.errors).toBeUndefined();
    const [mail] = await confirmations(to);
    const everything = `${mail.subject}\n${mail.body.text}\n${mail.body.html}`;
    for (const typed of ['URGENT', 'evil.example', 'FREE cruise', '555-0100', c.user.email])
      expect(everything).not.toContain(typed);
  });
});

describe('the daily caps on confirmation emails', () => {
  it('hold when twelve recipient changes arrive at once: at most the trial cap of emails goes out', async () => {
    const c = await newClient(h);
    const created = await c.gql(CREATE, { input: VALID_SYNTH });
    expect(created.errors).toBeUndefined();
    const rawId = ((await (await c.fetch('/api/synths')).json()) as { id: string }[])[0].id;
    const addresses = Array.from({ length: 12 }, (_, i) => address(`burst${i}`));
    const answers = await Promise.all(
      addresses.map((recipientEmail) =>
        c.fetch(`/api/synths/${rawId}`, { method: 'PATCH', body: JSON.stringify({ recipientEmail }) }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(addresses.map(() => 200));
    const cap = dailyEmailCapsFor('trial').confirmations;
    const sent = await Promise.all(addresses.map(confirmations));
    expect(sent.flat()).toHaveLength(cap);
  });

  it('hold for one address across accounts: however many accounts type it in, it is asked a few times a day', async () => {
    const to = address('popular');
    const askers = await Promise.all(Array.from({ length: CONFIRMATIONS_PER_ADDRESS_PER_DAY + 2 }, () => newClient(h)));
    const synths = [];
    for (const c of askers) synths.push(await synthFor(c, to));
    expect(await confirmations(to)).toHaveLength(CONFIRMATIONS_PER_ADDRESS_PER_DAY);
    const last = askers.at(-1)!;
    const resend = await last.gql(RESEND, { id: synths.at(-1)!.id });
    expect(resend.errors?.[0]).toMatchObject({
      message: whyNoConfirmation.addressCap(to),
      extensions: { code: 'DAILY_CAP_REACHED' },
    });
    expect(await confirmations(to)).toHaveLength(CONFIRMATIONS_PER_ADDRESS_PER_DAY);
  });
});
