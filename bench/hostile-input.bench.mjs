// Hostile input benchmark (issue: every input answered fast). /healthz latency while nobody else
// calls the API (quiet), then again while several clients send the hostile inputs of
// test-support/hostile-inputs.mjs in a loop (the quadratic address, 1 MB bodies, 100,000-character
// topics, nested OPML, 20,000-field documents, …). Rate limits are off in the API it starts, so every
// input reaches its check instead of a quick 429. Prints the /healthz p99 of both runs against the
// target (within 2× of quiet) and, per input, its answer and how long it took. Asserts nothing.
// The clients share the machine with the API, but not the probe's process: each runs in a process
// of its own at the lowest CPU priority (nice 19), standing in for callers on other machines, so the
// probe times the API and not the clients' own sending and reading. --client-nice 0 gives them the
// API's priority.
//   npm run build:server && node bench/hostile-input.bench.mjs [--seconds 30] [--clients 4] [--rate 0] [--client-nice 19]
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { cpuSecondsByRole } from './lib/cpu.mjs';
import { appEnv, benchDir, runBench, sleep, startApi, startFakeAi, startServices } from './lib/stack.mjs';
import { signIn } from './lib/signed-in.mjs';
import { ROOT, startAuthEmulator } from '../scripts/lib/local-services.mjs';
import { freePort } from '../scripts/lib/ports.mjs';
import { hostileInputs, messageOf, requestOf } from '../test-support/hostile-inputs.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    clients: { type: 'string', default: '4' },
    // How often the probe asks /healthz; one request at a time, so a stalled API shows as one long answer.
    'probe-interval-ms': { type: 'string', default: '20' },
    'client-nice': { type: 'string', default: '19' },
    // Requests a second each client sends at most; 0: as fast as the API answers (a closed loop,
    // which keeps the API saturated whatever each answer costs).
    rate: { type: 'string', default: '0' },
    // Requests per input in the cost run, which sends each input alone, one at a time, and reads the
    // API's and PostgreSQL's CPU time around them.
    'cost-requests': { type: 'string', default: '100' },
    // Internal: this file started as one hostile client, with its settings as JSON.
    'hostile-client': { type: 'string' },
  },
});
const CLIENT_NICE = Number(values['client-nice']);
const RATE = Number(values.rate);
const SECONDS = Number(values.seconds),
  CLIENTS = Number(values.clients),
  PROBE_INTERVAL_MS = Number(values['probe-interval-ms']);
const COST_REQUESTS = Number(values['cost-requests']);
const TARGET_RATIO = 2;
const log = (m) => console.log(`[bench] ${m}`);
// Client processes run this file too; only the bench itself owns the throwaway data.
const { dataDir, logDir } = values['hostile-client'] === undefined ? benchDir('hostile-input-bench') : {};

/** Every RATE_LIMIT_* setting of .env.example but the window, set to 0 (off). */
function rateLimitsOff() {
  const names = fs.readFileSync(path.join(ROOT, '.env.example'), 'utf8').match(/^RATE_LIMIT_\w+(?==)/gm) ?? [];
  return Object.fromEntries(names.filter((n) => n !== 'RATE_LIMIT_WINDOW_SECONDS').map((n) => [n, '0']));
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
const ms = (n) => (Number.isFinite(n) ? n.toFixed(1) : '-');

/** GET /healthz one at a time every PROBE_INTERVAL_MS until `until`; each answer's latency in ms. */
async function probeHealthz(apiUrl, until) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies = [];
  let failures = 0;
  while (Date.now() < until) {
    const started = performance.now();
    const ok = await new Promise((resolve) => {
      const req = http.get(`${apiUrl}/healthz`, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode === 200));
      });
      req.on('error', () => resolve(false));
    });
    const took = performance.now() - started;
    if (ok) latencies.push(took);
    else failures++;
    await sleep(Math.max(0, PROBE_INTERVAL_MS - took));
  }
  agent.destroy();
  return { sorted: latencies.sort((a, b) => a - b), failures };
}

