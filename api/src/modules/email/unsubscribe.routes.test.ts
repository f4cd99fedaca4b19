import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { unsubscribeRoutes } from './unsubscribe.routes';
import { createHmac } from 'node:crypto';
import { signUnsubscribeToken } from '@synth/core/email';

const SECRET = 'route-secret';
const calls: [string, string][] = [];
let server: Server;
let base: string;

/** The account the stand-in knows nothing of: its unsubscribe finds no one to suppress for. */
const GONE = 'user-gone';
const token = (email = 'reader@example.com', userId = 'user-1') => signUnsubscribeToken({ userId, email }, SECRET);
const url = (t: string) => `${base}/api/unsubscribe?token=${encodeURIComponent(t)}`;

beforeAll(async () => {
  const app = express();
  // The real app parses JSON globally before mounting routes; mirror that.
  app.use(express.json());
  app.use(
    '/api/unsubscribe',
    unsubscribeRoutes({
      secret: SECRET,
      unsubscribe: async (link) => {
        const who = 'userId' in link ? link.userId : `legacy:${link.synthOrRunId}`;
        calls.push([who, link.email]);
        return who === GONE ? 'unknown' : 'unsubscribed';
      },
    }),
  );
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  calls.length = 0;
});

function expectSafePage(res: Response) {
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('cache-control')).toBe('no-store');
}

describe('POST /api/unsubscribe (RFC 8058 one-click)', () => {
  it('unsubscribes with the one-click form body and no cookie', async () => {
    const res = await fetch(url(token()), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expectSafePage(res);
    const html = await res.text();
    expect(html).toContain('You&#39;re unsubscribed');
    expect(html).toContain('reader@example.com');
    expect(html).not.toMatch(/<script/i);
    expect(calls).toEqual([['user-1', 'reader@example.com']]);
  });

  it('is idempotent and answers JSON when asked', async () => {
    await fetch(url(token()), { method: 'POST', body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) });
    const res = await fetch(url(token()), { method: 'POST', headers: { accept: 'application/json' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ unsubscribed: true, email: 'reader@example.com' });
    expect(calls).toHaveLength(2);
  });

  it('accepts the token from the confirmation form body', async () => {
    const res = await fetch(`${base}/api/unsubscribe`, {
      method: 'POST',
      body: new URLSearchParams({ token: token() }),
    });
    expect(res.status).toBe(200);
    expect(calls).toEqual([['user-1', 'reader@example.com']]);
  });

  it('still honours a link of an older digest, which names a synth or a preview run', async () => {
    const payload = Buffer.from(JSON.stringify({ s: 'run-7', e: 'reader@example.com' })).toString('base64url');
    const legacy = `${payload}.${createHmac('sha256', SECRET).update(`synth.unsubscribe.v1.${payload}`).digest('base64url')}`;
    const res = await fetch(url(legacy), { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect(res.status).toBe(200);
    expect(calls).toEqual([['legacy:run-7', 'reader@example.com']]);
  });

  it('says nothing was unsubscribed when no account can be found for the link, rather than claiming success', async () => {
    const res = await fetch(url(token('reader@example.com', GONE)), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(410);
    expectSafePage(res);
    const html = await res.text();
    expect(html).toContain('Nothing to unsubscribe from');
    expect(html).not.toContain('unsubscribed');
  });

  it('refuses an invalid or tampered token with a readable 400', async () => {
    const tampered = token().replace(/^./, (c) => (c === 'e' ? 'f' : 'e'));
    for (const t of [
      '',
      'garbage',
      tampered,
      signUnsubscribeToken({ userId: 'u', email: 'e@x.example' }, 'other-secret'),
    ]) {
      const res = await fetch(url(t), {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.status).toBe(400);
      expectSafePage(res);
      expect(await res.text()).toContain('This unsubscribe link is invalid or incomplete');
    }
    const json = await fetch(url('garbage'), { method: 'POST', headers: { accept: 'application/json' } });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ code: 'INVALID_TOKEN', message: expect.stringContaining('invalid') });
    expect(calls).toEqual([]);
  });
});

describe('GET /api/unsubscribe', () => {
  it('only shows a confirmation form (link scanners prefetch GETs)', async () => {
    const t = token();
    const res = await fetch(url(t));
    expect(res.status).toBe(200);
    expectSafePage(res);
    const html = await res.text();
    expect(html).toContain('<form method="post" action="/api/unsubscribe">');
    expect(html).toContain(`<input type="hidden" name="token" value="${t}">`);
    expect(html).toContain('<button type="submit">Unsubscribe</button>');
    expect(html).toContain('reader@example.com');
    expect(calls).toEqual([]);
  });

  it('escapes the email shown on the page', async () => {
    const res = await fetch(url(token('<img src=x onerror=alert(1)>@evil.example')));
    const html = await res.text();
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;@evil.example');
  });

  it('shows a readable page for an invalid link', async () => {
    const res = await fetch(url('nope'));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Invalid unsubscribe link');
    expect(calls).toEqual([]);
  });
});
