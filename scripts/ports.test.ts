import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from './lib/ports.mjs';

const listen = (port: number) =>
  new Promise<net.Server>((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(port, '127.0.0.1', () => resolve(srv));
  });

describe('freePort', () => {
  it('hands out distinct, bindable ports below the ephemeral range', async () => {
    const ports: number[] = [];
    for (let i = 0; i < 20; i++) ports.push(await freePort());
    expect(new Set(ports).size).toBe(20);
    expect(ports.every((p) => p >= 20000 && p < 32768)).toBe(true);
    const servers = await Promise.all(ports.map(listen));
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  });
});
