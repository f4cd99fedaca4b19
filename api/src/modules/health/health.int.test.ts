// The health endpoints of the real API: public, so a failing dependency is named only in the server log.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { startApp, type Harness } from '../../test-support/app-harness';

const running: Harness[] = [];
afterEach(() => vi.restoreAllMocks());
afterAll(async () => {
  for (const h of running) await h.close();
});

async function start(env: Record<string, string> = {}): Promise<Harness> {
  const h = await startApp(env);
  running.push(h);
  return h;
}

describe('/healthz and /readyz', () => {
  it('answer 200 without credentials when the database and Temporal answer, saying only that the API is ready', async () => {
    const h = await start();
    const health = await fetch(`${h.url}/healthz`);
    expect(health.status).toBe(200);
    const ready = await fetch(`${h.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('answer 503 "not ready" when Temporal is unreachable, without the error text, which goes to the server log', async () => {
    const { freePort } = await import('../../../../scripts/lib/ports.mjs');
    const temporalAddress = process.env.TEMPORAL_ADDRESS!;
    const h = await start({ TEMPORAL_ADDRESS: `127.0.0.1:${await freePort()}` });
    process.env.TEMPORAL_ADDRESS = temporalAddress;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const ready = await fetch(`${h.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.text()).toBe(JSON.stringify({ status: 'not ready' }));
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\[readyz\] Temporal unreachable: .+/));
    // The process itself is up.
    expect((await fetch(`${h.url}/healthz`)).status).toBe(200);
  });
});
