// What one scheduled digest costs the servers, in counts rather than times (so figures hold on a busy
// machine): activities and workflow tasks from each run's Temporal history, and the database's
// transactions and statements (pg_stat_database, pg_stat_statements) and Temporal's own requests and
// database operations (its metrics, by service and operation) over a batch of runs. Runs go
// one after another, each started by its schedule's "trigger now" as a due schedule starts it:
//   - "first read": each synth reads feeds no run has read yet (fetch, filter, summarise, mail);
//   - "shared": each synth reads the feeds of a first-read synth, as most synths of a busy minute
//     do (the feeds were just read and the summaries are cached).
// Prints the figures; asserts nothing.
//   npm run build:server && node bench/run-cost.bench.mjs [--runs 5] [--per-synth 20] [--top 12]
import { parseArgs } from 'node:util';
import { Client, Connection } from '@temporalio/client';
import protos from '@temporalio/proto';
import { benchDir, insertSynths, runBench, sentEmails, sleep, spawnWorker, startStack } from './lib/stack.mjs';
import { waitFor } from '../scripts/lib/ports.mjs';
import { perRunCounts, runFigures, temporalCounts } from './lib/temporal-metrics.mjs';
import { PREPARE_SCHEDULE_ID } from '../workflows/dist/prepare/prepare-schedule.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'per-synth': { type: 'string', default: '20' },
    top: { type: 'string', default: '12' },
  },
});
const RUNS = Number(values.runs),
  PER = Number(values['per-synth']),
  TOP = Number(values.top);
const log = (m) => console.log(`[bench] ${m}`);
const { dataDir, logDir } = benchDir('run-cost');
// A backend reports its counters to pg_stat_database at most about every 10 s once idle.
const STATS_SETTLE_MS = 12_000;
const EventType = protos.temporal.api.enums.v1.EventType;

/** The database's counters: transactions, and statements by normalised text (transaction control apart). */
async function dbCounters(db) {
  const {
    rows: [{ n }],
  } = await db.query(
    'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
  );
  const { rows } = await db.query(
    "select query, calls from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database()) and query not like '%pg_stat_%'",
  );
  return { transactions: Number(n), statements: new Map(rows.map((r) => [r.query, Number(r.calls)])) };
}

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release|start transaction)\b/i;

/** What happened between two snapshots, per run, less what the same time costs an idle stack. */
function perRun(before, after, runs, idle) {
  const calls = [...after.statements]
    .map(([q, c]) => [q, c - (before.statements.get(q) ?? 0)])
    .filter(([, c]) => c > 0);
  const control = calls.filter(([q]) => TRANSACTION_CONTROL.test(q)).reduce((a, [, c]) => a + c, 0);
  const statements = calls.filter(([q]) => !TRANSACTION_CONTROL.test(q)).reduce((a, [, c]) => a + c, 0);
  // The later snapshot's own query counts as one transaction.
  const transactions = after.transactions - before.transactions - 1 - idle;
  return {
    transactions: transactions / runs,
    statements: statements / runs,
    transactionControl: control / runs,
    top: calls
      .filter(([q]) => !TRANSACTION_CONTROL.test(q))
      .sort((a, b) => b[1] - a[1])
      .map(([q, c]) => [q, c / runs]),
  };
}

/** Counts of one finished workflow's history. */
async function historyCounts(client, workflowId) {
  const { events } = await client.workflow.getHandle(workflowId).fetchHistory();
  const count = (type) => events.filter((e) => e.eventType === type).length;
  return {
    workflowTasks: count(EventType.EVENT_TYPE_WORKFLOW_TASK_COMPLETED),
    activities: count(EventType.EVENT_TYPE_ACTIVITY_TASK_SCHEDULED),
    // Markers record local activities and patches alike; only the first are work.
    localActivities: events.filter(
      (e) =>
        e.eventType === EventType.EVENT_TYPE_MARKER_RECORDED &&
        e.markerRecordedEventAttributes?.markerName === 'core_local_activity',
    ).length,
    childWorkflows: count(EventType.EVENT_TYPE_START_CHILD_WORKFLOW_EXECUTION_INITIATED),
    events: events.length,
  };
}

/** Starts a synth's schedule now and waits for that run's workflow to end; its history counts. */
async function runOnce(client, synthId) {
  const schedule = client.schedule.getHandle(`synth-${synthId}`);
  const known = new Set((await schedule.describe()).info.recentActions.map((a) => a.action.workflow.workflowId));
  await schedule.trigger();
  let workflowId;
  await waitFor(
    async () => {
      workflowId = (await schedule.describe()).info.recentActions
        .map((a) => a.action.workflow.workflowId)
        .find((id) => !known.has(id));
      return !!workflowId;
    },
    { timeoutMs: 60_000, what: `the run of synth ${synthId}` },
  );
  await client.workflow.getHandle(workflowId).result();
  return historyCounts(client, workflowId);
}

