// Requests to a server a person named (their Mastodon server): the address is checked when the
// socket connects, like a feed's, so a name that resolves to a private address reaches nothing
// here. Redirects are not followed and answers are capped, since the server is anyone's.
import * as http from 'node:http';
import * as https from 'node:https';
import { FeedFetchError } from '../../feeds/feed-errors';
import { publicAddressLookup } from '../../feeds/guarded-fetch';
import { PublishFailure } from '../publish-failure';

const TIMEOUT_MS = 20_000;
const MAX_ANSWER_BYTES = 1_000_000;

/** A fetch for one server's API; `allowPrivateNetworks` (development only) lets it reach a local stand-in. */
export function instanceFetch(allowPrivateNetworks: boolean): typeof fetch {
  const lookup = publicAddressLookup(allowPrivateNetworks);
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input));
    if (url.protocol !== 'https:' && !(allowPrivateNetworks && url.protocol === 'http:'))
      throw new PublishFailure('refused', 'Synth talks to servers over https only.');
    const body = typeof init.body === 'string' ? init.body : undefined;
    return new Promise<Response>((resolve, reject) => {
      const req = (url.protocol === 'https:' ? https : http).request(url, {
        method: init.method ?? 'GET',
        headers: {
          ...(init.headers as Record<string, string>),
          ...(body ? { 'content-length': Buffer.byteLength(body) } : {}),
        },
        agent: false,
        lookup,
        timeout: TIMEOUT_MS,
      });
      req.once('timeout', () => req.destroy(new Error('timed out')));
      req.once('error', (err) =>
        reject(
          err instanceof FeedFetchError && err.reason === 'blocked-address'
            ? new PublishFailure(
                'refused',
                'That server is on a private network, so Synth cannot reach it.',
                err.message,
              )
            : err,
        ),
      );
      req.once('response', (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) return void req.destroy(new Error('answer too large'));
          chunks.push(chunk);
        });
        res.once('end', () => {
          const headers = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') headers.set(k, v);
          const status = res.statusCode ?? 502;
          // A Response cannot carry a body with these statuses.
          const noBody = status === 204 || status === 304;
          resolve(new Response(noBody ? null : Buffer.concat(chunks), { status, headers }));
        });
        res.once('error', reject);
      });
      req.end(body);
    });
  }) as typeof fetch;
}
