// Pipeline benchmark (issue: synth pipeline). N synths share M feeds served by a local fixture
// server, all scheduled for the same minute; the AI is a local OpenAI-compatible server that
// answers after 200 ms; email goes to the local SES. Prints the figures; asserts nothing.
//   npm run build:server && node bench/pipeline.bench.mjs [--synths 1000] [--feeds 200] [--per-synth 20]
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort } from '../scripts/lib/ports.mjs';
import { ROOT, spawnChild, startPostgres, startSes, startTemporal } from '../scripts/lib/local-services.mjs';

const { values } = parseArgs({ options: { synths: { type: 'string', default: '1000' }, feeds: { type: 'string', default: '200' }, 'per-synth': { type: 'string', default: '20' }, 'ai-latency': { type: 'string', default: '200' } } });
const N = Number(values.synths), M = Number(values.feeds), PER = Number(values['per-synth']), AI_MS = Number(values['ai-latency']);
const log = (m) => console.log(`[bench] ${m}`);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'synth-bench-'));
fs.chmodSync(dataDir, 0o755);
const logDir = path.join(dataDir, 'logs');

// Feeds: M distinct feeds, 5 items each; a few shared topics so filtering keeps some.
const feedHits = new Map();
const feedServer = http.createServer((req, res) => {
  feedHits.set(req.url, (feedHits.get(req.url) ?? 0) + 1);
  const i = Number(/feed-(\d+)/.exec(req.url)?.[1] ?? -1);
  if (i < 0) return void res.writeHead(404).end();
  const items = Array.from({ length: 5 }, (_, k) => `<item><title>Story ${i}-${k} about payments and markets</title><link>https://news.example.com/${i}/${k}</link><guid>s-${i}-${k}</guid><pubDate>${new Date().toUTCString()}</pubDate><description>Regulators and banks discussed payments today. Feed ${i} item ${k} adds detail on markets, rates and fintech.</description></item>`).join('');
  res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(`<?xml version="1.0"?><rss version="2.0"><channel><title>Feed ${i}</title>${items}</channel></rss>`);
});

// A local OpenAI-compatible server with a fixed latency; counts calls per article title.
const aiCalls = new Map();
let aiTotal = 0;
const aiServer = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    aiTotal++;
    const messages = JSON.parse(body).messages ?? [];
    const user = messages.filter((m) => m.role === 'user').map((m) => m.content).join('\n');
    const title = user.includes('<article') ? /Title: ([^\n]+)/.exec(user)?.[1] ?? 'untitled' : 'post';
    aiCalls.set(title, (aiCalls.get(title) ?? 0) + 1);
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
        id: 'cmpl', object: 'chat.completion', created: 0, model: 'bench-model',
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: 'Regulators discussed payments. Banks responded with new plans for markets.' } }],
        usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
      }));
    }, AI_MS);
  });
});

const listen = (srv) => new Promise((r) => srv.listen(0, '127.0.0.1', () => r(srv.address().port)));
const feedPort = await listen(feedServer);
const aiPort = await listen(aiServer);

log(`starting PostgreSQL, Temporal and local SES in ${dataDir}`);
const [db, temporal, ses] = await Promise.all([
  startPostgres({ dataDir, port: await freePort(), ephemeral: true }),
  startTemporal({ port: await freePort(), uiPort: 0, headless: true, logDir, log }),
  startSes({ port: await freePort(), logDir }),
]);
const env = {
  DATABASE_URL: db.url, TEMPORAL_ADDRESS: temporal.address, SES_ENDPOINT: ses.url, FEED_ALLOW_PRIVATE_NETWORKS: 'true',
  AI_PROVIDER: 'openai', OPENAI_BASE_URL: `http://127.0.0.1:${aiPort}/v1`, OPENAI_MODEL: 'bench-model', OPENAI_API_KEY: 'bench',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1', PORT: String(await freePort()), NODE_ENV: 'development',
};
const api = spawnChild('api', process.execPath, [path.join(ROOT, 'api', 'dist', 'server.js')], { env, logDir });
await new Promise((r) => setTimeout(r, 4000));
const worker = spawnChild('worker', process.execPath, [path.join(ROOT, 'workflows', 'dist', 'worker.js')], { env, logDir });