/** One client sending the inputs in turn, from its own starting point, until `until`. */
async function hostileClient(apiUrl, requests, offset, until, stats, rate) {
  const began = performance.now();
  for (let i = offset; Date.now() < until; i++) {
    // Paced: request n leaves no sooner than n / rate seconds after the first.
    if (rate > 0) await sleep(Math.max(0, ((i - offset) * 1000) / rate - (performance.now() - began)));
    const { input, init } = requests[i % requests.length];
    const s = stats.get(input.name);
    const started = performance.now();
    try {
      const res = await fetch(apiUrl + input.path, init);
      const message = messageOf(await res.text());
      s.latencies.push(performance.now() - started);
      if (res.status !== input.status || message !== input.message)
        s.unexpected.push(`${res.status} ${message.slice(0, 80)}`);
    } catch (err) {
      s.errors.push(String(err?.cause?.code ?? err?.message ?? err));
    }
  }
}

/**
 * Each input alone, COST_REQUESTS times one after another: the API's and PostgreSQL's CPU
 * milliseconds per answer (from /proc, so 10 ms ticks: enough requests make them fine), the cost
 * an attacker makes the API pay per request whatever its latency looks like.
 */
async function costPerInput(apiUrl, inputs, cookie) {
  const costs = new Map();
  for (const input of inputs) {
    const init = requestOf(input, { cookie });
    await fetch(apiUrl + input.path, init).then((r) => r.text()); // warm the path
    const before = cpuSecondsByRole();
    for (let i = 0; i < COST_REQUESTS; i++) await fetch(apiUrl + input.path, init).then((r) => r.text());
    const after = cpuSecondsByRole();
    const per = (role) => ((1000 * ((after[role] ?? 0) - (before[role] ?? 0))) / COST_REQUESTS).toFixed(2);
    costs.set(input.name, { api: per('api'), postgres: per('postgres') });
  }
  return costs;
}

