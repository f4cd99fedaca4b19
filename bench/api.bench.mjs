// API load benchmark (issue: the API under load). One signed-in user's requests, side by side in
// one run: GET /healthz (the floor), REST GET /api/synths and the web app's own GraphQL
// DashboardQuery (and, for its cost, the editor's catalogue query, asked once a session); each at an offered 200/s, then at the highest rate that holds p99 under 100 ms;
// then all of it again with 500 open graphql-ws synthUpdated subscriptions, and a soak of 5 minutes at
// 200/s with them open while the API's memory is sampled. Prints figures next to
// their targets; asserts nothing. The load generator shares the machine with the API.
//   npm run build:server && node bench/api.bench.mjs [--seconds 10] [--step-seconds 5] [--subscriptions 500] [--soak-minutes 5]
//   node bench/api.bench.mjs --profile [--profile-seconds 20] [--profile-rate 200]
//     (CPU profile of the API under DashboardQuery load; prints its top self-time frames)
//   --api-dist <dir>: measure another build of the API (a copy of api/dist kept inside the repository,
//     so that it finds node_modules), e.g. to compare before and after a change.
//   --compare <dir> [--slices 6]: that build and --api-dist side by side on the same services, each
//     request type loaded in alternating 5 s slices at 100/s, so both see the same machine load;
//     prints medians of the API CPU time per request and of the latencies.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { appEnv, benchDir, runBench, sleep, startFakeAi, startServices } from './lib/stack.mjs';
import { relayOperationText, signIn } from './lib/signed-in.mjs';
import { printTopFrames } from './lib/cpu-profile.mjs';
import { API_NODE_FLAGS } from '../scripts/lib/app-commands.mjs';
import { ROOT, spawnChild, startAuthEmulator } from '../scripts/lib/local-services.mjs';
import { freePort, waitFor } from '../scripts/lib/ports.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    'step-seconds': { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
    subscriptions: { type: 'string', default: '500' },
    profile: { type: 'boolean', default: false },
    // Another build of the API to measure, e.g. a copy of api/dist made before a change.
    'api-dist': { type: 'string', default: path.join('api', 'dist') },
    // A second build run beside the first on the same services, loaded in alternating slices.
    compare: { type: 'string' },
    slices: { type: 'string', default: '6' },
    'profile-seconds': { type: 'string', default: '20' },
    'profile-rate': { type: 'string', default: '200' },
    // Minutes of steady load with the subscriptions open, RSS sampled (0 skips it).
    'soak-minutes': { type: 'string', default: '5' },
  },
});
const SECONDS = Number(values.seconds),
  STEP_SECONDS = Number(values['step-seconds']),
  CONNECTIONS = Number(values.connections),
  SUBSCRIPTIONS = Number(values.subscriptions);
const P99_LIMIT_MS = 100;
/** Low enough that neither build saturates on a busy machine: CPU per request is what is compared. */
const COMPARE_RATE = 100;
const log = (m) => console.log(`[bench] ${m}`);
const { dataDir, logDir } = benchDir('api-bench');

async function startApiProcess(env, { profileDir, dist = values['api-dist'], name = 'api' }) {
  const args = [
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ...API_NODE_FLAGS,
    path.resolve(ROOT, dist, 'server.js'),
  ];
  const api = spawnChild(name, process.execPath, args, { env, logDir });
  await waitFor(
    async () => {
      if (api.exited) throw new Error(`the API exited; see ${api.logFile}`);
      return (await fetch(`http://127.0.0.1:${env.PORT}/readyz`).catch(() => null))?.ok === true;
    },
    { timeoutMs: 120_000, what: 'The API (/readyz)' },
  );
  return api;
}

