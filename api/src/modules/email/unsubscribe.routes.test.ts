import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { unsubscribeRoutes } from './unsubscribe.routes';
import { signUnsubscribeToken } from '@synth/core/email';

const SECRET = 'route-secret';
const calls: [string, string][] = [];
let server: Server;
let base: string;

const token = (email = 'reader@example.com', synthId = 'synth-1') => signUnsubscribeToken({ synthId, email }, SECRET);
const url = (t: string) => `${base}/api/unsubscribe?token=${encodeURIComponent(t)}`;

beforeAll(async () => {
  const app = express();
  // The real app parses JSON globally before mounting routes; mirror that.
  app.use(express.json());
  app.use(
    '/api/unsubscribe',
    unsubscribeRoutes({
      secret: SECRET,
      unsubscribe: async (synthId, email) => (calls.push([synthId, email]), calls.length === 1),
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
    expect(calls).toEqual([['synth-1', 'reader@example.com']]);
  });

  it('is idempotent and answers JSON when asked', async () => {
    await fetch(url(token()), { method: 'POST', body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) });
    const res = await fetch(url(token()), { method: 'POST', headers: { accept: 'application/json' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ unsubscribed: true, changed: false, email: 'reader@example.com' });
    expect(calls).toHaveLength(2);
  });

  it('accepts the token from the confirmation form body', async () => {
    const res = await fetch(`${base}/api/unsubscribe`, {
      method: 'POST',
      body: new URLSearchParams({ token: token() }),
    });
    expect(res.status).toBe(200);
    expect(calls).toEqual([['synth-1', 'reader@example.com']]);
  });

  it('refuses an invalid or tampered token with a readable 400', async () => {
    const tampered = token().replace(/^./, (c) => (c === 'e' ? 'f' : 'e'));
    for (const t of [
      '',
      'garbage',
      tampered,
      signUnsubscribeToken({ synthId: 's', email: 'e@x.example' }, 'other-secret'),
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
