// Pipeline benchmark (issue: synth pipeline). N synths share M feeds served by a local fixture
// server, all scheduled for the same minute; the AI is a local OpenAI-compatible server that
// answers after 200 ms; email goes to the local SES. Prints the figures; asserts nothing.
//   npm run build:server && node bench/pipeline.bench.mjs [--synths 1000] [--feeds 200] [--per-synth 20] [--json out.json] [--no-prepare] [--lead-minutes 5] [--starts slot|schedules] [--engine dev|production] [--profile <dir>]
// --profile says where the slot's time went (see lib/slot-profile.mjs); profiling costs some of it.
// --engine production runs Temporal as docker-compose does (temporal-server on the same PostgreSQL,
// deploy/temporal/config.yaml) instead of the dev server.
// By default a prepared minute's runs are made ahead by its starter workflow, to begin at the slot,
// their schedules skip the slot, and the starter records their starts at the slot in batches (the
// product's default); --starts schedules leaves the starts to the schedules alone
// (PREPARE_STARTS_RUNS=false), the design before.
// CPU is counted from the scheduled minute to the last email, per process role (see lib/cpu.mjs),
// and apart before the slot: from the worker's start-up done to the slot, the prepare pass's share.
// By default the slot is prepared ahead (a short lead, so the bench stays short; the pass's feed reads
// are then aged past the feeds' 10-minute window, so the slot asks each feed again as it does with
// the product's longer default lead); --no-prepare measures the design without the pass.
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { Client, Connection } from '@temporalio/client';
import { cpuSecondsByRole, cpuSpent } from './lib/cpu.mjs';
import { atReference, machineCalibration } from './lib/calibration.mjs';
import { operatorLogReport } from './lib/operator-log.mjs';
import { PROFILE_POSTGRES_SETTINGS, slotProfiler } from './lib/slot-profile.mjs';
import { RUN_WORKFLOW } from '../core/dist/runs/run.contract.js';
import {
  benchDir,
  changedWorkerSettings,
  insertSynths,
  runBench,
  emailsArriving,
  sleep,
  slotAfter,
  spawnWorker,
  startStack,
  vmHwm,
  vmRss,
  waitForPrepared,
  workerReady,
} from './lib/stack.mjs';

const { values } = parseArgs({
  options: {
    synths: { type: 'string', default: '1000' },
    feeds: { type: 'string', default: '200' },
    'per-synth': { type: 'string', default: '20' },
    'ai-latency': { type: 'string', default: '200' },
    json: { type: 'string' },
    'no-prepare': { type: 'boolean', default: false },
    'lead-minutes': { type: 'string', default: '5' },
    starts: { type: 'string', default: 'slot' },
    engine: { type: 'string', default: 'dev' },
    profile: { type: 'string' },
  },
});
const N = Number(values.synths),
  M = Number(values.feeds),
  PER = Number(values['per-synth']),
  AI_MS = Number(values['ai-latency']);
const PREPARE = !values['no-prepare'];
if (!['slot', 'schedules'].includes(values.starts)) throw new Error('--starts must be slot or schedules');
// The slot's starter is part of the prepare pass: without the pass the schedules start every run.
const SLOT_STARTS = PREPARE && values.starts === 'slot';
const ROLES = ['worker', 'api', 'temporal', 'postgres', 'other'];
const log = (m) => console.log(`[bench] ${m}`);
const { dataDir, logDir } = benchDir('bench');

/**
 * Milliseconds from the slot to each run workflow's start as Temporal recorded it, ascending: for a
 * run made ahead of its slot, the time it was made to begin at.
 */
async function workflowStartLags(address, slot) {
  const connection = await Connection.connect({ address });
  try {
    const ms = [];
    for await (const wf of new Client({ connection }).workflow.list({ query: `WorkflowType = '${RUN_WORKFLOW}'` }))
      ms.push((wf.executionTime ?? wf.startTime).getTime() - slot.getTime());
    return ms.sort((a, b) => a - b);
  } finally {
    await connection.close();
  }
}

/**
 * What the slot's starter workflow reports (runs it started or found made, runs their schedules had
 * started first), and what the making of the runs ahead reports (runs made, skips written), if it ran.
 */