/** A pass-through proxy in front of the Auth emulator that counts what the API asks of it. */
async function countingProxy(emulatorHost) {
  const [hostname, port] = emulatorHost.split(':');
  const counter = { requests: 0 };
  const server = http.createServer((req, res) => {
    counter.requests++;
    const upstream = http.request(
      { hostname, port: Number(port), method: req.method, path: req.url, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  server.unref();
  return { host: `127.0.0.1:${server.address().port}`, counter };
}

const rssMiB = (pid, field = 'VmRSS') => {
  try {
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
  } catch {
    return NaN;
  }
};

/** CPU time a process has used so far (user + system), in ms; Linux only. */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
  } catch {
    return NaN;
  }
}

/**
 * One fixed-rate run: what was served, how fast, and the API's CPU time per request (which depends
 * far less than latency on what else the machine is doing).
 */
async function measure(target, rate, seconds) {
  const cpuBefore = cpuMs(target.pid);
  const r = await autocannon({ ...target.request, connections: CONNECTIONS, overallRate: rate, duration: seconds });
  const cpuMsPerRequest = (cpuMs(target.pid) - cpuBefore) / Math.max(1, r.requests.total);
  return {
    offered: rate,
    served: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failures: r.errors + r.timeouts + r.non2xx,
    cpuMsPerRequest,
  };
}

const holds = (m) => m.p99 < P99_LIMIT_MS && m.failures === 0 && m.served >= 0.95 * m.offered;

/**
 * The highest offered rate holding p99 < 100 ms (and everything served), found in a few short runs;
 * null when even 50/s does not.
 */
async function highestRate(target) {
  let best = null,
    failedAt = null,
    rate = 200;
  for (let step = 0; step < 7 && rate <= 5000 && rate >= 50; step++) {
    let m = await measure(target, rate, STEP_SECONDS);
    // One slow step on a shared machine (a GC pause, another process) does not decide: a rate fails
    // only when a second try fails too.
    if (!holds(m)) m = await measure(target, rate, STEP_SECONDS);
    if (holds(m)) best = m;
    else failedAt = rate;
    if (best && failedAt && failedAt - best.offered <= Math.max(25, best.offered * 0.1)) break;
    rate = !failedAt ? Math.round(rate * 1.6) : best ? Math.round((best.offered + failedAt) / 2) : Math.round(rate / 2);
  }
  return best;
}

async function phase(label, targets) {
  const rows = {};
  for (const t of targets) rows[t.name] = { at200: await measure(t, 200, SECONDS) };
  for (const t of targets) rows[t.name].max = await highestRate(t);
  return { label, rows };
}

/**
 * DashboardQuery at an offered 200/s for SOAK_MINUTES with the subscriptions open, the API's RSS read
 * every 30 s: memory should level off, not climb for as long as the load lasts.
 */
async function soakWithSubscriptions(target, pid) {
  const minutes = Number(values['soak-minutes']);
  if (!minutes) return null;
  log(`soak: DashboardQuery at 200/s for ${minutes} min with the subscriptions open, RSS every 30 s`);
  const samples = [{ s: 0, mib: rssMiB(pid) }];
  const sampler = setInterval(() => samples.push({ s: samples.length * 30, mib: rssMiB(pid) }), 30_000);
  const m = await measure(target, 200, minutes * 60);
  clearInterval(sampler);
  return { m, samples, minutes };
}

function printSoak(soak) {
  if (!soak) return;
  const { m, samples, minutes } = soak;
  console.log(`\n-- soak: DashboardQuery at 200/s for ${minutes} min, subscriptions open --`);
  console.log(
    `served ${fmt(m.served)}/s, p50 ${m.p50} ms, p99 ${m.p99} ms, failures ${m.failures}, API CPU ${fmt(m.cpuMsPerRequest, 2)} ms/request`,
  );
  console.log(`API RSS (MiB) every 30 s: ${samples.map((x) => fmt(x.mib)).join(', ')}`);
  // Flat: the second half of the soak adds less than 5% to what the first half ended at.
  const half = samples[Math.floor(samples.length / 2)].mib,
    last = samples.at(-1).mib;
  console.log(
    `target: memory flat under load: second half ${half <= 0 ? '—' : `${last >= half ? '+' : ''}${fmt(((last - half) / half) * 100, 1)}%`} (${fmt(half)} → ${fmt(last)} MiB) → ${yes(last <= half * 1.05)}`,
  );
}

/** `n` graphql-ws clients, each subscribed to synthUpdated of the user's synth. */
async function openSubscriptions(apiUrl, cookie, synthId, n) {
  const query = relayOperationText('useSynthUpdatedSubscription');
  const stats = { connected: 0, errors: 0 };
  const clients = [];
  for (let i = 0; i < n; i++) {
    const client = createClient({
      url: `${apiUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(url, protocols) {
          super(url, protocols, { headers: { cookie } });
        }
      },
      retryAttempts: 0,
      lazy: false,
      on: { connected: () => stats.connected++, error: () => stats.errors++ },
    });
    client.subscribe(
      { query, variables: { synthId } },
      { next: () => undefined, error: () => stats.errors++, complete: () => undefined },
    );
    clients.push(client);
    if (i % 50 === 49) await sleep(50);
  }
  await waitFor(async () => stats.connected + stats.errors >= n, {
    timeoutMs: 60_000,
    what: `${n} graphql-ws connections`,
  }).catch(() => undefined);
  return { stats, close: () => Promise.all(clients.map((c) => c.dispose())) };
}

const fmt = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '—');
const yes = (ok) => (ok ? 'met' : 'NOT met');

function printPhase({ label, rows }) {
  console.log(`\n-- ${label} --`);
  console.log(
    '| request | offered 200/s: served/s | p50 ms | p99 ms | failures | API CPU ms/request | highest rate with p99 < 100 ms | its p99 ms |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [name, { at200, max }] of Object.entries(rows)) {
    console.log(
      `| ${name} | ${fmt(at200.served)} | ${fmt(at200.p50)} | ${fmt(at200.p99)} | ${at200.failures} | ${fmt(at200.cpuMsPerRequest, 2)} | ${max ? fmt(max.offered) : 'below 50'} | ${max ? fmt(max.p99) : '—'} |`,
    );
  }
  const d = rows.DashboardQuery,
    h = rows['GET /healthz'],
    r = rows['REST GET /api/synths'];
  const dashMax = d.max?.offered ?? 0;
  console.log(
    `target: DashboardQuery serves ≥ 400 req/s (p99 < 100 ms): ${fmt(dashMax)} req/s → ${yes(dashMax >= 400)}`,
  );
  console.log(
    `target: at 200/s, DashboardQuery p99 ≤ 3 × /healthz p99: ${fmt(d.at200.p99)} vs ${fmt(3 * h.at200.p99)} ms → ${yes(d.at200.p99 <= 3 * h.at200.p99)}`,
  );
  console.log(
    `target: at 200/s, GraphQL p99 ÷ REST p99 ≤ 1.3: ${fmt(d.at200.p99 / r.at200.p99, 2)} → ${yes(d.at200.p99 / r.at200.p99 <= 1.3)}`,
  );
}

/** The three request types against one API process, checked once and warmed up. */
async function targetsOf(apiUrl, pid, cookie) {
  const operation = (name) => JSON.stringify({ operationName: name, query: relayOperationText(name), variables: {} });
  const dashboard = operation('DashboardQuery');
  const graphqlPost = (body) => ({
    url: `${apiUrl}/graphql`,
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body,
  });
  const targets = [
    { name: 'GET /healthz', pid, request: { url: `${apiUrl}/healthz` } },
    { name: 'REST GET /api/synths', pid, request: { url: `${apiUrl}/api/synths`, headers: { cookie } } },
    { name: 'DashboardQuery', pid, request: graphqlPost(dashboard) },
    // The editor's catalogue: the web app asks for it once a session, shown for its cost per request.
    { name: 'EditorCatalogQuery (once a session)', pid, request: graphqlPost(operation('EditorCatalogQuery')) },
  ];
  const check = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: dashboard,
  }).then((r) => r.json());
  if (check.errors?.length)
    throw new Error(`DashboardQuery answered errors: ${JSON.stringify(check.errors).slice(0, 500)}`);
  if (check.data.viewer.synths.edges.length !== 1) throw new Error('DashboardQuery does not list the synth');
  log(`warming up ${apiUrl} (3 s per request at 100/s)`);
  for (const t of targets) await measure(t, 100, 3);
  return targets;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Alternating slices of the same load on each build; medians per build and request type. */
async function compareBuilds(byBuild) {
  const slices = Number(values.slices);
  const runs = {};
  for (let i = 0; i < slices; i++) {
    for (const [build, targets] of Object.entries(byBuild)) {
      for (const t of targets) (runs[`${t.name}|${build}`] ??= []).push(await measure(t, COMPARE_RATE, 5));
    }
  }
  console.log(
    `\n== API builds compared: ${slices} alternating slices of 5 s at ${COMPARE_RATE}/s; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} ==`,
  );
  console.log('| request | build | API CPU ms/request | p50 ms | p99 ms | served/s | failures |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const [key, ms] of Object.entries(runs)) {
    const [name, build] = key.split('|');
    console.log(
      `| ${name} | ${build} | ${fmt(median(ms.map((m) => m.cpuMsPerRequest)), 2)} | ${fmt(median(ms.map((m) => m.p50)))} | ${fmt(median(ms.map((m) => m.p99)))} | ${fmt(median(ms.map((m) => m.served)))} | ${ms.reduce((a, m) => a + m.failures, 0)} |`,
    );
  }
}

async function main() {
  const profileDir = values.profile ? fs.mkdtempSync(path.join(os.tmpdir(), 'synth-api-profile-')) : null;
  log(`starting PostgreSQL, Temporal, local SES and the Auth emulator in ${dataDir}`);
  // One after the other: free ports are picked as each starts, and two picked at once could clash.
  const services = await startServices({ dataDir, logDir, log });
  const auth = await startAuthEmulator({ port: await freePort(), logDir });
  const ai = await startFakeAi({ latencyMs: 0 });
  const identity = await countingProxy(auth.host);
  // Not NODE_ENV=production: production refuses the Auth emulator the bench signs in through.
  const env = { ...(await appEnv(services, ai)), FIREBASE_AUTH_EMULATOR_HOST: identity.host, APP_SECRET: 'bench' };
  const api = await startApiProcess(env, { profileDir });
  const apiUrl = `http://127.0.0.1:${env.PORT}`;

  const cookie = await signIn(auth.host, apiUrl, 'bench');
  const created = await fetch(`${apiUrl}/api/synths`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      name: 'Bench digest',
      rssFeedUrls: ['https://example.com/a.xml', 'https://example.com/b.xml', 'https://example.com/c.xml'],
      topics: ['payments', 'markets'],
      emailScheduleTime: '07:00',
      userTimezone: 'Europe/Paris',
    }),
  });
  if (!created.ok) throw new Error(`creating the synth failed: ${created.status} ${await created.text()}`);
  const synth = await created.json();

  const targets = await targetsOf(apiUrl, api.child.pid, cookie);

  if (values.compare) {
    const otherEnv = { ...env, PORT: String(await freePort()) };
    const other = await startApiProcess(otherEnv, { dist: values.compare, name: 'api-compared' });
    const otherTargets = await targetsOf(`http://127.0.0.1:${otherEnv.PORT}`, other.child.pid, cookie);
    await compareBuilds({ [values['api-dist']]: targets, [values.compare]: otherTargets });
    return;
  }

  if (values.profile) {
    const seconds = Number(values['profile-seconds']),
      rate = Number(values['profile-rate']);
    log(`profiling the API under DashboardQuery at ${rate}/s for ${seconds} s`);
    const m = await measure(targets[2], rate, seconds);
    console.log(
      `DashboardQuery at ${rate}/s: served ${fmt(m.served)}/s, p50 ${m.p50} ms, p99 ${m.p99} ms, failures ${m.failures}, API CPU ${fmt(m.cpuMsPerRequest, 2)} ms per request`,
    );
    await api.stop(30_000);
    const file = fs.readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error(`no CPU profile in ${profileDir}`);
    const kept = path.join(os.tmpdir(), `synth-api-${Date.now()}.cpuprofile`);
    fs.copyFileSync(path.join(profileDir, file), kept);
    printTopFrames(kept, 25);
    console.log(`profile kept at ${kept} (open it in Chrome DevTools)`);
    return;
  }

  const rssBefore = rssMiB(api.child.pid);
  const identityCallsBefore = identity.counter.requests;
  const loadStartedAt = Date.now();
  const plain = await phase('no subscriptions open', targets);
  log(`opening ${SUBSCRIPTIONS} graphql-ws synthUpdated subscriptions`);
  const subs = await openSubscriptions(apiUrl, cookie, synth.id, SUBSCRIPTIONS);
  const rssWithSubs = rssMiB(api.child.pid);
  const withSubs = await phase(
    `${subs.stats.connected} graphql-ws subscriptions open (${subs.stats.errors} errors)`,
    targets,
  );
  const soak = await soakWithSubscriptions(targets[2], api.child.pid);
  const rssAfter = rssMiB(api.child.pid);
  const identityCalls = identity.counter.requests - identityCallsBefore;
  const loadMinutes = (Date.now() - loadStartedAt) / 60_000;

  console.log('\n== API load benchmark ==');
  console.log(
    `cores: ${os.cpus().length}, load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(
        ' ',
      )}, Node ${process.version}, ${CONNECTIONS} connections, fixed-rate runs of ${SECONDS} s, search steps of ${STEP_SECONDS} s`,
  );
  printPhase(plain);
  printPhase(withSubs);
  printSoak(soak);
  console.log(
    `\nAPI RSS: ${fmt(rssBefore)} MiB before the load, ${fmt(rssWithSubs)} MiB with the subscriptions open, ${fmt(rssAfter)} MiB after (peak ${fmt(rssMiB(api.child.pid, 'VmHWM'))} MiB)`,
  );
  // The one user's revocation time is read again from the identity service once per cache lifetime
  // (AUTH_REVOCATION_CACHE_SECONDS, 60 by default), in the background: those are cache refreshes.
  const refreshes = Math.ceil(loadMinutes) + 1;
  console.log(
    `target: no request calls the identity service except sensitive operations and cache refreshes: ${identityCalls} calls in ${fmt(loadMinutes, 1)} min of load (≤ ${refreshes} refreshes of one user's entry) → ${yes(identityCalls <= refreshes)}`,
  );
  await subs.close();
}

// fetch() hides why it failed in err.cause: show it.
runBench(
  () =>
    main().catch((err) => {
      throw err?.cause ? new Error(`${err.message}: ${err.cause.message ?? err.cause}`, { cause: err.cause }) : err;
    }),
  { dataDir },
);
