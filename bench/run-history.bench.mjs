// Run-history benchmark: one signed-in user whose synth has 1,000 runs (each with articles, a post
// and an email outcome in its output), then the runs page's own GraphQL query (RunsQuery, as Relay
// compiled it: the newest 20 runs with everything the page shows) and the REST shim
// GET /api/synths/:id/runs, each asked 300 times in a row. Prints p50/p95/p99 against the target
// (RunsQuery p95 ≤ 50 ms), beside a signed-in request that reads no run as the floor; asserts nothing.
//   npm run bench:run-history
import os from 'node:os';
import { appEnv, benchDir, connectDb, runBench, startApi, startFakeAi, startServices } from './lib/stack.mjs';
import { relayOperationText, signIn } from './lib/signed-in.mjs';
import { startAuthEmulator } from '../scripts/lib/local-services.mjs';
import { freePort } from '../scripts/lib/ports.mjs';

const RUNS = 1000,
  SAMPLES = 300,
  WARM_UP = 30,
  TARGET_P95_MS = 50;
const log = (m) => console.log(`[bench:run-history] ${m}`);
const { dataDir, logDir } = benchDir('run-history-bench');

/** 1,000 finished runs of the synth, a minute apart, written as the worker leaves them. */
async function insertRuns(db, synthId) {
  const {
    rows: [{ user_id: userId }],
  } = await db.query('select user_id from synths where id = $1', [synthId]);
  const articles = Array.from({ length: 10 }, (_, i) => ({
    id: `a${i}`,
    title: `Story ${i} about payments and markets`,
    link: `https://news.example.com/${i}`,
    source: 'Example News',
    publishedAt: null,
    summary: 'Regulators and banks discussed payments today. '.repeat(6),
  }));
  const output = {
    articles,
    posts: [{ contentType: 'linkedin', templateId: 'informative', text: 'A post about payments. '.repeat(20) }],
    email: { status: 'sent', messageId: 'm' },
  };
  const config = { name: 'Bench digest', userTimezone: 'Europe/Paris', recipientEmail: 'reader@example.com' };
  await db.query(
    `insert into synth_runs (id, created_at, updated_at, user_id, synth_id, trigger, status, workflow_id, started_at, finished_at,
       articles_fetched, articles_filtered, articles_processed, tokens_used, progress_current, progress_total, config, output)
     select gen_random_uuid(), now() - make_interval(mins => n), now(), $1, $2, case when n % 3 = 0 then 'manual' else 'scheduled' end, 'succeeded',
       'bench-run-' || n, now() - make_interval(mins => n), now() - make_interval(mins => n) + interval '40 seconds', 40, 10, 10, 5000, 3, 3, $3, $4
     from generate_series(1, $5) as n`,
    [userId, synthId, JSON.stringify(config), JSON.stringify(output), RUNS],
  );
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function sample(label, request) {
  for (let i = 0; i < WARM_UP; i++) await request();
  const times = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t0 = performance.now();
    await request();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { label, p50: pct(times, 50), p95: pct(times, 95), p99: pct(times, 99) };
}

async function main() {
  log(`starting PostgreSQL, Temporal, local SES and the Auth emulator in ${dataDir}`);
  const [services, auth, ai] = await Promise.all([
    startServices({ dataDir, logDir, log }),
    startAuthEmulator({ port: await freePort(), logDir }),
    startFakeAi({ latencyMs: 0 }),
  ]);
  // Not NODE_ENV=production: production refuses the Auth emulator the bench signs in through.
  const env = { ...(await appEnv(services, ai)), FIREBASE_AUTH_EMULATOR_HOST: auth.host, APP_SECRET: 'bench' };
  await startApi(env, logDir);
  const apiUrl = `http://127.0.0.1:${env.PORT}`;
  const cookie = await signIn(auth.host, apiUrl, 'bench-runs');
  const created = await fetch(`${apiUrl}/api/synths`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      name: 'Bench digest',
      rssFeedUrls: ['https://example.com/a.xml'],
      topics: ['payments'],
      emailScheduleTime: '07:00',
      userTimezone: 'Europe/Paris',
    }),
  });
  if (!created.ok) throw new Error(`creating the synth failed: ${created.status} ${await created.text()}`);
  const synth = await created.json();
  const db = await connectDb(services.db.url);
  await insertRuns(db, synth.id);
  await db.query('analyze synth_runs');
  await db.end();
  log(`${RUNS} runs written`);

  const body = JSON.stringify({ operationName: 'RunsQuery', query: relayOperationText('RunsQuery'), variables: {} });
  const runsQuery = async () => {
    const res = await fetch(`${apiUrl}/graphql`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body,
    });
    const json = await res.json();
    if (json.errors?.length || json.data.viewer.runs.edges.length !== 20)
      throw new Error(`RunsQuery answered ${JSON.stringify(json).slice(0, 300)}`);
    return json;
  };
  const first = await runsQuery();
  if (first.data.viewer.runs.totalCount !== undefined && first.data.viewer.runs.totalCount !== RUNS)
    throw new Error('RunsQuery does not count every run');
  const rest = async () => {
    const res = await fetch(`${apiUrl}/api/synths/${synth.id}/runs?first=20`, { headers: { cookie } });
    if (!res.ok) throw new Error(`GET /api/synths/:id/runs answered ${res.status}`);
    return res.json();
  };

  // The floor: a signed-in GraphQL request that reads no run (credential check, parsing, limits).
  const floorBody = JSON.stringify({ query: '{ viewer { user { id } } }' });
  const floor = () =>
    fetch(`${apiUrl}/graphql`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: floorBody,
    }).then((r) => r.json());

  const rows = [
    await sample('RunsQuery (GraphQL, newest 20)', runsQuery),
    await sample('GET /api/synths/:id/runs?first=20', rest),
    await sample('floor: { viewer { user { id } } }', floor),
  ];
  console.log(`\n== Run history with ${RUNS} runs: ${SAMPLES} requests in a row after ${WARM_UP} to warm up ==`);
  for (const r of rows)
    console.log(
      `${r.label.padEnd(38)} p50 ${r.p50.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms`,
    );
  console.log(
    `cores: ${os.cpus().length}, load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (other work on the machine inflates every figure alike)`,
  );
  const p95 = rows[0].p95;
  console.log(
    `target: RunsQuery p95 ≤ ${TARGET_P95_MS} ms: ${p95.toFixed(1)} ms → ${p95 <= TARGET_P95_MS ? 'meets' : 'MISSES'}`,
  );
}

runBench(main, { dataDir });