async function slotStarterResult(address, slot) {
  const connection = await Connection.connect({ address });
  try {
    const client = new Client({ connection });
    const minute = slot.toISOString().slice(0, 16);
    const result = await client.workflow.getHandle(`slot-starts-${minute}Z`).result();
    const ahead = await client.workflow
      .getHandle(`slot-runs-ahead-${minute}Z`)
      .result()
      .catch(() => null);
    return { ...result, ahead };
  } finally {
    await connection.close();
  }
}

const fmtS = (s) => `${s >= 0 ? '+' : ''}${s.toFixed(1)} s`;
const at = (sorted, p) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] / 1000).toFixed(1) : 'n/a';

async function main() {
  const PROFILE = values.profile !== undefined;
  // The worker and the API run under --cpu-prof from their start; their profiles are cut to the slot.
  if (PROFILE) process.env.BENCH_CPU_PROF = values.profile;
  const {
    feeds,
    ai,
    services,
    env,
    api,
    db: client,
  } = await startStack({
    aiLatencyMs: AI_MS,
    dataDir,
    logDir,
    log,
    engine: values.engine,
    ...(PROFILE ? { postgresSettings: PROFILE_POSTGRES_SETTINGS, temporalMetrics: true, temporalPprof: true } : {}),
  });
  const profiler = PROFILE ? await slotProfiler({ dir: values.profile, services, db: client, log }) : null;

  // Users and synths straight into the database; each synth takes PER of the M feeds.
  // The prepare pass needs the worker up and a minute or so of its own before the slot.
  const { start, hhmm } = slotAfter(150_000 + (N > 200 ? 60_000 : 0) + (PREPARE ? 60_000 + N * 40 : 0));
  const feedIndex = (i, k) => (i * 7 + k * 13) % M;
  log(`creating ${N} synths (${PER} of ${M} feeds each) scheduled for ${hhmm} UTC`);
  await insertSynths(client, {
    count: N,
    hhmm,
    label: 'bench',
    feedsFor: (i) => Array.from({ length: PER }, (_, k) => feeds.url(feedIndex(i, k))),
  });
  // The worker's start-up reconciliation creates every schedule.
  const worker = spawnWorker(
    {
      ...env,
      PREPARE_LEAD_MINUTES: PREPARE ? values['lead-minutes'] : '0',
      PREPARE_STARTS_RUNS: String(SLOT_STARTS),
    },
    logDir,
  );

  const peak = { api: 0, worker: 0 };
  // Where the worker's peak falls: its resident set sampled each second, the highest per phase.
  const phaseRss = { 'start-up': 0, 'before the slot': 0, 'at the slot': 0 };
  let phase = 'start-up';
  const sampler = setInterval(() => {
    peak.api = Math.max(peak.api, vmHwm(api.child.pid));
    peak.worker = Math.max(peak.worker, vmHwm(worker.child.pid));
    phaseRss[phase] = Math.max(phaseRss[phase], vmRss(worker.child.pid));
  }, 1000);

  await workerReady(worker);
  phase = 'before the slot';
  const readyAt = Date.now();
  // Before the slot counts from here: the schedules' creation at start-up is set-up, not digest work.
  const cpuAtReady = cpuSecondsByRole();
  const prepared = PREPARE ? waitForPrepared(env.TEMPORAL_ADDRESS, client, start, log) : Promise.resolve(null);
  log(`waiting for ${hhmm} …`);
  // CPU from the slot on: the schedules' creation before it is set-up, not digest work.
  let cpuAtSlot = null;
  const benchCpuAtSlot = { value: null };
  const transactions = async () =>
    Number(
      (
        await client.query(
          'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
        )
      ).rows[0].n,
    );
  let transactionsAtSlot = null;
  const hitsAtSlot = { value: new Map() };
  const slotTimer = setTimeout(
    () => {
      phase = 'at the slot';
      cpuAtSlot = cpuSecondsByRole();
      hitsAtSlot.value = new Map(feeds.hits);
      benchCpuAtSlot.value = process.cpuUsage();
      void profiler?.atSlot();
      void transactions().then((n) => {
        transactionsAtSlot = n;
      });
    },
    Math.max(0, start.getTime() - Date.now()),
  );
  const deadline = start.getTime() + 15 * 60_000;
  let emails = [];
  const emailsSoFar = emailsArriving(services.ses.url);
  while (Date.now() < deadline) {
    emails = await emailsSoFar();
    if (emails.length >= N) break;
    await sleep(2000);
  }
  const lastEmailAt = Math.max(...emails.map((e) => e.at));
  clearInterval(sampler);
  clearTimeout(slotTimer);
  const profileWindow = await profiler?.atEnd(emails.length);
  const spent = cpuSpent(cpuAtSlot ?? {}, cpuSecondsByRole());
  const spentBefore = cpuSpent(cpuAtReady, cpuAtSlot ?? cpuAtReady);
  const pass = await prepared;
  const transactionsSpent = transactionsAtSlot === null ? NaN : (await transactions()) - transactionsAtSlot;
  const benchCpu = benchCpuAtSlot.value ? process.cpuUsage(benchCpuAtSlot.value) : { user: 0, system: 0 };
  const stackCpu = ROLES.reduce((a, r) => a + (spent[r] ?? 0), 0);
  const stackCpuBefore = ROLES.reduce((a, r) => a + (spentBefore[r] ?? 0), 0);
  const lags = (
    await client.query(
      `select extract(epoch from started_at - $1::timestamptz) * 1000 as ms from synth_runs where trigger = 'scheduled' and started_at is not null order by 1`,
      [start],
    )
  ).rows.map((r) => Number(r.ms));
  const lag = (p) => at(lags, p);
  // Where a late start comes from: Temporal's schedules starting the workflow, or the worker reaching its first step.
  const workflowLags = await workflowStartLags(env.TEMPORAL_ADDRESS, start).catch((err) => {
    log(`workflow start times unavailable: ${err.message}`);
    return [];
  });
  // A digest is started once per slot whoever starts it: the runs beyond one per synth say otherwise.
  const { rows: runRows } = await client.query(
    `select count(*)::int as runs, count(distinct synth_id)::int as synths from synth_runs where trigger = 'scheduled' and scheduled_for = $1`,
    [start],
  );
  const starter = SLOT_STARTS
    ? await slotStarterResult(env.TEMPORAL_ADDRESS, start).catch((err) => {
        log(`the slot's starter reported nothing: ${err.message}`);
        return null;
      })
    : null;
  const choicesPrepared = Number(
    (
      await client.query(
        `select count(*) as n from synth_runs where trigger = 'scheduled' and (output->>'choicePrepared')::boolean`,
      )
    ).rows[0].n,
  );
  const runs = (
    await client.query(
      `select extract(epoch from finished_at - started_at) * 1000 as ms from synth_runs where trigger = 'scheduled' and status = 'succeeded' order by 1`,
    )
  ).rows.map((r) => Number(r.ms));
  const pct = (p) => (runs.length ? Math.round(runs[Math.min(runs.length - 1, Math.floor(p * runs.length))]) : NaN);
  const uniqueFeedsUsed = new Set(
    Array.from({ length: N }, (_, i) => Array.from({ length: PER }, (_, k) => `/feed-${feedIndex(i, k)}.xml`)).flat(),
  );
  const fetches = [...feeds.hits.entries()].filter(([u]) => uniqueFeedsUsed.has(u)).reduce((a, [, n]) => a + n, 0);
  const fetchesBefore = [...hitsAtSlot.value.entries()]
    .filter(([u]) => uniqueFeedsUsed.has(u))
    .reduce((a, [, n]) => a + n, 0);
  const notModified = [...feeds.notModified.entries()]
    .filter(([u]) => uniqueFeedsUsed.has(u))
    .reduce((a, [, n]) => a + n, 0);
  const requested = [...uniqueFeedsUsed].filter((u) => (feeds.hits.get(u) ?? 0) > 0).length;
  const summaryCalls = [...ai.calls.entries()].filter(([k]) => k !== 'post');

  console.log('\n== pipeline benchmark ==');
  console.log(
    `synths: ${N}, distinct feeds: ${uniqueFeedsUsed.size}, feeds per synth: ${PER}, AI latency: ${AI_MS} ms, cores: ${os.cpus().length}, Temporal: ${values.engine === 'production' ? 'temporal-server on PostgreSQL' : 'dev server'}`,
  );
  console.log(
    PREPARE
      ? `prepare pass: lead ${values['lead-minutes']} min; ${pass ? `${pass.synths} synths, ${pass.summaries} summaries (${pass.written} written), ${fmtS(pass.startedS)} → ${fmtS(pass.closedS)} relative to the slot` : 'did not finish before the slot'}`
      : 'prepare pass: off (--no-prepare)',
  );
  // Figures taken with other worker settings than the defaults say so, so they are not compared as like for like.
  const changed = changedWorkerSettings();
  if (changed.length) console.log(`worker settings changed: ${changed.join(', ')}`);
  console.log(
    SLOT_STARTS
      ? "starts: the slot's starter workflow makes the runs ahead and records their starts at the slot in batches (their schedules skip the slot)"
      : "starts: each synth's own schedule",
  );
  if (starter)
    console.log(
      `  the starter started or found made ${starter.started} runs, ${starter.startedByTheirSchedule} more had ended already; ${starter.batches} batches, ${starter.batchesFailed} failed${starter.ahead ? `; made ahead ${starter.ahead.made}, schedules told to skip the slot ${starter.ahead.skipsWritten}` : '; none made ahead'}`,
    );
  console.log(
    `scheduled runs for the slot: ${runRows[0].runs} for ${runRows[0].synths} synths (${runRows[0].runs - runRows[0].synths} extra)`,
  );
  console.log(`emails accepted: ${emails.length} of ${N}`);
  console.log(
    `scheduled minute → last email accepted: ${((lastEmailAt - start.getTime()) / 1000).toFixed(1)} s (target ≤ 45 s at 1,000 synths)`,
  );
  console.log(`runs that mailed the prepare pass's choice of articles: ${choicesPrepared} of ${lags.length}`);
  console.log(`run time p50: ${pct(0.5)} ms, p95: ${pct(0.95)} ms (${runs.length} succeeded runs)`);
  console.log(
    `HTTP fetches per unique feed: ${(fetches / Math.max(1, requested)).toFixed(2)} (${requested} of ${uniqueFeedsUsed.size} feeds requested; before the slot ${fetchesBefore}, at the slot ${fetches - fetchesBefore}, of which 304 Not Modified ${notModified})`,
  );
  console.log(
    `AI calls per unique article: ${summaryCalls.length ? (summaryCalls.reduce((a, [, n]) => a + n, 0) / summaryCalls.length).toFixed(2) : 'n/a'} (${ai.stats.total} AI calls in all, ${ai.stats.embeddings} of them for embeddings)`,
  );
  console.log(
    `peak RSS: worker ${(peak.worker / 2 ** 20).toFixed(0)} MiB, API ${(peak.api / 2 ** 20).toFixed(0)} MiB (target: worker < 400 MiB at 1,000 synths)`,
  );
  console.log(
    `  worker RSS sampled each second, highest: ${Object.entries(phaseRss)
      .map(([name, bytes]) => `${name} ${(bytes / 2 ** 20).toFixed(0)} MiB`)
      .join(', ')}`,
  );
  console.log(`slot → run start: p50 ${lag(0.5)} s, max ${lag(1)} s (${lags.length} runs started; target: max ≤ 20 s)`);
  console.log(
    `  of which slot → workflow started: p50 ${at(workflowLags, 0.5)} s, max ${at(workflowLags, 1)} s (${workflowLags.length} workflows)`,
  );
  const perDigest = (sec) => (emails.length ? sec / emails.length : NaN).toFixed(3);
  const spentInAll = Object.fromEntries(ROLES.map((r) => [r, (spent[r] ?? 0) + (spentBefore[r] ?? 0)]));
  const calibration = await machineCalibration();
  // Each role's core-seconds at the reference speed, and their sum (see lib/calibration.mjs).
  const atRef = (byRole) => {
    const roles = Object.fromEntries(ROLES.map((r) => [r, atReference(byRole[r] ?? 0, r, calibration)]));
    return { roles, all: ROLES.reduce((a, r) => a + roles[r], 0) };
  };
  const refLine = (byRole) => {
    const { roles, all } = atRef(byRole);
    return `at ref.: ${ROLES.map((r) => `${r} ${perDigest(roles[r])}`).join(', ')}; all ${perDigest(all)}`;
  };
  console.log(
    `core-seconds per digest before the slot (worker ready → slot): ${ROLES.map((r) => `${r} ${perDigest(spentBefore[r] ?? 0)}`).join(', ')}; all ${perDigest(stackCpuBefore)}`,
  );
  console.log(`  ${refLine(spentBefore)}`);
  console.log(
    `core-seconds per digest at the slot (slot → last email): ${ROLES.map((r) => `${r} ${perDigest(spent[r] ?? 0)}`).join(', ')}; all ${perDigest(stackCpu)} (target ≤ 0.08); bench's own feeds and fake AI ${perDigest((benchCpu.user + benchCpu.system) / 1e6)}`,
  );
  console.log(`  ${refLine(spent)} (target at the reference speed ≤ 0.035)`);
  console.log(
    `core-seconds per digest in all: ${ROLES.map((r) => `${r} ${perDigest(spentInAll[r])}`).join(', ')}; all ${perDigest(stackCpu + stackCpuBefore)} (target ≤ 0.20)`,
  );
  console.log(`  ${refLine(spentInAll)} (target at the reference speed ≤ 0.06)`);
  console.log(
    `database transactions per digest: ${(transactionsSpent / Math.max(1, emails.length)).toFixed(1)} (statements outside a transaction count one each)`,
  );
  // What an operator would find in the logs of the minute (target: none).
  console.log("operator's logs from the worker's start-up done to the last email:");
  // The local SES stamps whole seconds: the last email was accepted within the second after its stamp.
  for (const line of operatorLogReport(logDir, readyAt, lastEmailAt + 1000)) console.log(line);
  if (values.json) {
    fs.writeFileSync(
      values.json,
      JSON.stringify({
        synths: N,
        engine: values.engine,
        emails: emails.length,
        lastEmailS: (lastEmailAt - start.getTime()) / 1000,
        runP50Ms: pct(0.5),
        runP95Ms: pct(0.95),
        lagP50S: Number(lag(0.5)),
        lagMaxS: Number(lag(1)),
        workflowLagP50S: Number(at(workflowLags, 0.5)),
        workflowLagMaxS: Number(at(workflowLags, 1)),
        peakWorkerMiB: peak.worker / 2 ** 20,
        peakApiMiB: peak.api / 2 ** 20,
        workerRssMiBByPhase: Object.fromEntries(Object.entries(phaseRss).map(([k, v]) => [k, v / 2 ** 20])),
        coreSecondsPerDigest: Object.fromEntries(
          Object.entries(spent).map(([r, v]) => [r, v / Math.max(1, emails.length)]),
        ),
        stackCoreSecondsPerDigest: stackCpu / Math.max(1, emails.length),
        calibration,
        atReferencePerDigest: {
          beforeSlot: atRef(spentBefore).all / Math.max(1, emails.length),
          atSlot: atRef(spent).all / Math.max(1, emails.length),
          inAll: atRef(spentInAll).all / Math.max(1, emails.length),
        },
        prepare: PREPARE,
        starts: SLOT_STARTS ? 'slot' : 'schedules',
        slotStarter: starter,
        scheduledRuns: runRows[0].runs,
        extraRuns: runRows[0].runs - runRows[0].synths,
        beforeSlotCoreSecondsPerDigest: Object.fromEntries(
          Object.entries(spentBefore).map(([r, v]) => [r, v / Math.max(1, emails.length)]),
        ),
        stackBeforeSlotCoreSecondsPerDigest: stackCpuBefore / Math.max(1, emails.length),
        preparePass: pass,
        choicesPrepared,
        transactionsPerDigest: transactionsSpent / Math.max(1, emails.length),
        fetchesPerFeed: fetches / Math.max(1, requested),
        aiCallsPerArticle: summaryCalls.length
          ? summaryCalls.reduce((a, [, n]) => a + n, 0) / summaryCalls.length
          : null,
      }),
    );
  }
  return profiler ? { profiler, window: profileWindow } : null;
}

runBench(main, { dataDir, afterStop: (profiled) => profiled?.profiler.printProfiles(profiled.window) });
