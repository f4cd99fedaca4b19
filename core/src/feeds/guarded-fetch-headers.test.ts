import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedFetch } from './guarded-fetch';

// Two loopback servers on different ports are two origins: the first redirects to the second.
const seen: { server: string; headers: IncomingHttpHeaders }[] = [];
let first: Server;
let second: Server;
const urlOf = (s: Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`;

beforeAll(async () => {
  second = createServer((req, res) => {
    seen.push({ server: 'second', headers: req.headers });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  first = createServer((req, res) => {
    seen.push({ server: 'first', headers: req.headers });
    if (req.url === '/same-origin') return void res.writeHead(302, { location: '/final' }).end();
    if (req.url === '/final') return void res.writeHead(200).end('{}');
    res.writeHead(302, { location: `${urlOf(second)}/elsewhere` }).end();
  });
  await Promise.all([first, second].map((s) => new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve))));
});
afterAll(async () => {
  await Promise.all([first, second].map((s) => new Promise((resolve) => s.close(resolve))));
});

describe('extra request headers on the guarded fetcher', () => {
  it('sends them to the first address and its own redirects, never to another origin', async () => {
    const headers = { 'X-Subscription-Token': 'secret', Accept: 'application/json' };
    await guardedFetch(`${urlOf(first)}/same-origin`, { allowPrivateNetworks: true, headers });
    await guardedFetch(`${urlOf(first)}/away`, { allowPrivateNetworks: true, headers });

    expect(seen.map((s) => [s.server, s.headers['x-subscription-token']])).toEqual([
      ['first', 'secret'],
      ['first', 'secret'],
      ['first', 'secret'],
      ['second', undefined],
    ]);
    expect(seen[0].headers.accept).toBe('application/json');
  });
});