async function main() {
  log(`starting PostgreSQL, Temporal, local SES and the Auth emulator in ${dataDir}`);
  const services = await startServices({ dataDir, logDir, log });
  const auth = await startAuthEmulator({ port: await freePort(), logDir });
  const ai = await startFakeAi({ latencyMs: 0 });
  // Not NODE_ENV=production: production refuses the Auth emulator the bench signs in through.
  const env = {
    ...(await appEnv(services, ai)),
    FIREBASE_AUTH_EMULATOR_HOST: auth.host,
    APP_SECRET: 'bench-hostile-input-secret-of-32-bytes',
    ...rateLimitsOff(),
  };
  await startApi(env, logDir);
  const apiUrl = `http://127.0.0.1:${env.PORT}`;

  const cookie = await signIn(auth.host, apiUrl, 'hostile');
  const headers = { 'content-type': 'application/json', cookie };
  const created = await fetch(`${apiUrl}/api/synths`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: 'Hostile bench',
      rssFeedUrls: ['https://example.com/a.xml'],
      topics: ['payments'],
      emailScheduleTime: '07:00',
      userTimezone: 'UTC',
    }),
  });
  if (!created.ok) throw new Error(`creating the synth failed: ${created.status} ${await created.text()}`);
  const synthId = (await created.json()).id;
  const viewer = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query: '{ viewer { synths { edges { node { id } } } } }' }),
  }).then((r) => r.json());
  const synthNodeId = viewer.data.viewer.synths.edges[0].node.id;

  const inputs = hostileInputs({ synthId, synthNodeId });

  log(`cost: each input alone, ${COST_REQUESTS} times, with the API's CPU time around them`);
  const costs = await costPerInput(apiUrl, inputs, cookie);
  const healthzCost = (await costPerInput(apiUrl, [{ name: '/healthz', path: '/healthz', method: 'GET' }], cookie)).get(
    '/healthz',
  );

  log(`quiet: /healthz alone for ${SECONDS} s`);
  const quiet = await probeHealthz(apiUrl, Date.now() + SECONDS * 1000);

  log(`hostile: /healthz while ${CLIENTS} clients send ${inputs.length} hostile inputs in a loop for ${SECONDS} s`);
  const stats = new Map(inputs.map((input) => [input.name, { input, latencies: [], unexpected: [], errors: [] }]));
  const until = Date.now() + SECONDS * 1000;
  const step = Math.max(1, Math.floor(inputs.length / CLIENTS));
  const clients = Array.from({ length: CLIENTS }, (_, c) =>
    runClientProcess({ apiUrl, cookie, synthId, synthNodeId, offset: c * step, until, rate: RATE }),
  );
  const [hostile, ...perClient] = await Promise.all([probeHealthz(apiUrl, until), ...clients]);
  for (const client of perClient) {
    for (const [name, r] of client) {
      const s = stats.get(name);
      s.latencies.push(...r.latencies);
      s.unexpected.push(...r.unexpected);
      s.errors.push(...r.errors);
    }
  }

  const rows = [...stats.values()];
  const sent = rows.reduce((n, r) => n + r.latencies.length + r.errors.length, 0);
  console.log('\n== Hostile input benchmark ==');
  console.log(
    `cores: ${os.cpus().length}, load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(
        ' ',
      )}, Node ${process.version}, ${CLIENTS} hostile clients at nice ${CLIENT_NICE}, ${RATE > 0 ? `each at most ${RATE} requests/s` : 'each as fast as answered'}, ${SECONDS} s per run, /healthz every ${PROBE_INTERVAL_MS} ms, rate limits off`,
  );
  console.log('\ninput | answer | n | p50 ms | p99 ms | API CPU ms | PostgreSQL CPU ms | not as expected');
  for (const r of rows) {
    const sorted = [...r.latencies].sort((a, b) => a - b);
    const odd = [...r.unexpected, ...r.errors];
    console.log(
      `${r.input.name} | ${r.input.status} ${r.input.message || '(no sentence)'} | ${r.latencies.length} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 99))} | ${costs.get(r.input.name).api} | ${costs.get(r.input.name).postgres} | ${odd.length ? `${odd.length} (${[...new Set(odd)].slice(0, 2).join('; ')})` : 0}`,
    );
  }
  console.log(`/healthz | 200 | - | - | - | ${healthzCost.api} | ${healthzCost.postgres} | -`);
  console.log(`\nhostile requests answered: ${sent} in ${SECONDS} s (${(sent / SECONDS).toFixed(1)}/s)`);
  const p99Quiet = percentile(quiet.sorted, 99),
    p99Hostile = percentile(hostile.sorted, 99);
  console.log(
    `/healthz quiet:   n ${quiet.sorted.length}, p50 ${ms(percentile(quiet.sorted, 50))} ms, p99 ${ms(p99Quiet)} ms, max ${ms(quiet.sorted.at(-1))} ms, failures ${quiet.failures}`,
  );
  console.log(
    `/healthz hostile: n ${hostile.sorted.length}, p50 ${ms(percentile(hostile.sorted, 50))} ms, p99 ${ms(p99Hostile)} ms, max ${ms(hostile.sorted.at(-1))} ms, failures ${hostile.failures}`,
  );
  const ratio = p99Hostile / p99Quiet;
  console.log(
    `target: /healthz p99 under hostile load within ${TARGET_RATIO}× of quiet: ${ratio.toFixed(2)}× → ${ratio <= TARGET_RATIO ? 'yes' : 'no'}`,
  );
}

/** A hostile client in a process of its own at CLIENT_NICE; resolves with its per-input figures. */
function runClientProcess(data) {
  return new Promise((resolve, reject) => {
    const args = [
      '-n',
      String(CLIENT_NICE),
      process.execPath,
      fileURLToPath(import.meta.url),
      '--hostile-client',
      JSON.stringify(data),
    ];
    const child = spawn('nice', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(new Map(JSON.parse(out))) : reject(new Error(`a hostile client exited with code ${code}`)),
    );
  });
}

/** Inside a client process: build the requests once (megabyte bodies included), send until the end. */
async function clientThread({ apiUrl, cookie, synthId, synthNodeId, offset, until, rate }) {
  const inputs = hostileInputs({ synthId, synthNodeId });
  const requests = inputs.map((input) => ({ input, init: requestOf(input, { cookie }) }));
  const stats = new Map(inputs.map((input) => [input.name, { latencies: [], unexpected: [], errors: [] }]));
  await hostileClient(apiUrl, requests, offset, until, stats, rate);
  process.stdout.write(JSON.stringify([...stats]));
}

if (values['hostile-client'] === undefined) runBench(main, { dataDir });
else await clientThread(JSON.parse(values['hostile-client']));
