import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Worker } from 'node:worker_threads';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admission, SHED_MESSAGE } from './admission';

const shedding = admission({ maxLagMs: 150 });
let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.use(shedding.middleware);
  app.get('/work', (_req, res) => void res.json({ done: true }));
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  shedding.stop();
  await new Promise((r) => server.close(r));
});

/**
 * Callers on their own thread, so they keep sending while this thread (the server's) is stuck: one
 * request every `everyMs` until `count` are sent. `started` settles once the first has its answer.
 */
function callers(path: string, count: number, everyMs: number) {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     (async () => {
       const ask = () => fetch(workerData.url).then(async (r) => ({ status: r.status, retryAfter: r.headers.get('retry-after'), body: await r.text() }));
       const sent = [await ask()];
       parentPort.postMessage('started');
       for (let i = 1; i < workerData.count; i++) {
         sent.push(ask());
         await new Promise((r) => setTimeout(r, workerData.everyMs));
       }
       parentPort.postMessage(await Promise.all(sent));
     })();`,
    { eval: true, workerData: { url: base + path, count, everyMs } },
  );
  let started!: () => void;
  const startedP = new Promise<void>((r) => (started = r));
  const answers = new Promise<{ status: number; retryAfter: string | null; body: string }[]>((resolve, reject) => {
    worker.on('message', (m) => (m === 'started' ? started() : resolve(m)));
    worker.once('error', reject);
  });
  return { started: startedP, answers };
}

/** Waits until the loop has been on time for a while (a test file's own start-up also runs late). */
async function caughtUp() {
  while (shedding.lagMs() >= 150) await new Promise((r) => setTimeout(r, 20));
}

/** Keeps this thread busy, as a slow synchronous piece of work would. */
function stall(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('admission while the event loop runs late', () => {
  it('turns new work away with 503 and Retry-After, keeps answering /healthz, and admits again once caught up', async () => {
    await caughtUp();
    expect((await fetch(`${base}/work`)).status).toBe(200);
    const work = callers('/work', 60, 10);
    const health = callers('/healthz', 60, 10);
    await Promise.all([work.started, health.started]);
    stall(600);
    const [answers, healthAnswers] = await Promise.all([work.answers, health.answers]);
    const refused = answers.filter((a) => a.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0].retryAfter).toBe('1');
    expect(JSON.parse(refused[0].body)).toMatchObject({ code: 'BUSY', message: SHED_MESSAGE });
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
    expect(healthAnswers.every((a) => a.status === 200)).toBe(true);
    // Once the loop is on time again, new work is taken.
    await caughtUp();
    expect((await fetch(`${base}/work`)).status).toBe(200);
  });

  it('never sheds when turned off', async () => {
    const off = admission({ maxLagMs: 0 });
    try {
      await new Promise((r) => setTimeout(r, 20));
      stall(120);
      await new Promise((r) => setTimeout(r, 1));
      expect(off.lagMs()).toBeGreaterThan(50);
      let passed = false;
      off.middleware({} as never, {} as never, () => (passed = true));
      expect(passed).toBe(true);
    } finally {
      off.stop();
    }
  });
});
