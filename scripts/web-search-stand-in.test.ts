import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from './lib/ports.mjs';
import { startWebSearchStandIn } from './lib/local-services.mjs';

const portTaken = (port: number) =>
  new Promise<boolean>((resolve) => {
    const srv = net.createServer().once('error', () => resolve(true));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(false)));
  });

describe('the web search stand-in npm start runs', () => {
  it('answers the Brave web search path on its port and frees the port when stopped', async () => {
    const port = await freePort();
    const standIn = await startWebSearchStandIn({ port });
    expect(standIn.url).toBe(`http://127.0.0.1:${port}`);
    const res = await fetch(
      `${standIn.url}/res/v1/web/search?q=${encodeURIComponent('electric vehicle charging')}&count=2`,
    );
    const body = (await res.json()) as { web: { results: { url: string }[] } };
    expect(res.status).toBe(200);
    expect(body.web.results[0].url).toBe('https://mobility-cases.example/ev-charging-apartments');
    await standIn.stop();
    expect(await portTaken(port)).toBe(false);
  });

  it('refuses a port already in use, naming the setting that moves it', async () => {
    const port = await freePort();
    const first = await startWebSearchStandIn({ port });
    await expect(startWebSearchStandIn({ port })).rejects.toThrow(/BRAVE_SEARCH_PORT/);
    await first.stop();
  });
});
