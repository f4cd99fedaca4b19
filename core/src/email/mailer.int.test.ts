// Sends a composed digest through the real SES API (aws-ses-v2-local) and reads it back from the
// local server's /store, which is what the mail viewer shows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeDigest } from './digest-composer';
import { startSlowSes } from '../../../test-support/slow-ses';
import { SesMailer, digestHeaders } from './mailer';

// What aws-ses-v2-local 2.x answers on GET /store (raw sends are parsed with mailparser).
interface StoredEmail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  at: number;
}

let ses: { url: string; stop(): Promise<void> };
let logDir: string;

beforeAll(async () => {
  const { startSes } = await import('../../../scripts/lib/local-services.mjs');
  const { freePort } = await import('../../../scripts/lib/ports.mjs');
  logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'synth-ses-'));
  ses = await startSes({ port: await freePort(), logDir });
});

afterAll(async () => {
  await ses?.stop();
  if (logDir) fs.rmSync(logDir, { recursive: true, force: true });
});

describe('SesMailer against local SES', () => {
  it('delivers a digest with both parts and the one-click unsubscribe headers', async () => {
    const unsubscribeUrl = 'http://127.0.0.1:8080/api/unsubscribe?token=abc.def';
    const digest = composeDigest({
      synthName: 'Zoë’s AI Radar',
      runDate: new Date('2026-11-22T07:00:00Z'),
      timezone: 'Europe/Zurich',
      articles: [
        {
          title: 'Small models win <again>',
          link: 'https://news.example/small',
          source: 'Tech News',
          summary: 'They are cheap.\n\nAnd fast.',
        },
      ],
      posts: [{ contentType: 'linkedin', templateId: 'informative', text: 'Small models are here. #ai' }],
      examples: [{ title: 'Acme', url: 'https://acme.example/case', snippet: 'Acme switched.' }],
      nothingNew: false,
      appUrl: 'http://127.0.0.1:8080',
      unsubscribeUrl,
    });
    const mailer = new SesMailer({ endpoint: ses.url, region: 'us-east-1' });
    // /store keeps the parsed message, not its headers, so the raw bytes are captured on the way out.
    let raw = '';
    mailer.client.middlewareStack.add(
      (next) => async (args) => {
        const input = args.input as { RawMessage?: { Data?: Uint8Array } };
        raw = Buffer.from(input.RawMessage?.Data ?? []).toString('utf8');
        return next(args);
      },
      { step: 'initialize', name: 'captureRawMessage' },
    );

    const { messageId } = await mailer.send({
      from: 'Synth <digest@synth.local>',
      to: 'reader@example.com',
      subject: digest.subject,
      html: digest.html,
      text: digest.text,
      headers: digestHeaders({ unsubscribeUrl, deliveryKey: 'synth-1:2026-11-22T08:00' }),
    });
    expect(messageId).toBeTruthy();

    const store = (await (await fetch(`${ses.url}/store`)).json()) as { emails: StoredEmail[] };
    const email = store.emails.find((e) => e.messageId === messageId);
    expect(email).toBeDefined();
    expect(email!.subject).toBe('Zoë’s AI Radar: 1 new article — Sunday, 22 November 2026');
    expect(email!.from).toContain('digest@synth.local');
    expect(email!.destination.to).toEqual(['reader@example.com']);
    expect(email!.body.html).toContain('Small models win &lt;again&gt;');
    expect(email!.body.html).toContain('href="https://news.example/small"');
    expect(email!.body.text).toContain('1. Small models win <again>');
    expect(email!.body.text).toContain(`Unsubscribe: <${unsubscribeUrl}>`);

    const head = raw.split('\r\n\r\n')[0].replace(/\r\n[ \t]/g, ' ');
    expect(head).toContain(`\r\nList-Unsubscribe: <${unsubscribeUrl}>`);
    expect(head).toContain('\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(head).toContain('\r\nX-Synth-Delivery-Key: synth-1:2026-11-22T08:00');
  });

  it('reports an unreachable SES as a retryable error, not a permanent one', async () => {
    const { freePort } = await import('../../../scripts/lib/ports.mjs');
    const mailer = new SesMailer({ endpoint: `http://127.0.0.1:${await freePort()}`, region: 'us-east-1' });
    const err = await mailer
      .send({ from: 'Synth <digest@synth.local>', to: 'reader@example.com', subject: 's', html: '<p>x</p>', text: 'x' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).name).not.toBe('PermanentEmailError');
    expect((err as Error).message).toBe('The email service could not be reached.');
  });

  it('ends an attempt SES does not answer, tries again only as often as its budget allows, and reports it as retryable', async () => {
    const stalled = await startSlowSes({ forwardTo: ses.url, delayMs: 60_000 });
    try {
      const mailer = new SesMailer({
        endpoint: stalled.url,
        region: 'us-east-1',
        limits: { maxAttempts: 2, requestTimeoutMs: 300 },
      });
      const err = await mailer
        .send({
          from: 'Synth <digest@synth.local>',
          to: 'reader@example.com',
          subject: 's',
          html: '<p>x</p>',
          text: 'x',
        })
        .catch((e: unknown) => e);
      expect(err).toMatchObject({ name: 'ProviderFailure', message: 'The email service did not answer in time.' });
      expect(stalled.sends).toBe(2);
    } finally {
      await stalled.close();
    }
  });
});