// Users and synths straight into the database; each synth takes PER of the M feeds.
const client = new pg.Client({ connectionString: db.url });
await client.connect();
for (let t = 0; t < 100 && !(await client.query("select to_regclass('public.synths') as t")).rows[0].t; t++) await new Promise((r) => setTimeout(r, 300));
const start = new Date(Date.now() + 150_000 + (N > 200 ? 60_000 : 0));
start.setUTCSeconds(0, 0);
const hhmm = `${String(start.getUTCHours()).padStart(2, '0')}:${String(start.getUTCMinutes()).padStart(2, '0')}`;
log(`creating ${N} synths (${PER} of ${M} feeds each) scheduled for ${hhmm} UTC`);
const synthIds = [];
for (let i = 0; i < N; i++) {
  const userId = randomUUID(), synthId = randomUUID();
  const urls = Array.from({ length: PER }, (_, k) => `http://127.0.0.1:${feedPort}/feed-${(i * 7 + k * 13) % M}.xml`);
  // Thought Leader (30 feeds): a trial or Basic plan would read only 10 of the 20 feeds.
  await client.query(
    `insert into users (id, firebase_uid, email, created_at, updated_at, trial_started_at, subscription_status) values ($1, $2, $3, now(), now(), now(), 'active-thought-leader')`,
    [userId, `bench-${i}`, `bench-${i}@example.com`],
  );
  await client.query(
    `insert into synths (id, user_id, name, rss_feed_urls, topics, recipient_email, email_schedule_time, user_timezone, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, 'UTC', now(), now())`,
    [synthId, userId, `Bench ${i}`, urls, ['payments'], `bench-${i}@example.com`, hhmm],
  );
  synthIds.push(synthId);
}
// Restarting the worker makes its start-up reconciliation create every schedule.
await worker.stop();
const worker2 = spawnChild('worker', process.execPath, [path.join(ROOT, 'workflows', 'dist', 'worker.js')], { env, logDir });

const peak = { api: 0, worker: 0 };
const vmHwm = (pid) => { try { return Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024; } catch { return 0; } };
const sampler = setInterval(() => { peak.api = Math.max(peak.api, vmHwm(api.child.pid)); peak.worker = Math.max(peak.worker, vmHwm(worker2.child.pid)); }, 1000);

log(`waiting for ${hhmm} …`);
const deadline = start.getTime() + 15 * 60_000;
let sent = 0;
while (Date.now() < deadline) {
  const res = await fetch(`${ses.url}/store`).then((r) => r.json()).catch(() => ({ emails: [] }));
  sent = res.emails.length;
  if (sent >= N) break;
  await new Promise((r) => setTimeout(r, 2000));
}
const lastEmailAt = Math.max(...(await fetch(`${ses.url}/store`).then((r) => r.json())).emails.map((e) => e.at * 1000));
clearInterval(sampler);
const runs = (await client.query(`select extract(epoch from finished_at - started_at) * 1000 as ms from synth_runs where trigger = 'scheduled' and status = 'succeeded' order by 1`)).rows.map((r) => Number(r.ms));
const pct = (p) => runs.length ? Math.round(runs[Math.min(runs.length - 1, Math.floor(p * runs.length))]) : NaN;
const uniqueFeedsUsed = new Set(synthIds.flatMap((_, i) => Array.from({ length: PER }, (_, k) => `/feed-${(i * 7 + k * 13) % M}.xml`)));
const fetches = [...feedHits.entries()].filter(([u]) => uniqueFeedsUsed.has(u)).reduce((a, [, n]) => a + n, 0);
const requested = [...uniqueFeedsUsed].filter((u) => (feedHits.get(u) ?? 0) > 0).length;
const summaryCalls = [...aiCalls.entries()].filter(([k]) => k.startsWith('Story'));

console.log('\n== pipeline benchmark ==');
console.log(`synths: ${N}, distinct feeds: ${uniqueFeedsUsed.size}, feeds per synth: ${PER}, AI latency: ${AI_MS} ms, cores: ${os.cpus().length}`);
console.log(`emails accepted: ${sent} of ${N}`);
console.log(`scheduled minute → last email accepted: ${((lastEmailAt - start.getTime()) / 1000).toFixed(1)} s`);
console.log(`run time p50: ${pct(0.5)} ms, p95: ${pct(0.95)} ms (${runs.length} succeeded runs)`);
console.log(`HTTP fetches per unique feed: ${(fetches / Math.max(1, requested)).toFixed(2)} (${requested} of ${uniqueFeedsUsed.size} feeds requested)`);
console.log(`AI calls per unique article: ${summaryCalls.length ? (summaryCalls.reduce((a, [, n]) => a + n, 0) / summaryCalls.length).toFixed(2) : 'n/a'} (${aiTotal} AI calls in all)`);
console.log(`peak RSS: worker ${(peak.worker / 2 ** 20).toFixed(0)} MiB, API ${(peak.api / 2 ** 20).toFixed(0)} MiB`);

await client.end();
await worker2.stop();
await api.stop();
await Promise.allSettled([temporal.stop(), ses.stop()]);
await db.stop();
feedServer.close();
aiServer.close();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
