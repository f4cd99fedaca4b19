import { vi } from 'vitest';

type Handler = (url: string, init?: RequestInit) => unknown | Promise<unknown>;

/** A JSON Response. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Stubs global fetch: the first route whose key the URL contains answers. A handler may return a
 * Response, or any value (sent as 200 JSON). Unmatched URLs answer 404.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = Object.keys(routes).find((k) => url.includes(k));
    if (!key) return new Response('Not found', { status: 404, statusText: 'Not Found' });
    const out = await routes[key](url, init);
    return out instanceof Response ? out : json(out);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}
