import { afterEach, describe, expect, it, vi } from 'vitest';
import { onUnauthorized, setCurrentUid } from '../auth/identity';
import { mockFetch } from '../test/fetchMock';
import { request } from './http';

afterEach(() => {
  vi.unstubAllGlobals();
  setCurrentUid(null);
});

describe('REST requests', () => {
  it('sends cookies, JSON and the firebase-uid header when signed in', async () => {
    setCurrentUid('uid-1');
    const fetch = mockFetch({ '/api/x': () => ({ ok: true }) });
    await request('/api/x', { method: 'POST', body: { a: 1 } });
    const init = fetch.mock.calls[0][1] as RequestInit;
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['firebase-uid']).toBe('uid-1');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('raises "{status}: {body}" and falls back to the status text', async () => {
    mockFetch({
      '/api/body': () => new Response('nope', { status: 500, statusText: 'Server Error' }),
      '/api/empty': () => new Response('', { status: 503, statusText: 'Service Unavailable' }),
    });
    await expect(request('/api/body')).rejects.toThrow('500: nope');
    await expect(request('/api/empty')).rejects.toThrow('503: Service Unavailable');
  });

  it("reads a refusal for too many requests (429) as the server's sentence", async () => {
    const sentence = 'Too many feed checks. Try again in 40 seconds.';
    mockFetch({
      '/api/limited': () =>
        new Response(JSON.stringify({ message: sentence, code: 'RATE_LIMITED', retryAfter: 40 }), {
          status: 429,
          headers: { 'Retry-After': '40' },
        }),
      '/api/bare': () => new Response('', { status: 429, statusText: 'Too Many Requests' }),
    });
    await expect(request('/api/limited')).rejects.toMatchObject({ message: sentence, status: 429 });
    await expect(request('/api/bare')).rejects.toThrow('429: Too Many Requests');
  });

  it('reports a 401 so the app can redirect to /login', async () => {
    const seen = vi.fn();
    const off = onUnauthorized(seen);
    mockFetch({ '/api/me': () => new Response('', { status: 401, statusText: 'Unauthorized' }) });
    await expect(request('/api/me')).rejects.toThrow('401: Unauthorized');
    expect(seen).toHaveBeenCalledOnce();
    off();
  });
});