const mean = (xs, k) => xs.reduce((a, x) => a + x[k], 0) / Math.max(1, xs.length);
const fmt = (x) => (Number.isInteger(x) ? String(x) : x.toFixed(1));

async function main() {
  const { feeds, env, services, db } = await startStack({
    aiLatencyMs: 20,
    dataDir,
    logDir,
    log,
    postgresSettings: ['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.track_utility=on'],
    temporalMetrics: true,
  });
  const metricsUrl = services.temporal.metricsUrl;
  await db.query('create extension if not exists pg_stat_statements');
  // Due twelve hours from now: only the triggers below start runs.
  const hhmm = new Date(Date.now() + 12 * 3600_000).toISOString().slice(11, 16);
  const feedsOf = (i) => Array.from({ length: PER }, (_, k) => feeds.url(k, `cost${i}`));
  const firstRead = await insertSynths(db, { count: RUNS, hhmm, label: 'first', feedsFor: feedsOf });
  const shared = await insertSynths(db, { count: RUNS, hhmm, label: 'shared', feedsFor: feedsOf });
  const worker = spawnWorker(env, logDir);
  const connection = await Connection.connect({ address: env.TEMPORAL_ADDRESS });
  const client = new Client({ connection });
  try {
    await waitFor(
      async () => {
        if (worker.exited) throw new Error(`the worker exited; see ${worker.logFile}`);
        const ids = [...firstRead, ...shared].map((s) =>
          client.schedule
            .getHandle(`synth-${s.synthId}`)
            .describe()
            .then(
              () => true,
              () => false,
            ),
        );
        return (await Promise.all(ids)).every(Boolean);
      },
      { timeoutMs: 120_000, what: 'the schedules the worker creates at start' },
    );

    // The look-ahead for busy minutes starts a workflow every minute; it would count as the runs' work.
    await client.schedule.getHandle(PREPARE_SCHEDULE_ID).pause('bench:run-cost counts the runs alone');
    log(`idle stack for ${STATS_SETTLE_MS / 1000} s (its own transactions are taken off the runs' figures)`);
    await sleep(STATS_SETTLE_MS);
    const quietStart = await dbCounters(db);
    await sleep(STATS_SETTLE_MS * 2);
    // Per settle period, as each batch below waits one.
    const idle = Math.max(0, ((await dbCounters(db)).transactions - quietStart.transactions - 1) / 2);

    const results = [];
    for (const [name, synths] of [
      ['first read', firstRead],
      ['shared', shared],
    ]) {
      log(`${name}: ${synths.length} runs, one after another`);
      const before = await dbCounters(db);
      const temporalBefore = await temporalCounts(metricsUrl);
      const histories = [];
      for (const s of synths) histories.push(await runOnce(client, s.synthId));
      await sleep(STATS_SETTLE_MS);
      const temporalAfter = await temporalCounts(metricsUrl);
      results.push({
        name,
        histories,
        db: perRun(before, await dbCounters(db), synths.length, idle),
        temporal: runFigures(perRunCounts(temporalBefore, temporalAfter, synths.length)),
      });
    }
    const emails = await sentEmails(services.ses.url);

    console.log('\n== cost of one scheduled digest ==');
    console.log(
      `runs: ${RUNS} per kind, ${PER} feeds per synth, emails accepted: ${emails.length} of ${RUNS * 2}; an idle stack's ${fmt(idle)} transactions per ${STATS_SETTLE_MS / 1000} s taken off`,
    );
    console.log(
      '| kind | workflow tasks | activities | local activities | child workflows | history events | DB transactions | DB statements | BEGIN/COMMIT | Temporal writes | worker requests |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const r of results) {
      const h = r.histories;
      console.log(
        `| ${r.name} | ${fmt(mean(h, 'workflowTasks'))} | ${fmt(mean(h, 'activities'))} | ${fmt(mean(h, 'localActivities'))} | ${fmt(mean(h, 'childWorkflows'))} | ${fmt(mean(h, 'events'))} | ${fmt(r.db.transactions)} | ${fmt(r.db.statements)} | ${fmt(r.db.transactionControl)} | ${fmt(r.temporal.writes)} | ${fmt(r.temporal.workerRequests)} |`,
      );
    }
    console.log(
      '\nTemporal writes: workflow state written to its database (history service); worker requests: besides polling for work (frontend).',
    );
    for (const r of results)
      console.log(`  ${r.name}: ${r.temporal.rows.map(([op, n]) => `${op} ${fmt(n)}`).join(', ')}`);
    for (const r of results) {
      console.log(`\nstatements per run (${r.name}), most frequent first:`);
      for (const [q, c] of r.db.top.slice(0, TOP))
        console.log(`  ${c.toFixed(1).padStart(5)}  ${q.replace(/\s+/g, ' ').slice(0, 150)}`);
    }
  } finally {
    await connection.close();
  }
}

runBench(main, { dataDir });
