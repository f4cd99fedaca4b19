// Chaos benchmark (issue: scale-out proven). One API and two workers; N synths on local fixture
// feeds are due in the same minute, and while their runs go, a random worker is killed with
// SIGKILL every few seconds and started again. A first batch at an earlier minute runs with no
// kills, as the baseline. A third minute, busy enough to be prepared ahead, has a worker killed the
// same way while its prepare pass runs, and again from its slot, while its starter records and
// starts the runs. Prints kills, duplicate and lost digests and the extra delay; asserts nothing.
//   npm run bench:chaos [-- --synths 50 --kill-every 6 --chaos-seconds 60 --ai-latency 200]
import os from 'node:os';
import { parseArgs } from 'node:util';
import { Client, Connection } from '@temporalio/client';
import { PREPARE_SCHEDULE_ID } from '../workflows/dist/prepare/prepare-schedule.js';
import { prepareSlotWorkflowId } from '../workflows/dist/prepare/prepare-slot-id.js';
import {
  benchDir,
  insertSynths,
  runBench,
  sentEmails,
  sleep,
  slotAfter,
  spawnWorker,
  startStack,
} from './lib/stack.mjs';

const { values } = parseArgs({
  options: {
    synths: { type: 'string', default: '50' },
    workers: { type: 'string', default: '2' },
    'kill-every': { type: 'string', default: '6' },
    'chaos-seconds': { type: 'string', default: '60' },
    'ai-latency': { type: 'string', default: '200' },
  },
});
const N = Number(values.synths),
  WORKERS = Number(values.workers),
  KILL_EVERY_MS = Number(values['kill-every']) * 1000;
const CHAOS_MS = Number(values['chaos-seconds']) * 1000,
  AI_MS = Number(values['ai-latency']);
const FEEDS = 20,
  PER_SYNTH = 3;
// Runs killed mid-activity resume after that activity's timeout (up to a few minutes).
const SETTLE_MS = 8 * 60_000;
const log = (m) => console.log(`[chaos] ${new Date().toISOString().slice(11, 19)} ${m}`);
const { dataDir, logDir } = benchDir('chaos');

async function main() {
  const { feeds, services, env, db } = await startStack({ aiLatencyMs: AI_MS, dataDir, logDir, log });

  // Two batches on separate feeds (nothing shared or cached between them): the baseline's minute,
  // then the chaos minute two minutes later, when the baseline is long done.
  const baseline = slotAfter(120_000);
  const chaos = slotAfter(120_000, baseline.start.getTime());
  const feedsFor = (prefix) => (i) =>
    Array.from({ length: PER_SYNTH }, (_, k) => feeds.url((i * 7 + k * 5) % FEEDS, prefix));
  log(`creating ${N} synths due at ${baseline.hhmm} UTC (baseline) and ${N} due at ${chaos.hhmm} UTC (chaos)`);
  const batches = {
    baseline: {
      ...baseline,
      synths: await insertSynths(db, {
        count: N,
        hhmm: baseline.hhmm,
        label: 'baseline',
        feedsFor: feedsFor('baseline'),
      }),
    },
    chaos: {
      ...chaos,
      synths: await insertSynths(db, { count: N, hhmm: chaos.hhmm, label: 'chaos', feedsFor: feedsFor('chaos') }),
    },
  };

  // The prepared minute holds one synth more than the others and the workers prepare only minutes
  // that busy, so the baseline and chaos minutes run as they did before the prepare pass existed.
  const prepared = slotAfter(7 * 60_000, chaos.start.getTime());
  log(`creating ${N + 1} synths due at ${prepared.hhmm} UTC (prepared ahead, worker killed during the pass)`);
  batches.prepared = {
    ...prepared,
    synths: await insertSynths(db, {
      count: N + 1,
      hhmm: prepared.hhmm,
      label: 'prepared',
      feedsFor: feedsFor('prepared'),
    }),
  };
  const workerEnv = { ...env, PREPARE_MIN_SYNTHS: String(N + 1), PREPARE_LEAD_MINUTES: '6' };

  // Each worker's start-up reconciliation creates (or finds) every schedule.
  const workers = Array.from({ length: WORKERS }, (_, i) => spawnWorker(workerEnv, logDir, `worker-${i + 1}`));
  const restart = async (why, i = Math.floor(Math.random() * workers.length)) => {
    const victim = workers[i];
    victim.child.kill('SIGKILL');
    await victim.exit;
    workers[i] = spawnWorker(workerEnv, logDir, `worker-${i + 1}`);
    log(
      `killed worker-${i + 1} (pid ${victim.child.pid}) with SIGKILL and started it again (pid ${workers[i].child.pid}); ${await why()}`,
    );
  };

  log(`waiting for the baseline minute ${baseline.hhmm} …`);
  const base = await settle(db, services.ses.url, batches.baseline);
  log(
    `baseline: ${base.finished} of ${N} runs finished, last email ${fmt(base.lastEmailAt - baseline.start.getTime())} after the slot`,
  );

  log(`waiting for the chaos minute ${chaos.hhmm} …`);
  const chaosRun = await killWhileRunning(db, services.ses.url, batches.chaos, restart);
  const result = chaosRun.result;
  const kills = chaosRun.kills;

  const pass = await killDuringPrepare(
    env.TEMPORAL_ADDRESS,
    prepared.start,
    restart,
    workers.map((_, i) => i),
  );
  // At the prepared minute its starter records and starts the runs in batches while workers die.
  log(`waiting for the prepared minute ${prepared.hhmm} …`);
  const preparedRun = await killWhileRunning(
    db,
    services.ses.url,
    batches.prepared,
    restart,
    workers.map((_, i) => i),
  );
  const preparedResult = preparedRun.result;

  console.log('\n== chaos benchmark ==');
  console.log(
    `synths per minute: ${N}, workers: ${WORKERS}, feeds per synth: ${PER_SYNTH} of ${FEEDS}, AI latency: ${AI_MS} ms, cores: ${os.cpus().length}`,
  );
  console.log(
    `kills (SIGKILL, then restart): ${kills}, one every ${KILL_EVERY_MS / 1000} s for up to ${CHAOS_MS / 1000} s`,
  );
  console.log(`runs finished: ${result.finished} of ${N} (${result.statuses})`);
  console.log(
    `duplicates (emails beyond one per synth per slot): ${result.duplicates}; extra runs: ${result.extraRuns}`,
  );
  console.log(`lost digests (synths with no email): ${result.lost}`);
  console.log(
    `slot → last email: baseline ${fmt(base.lastEmailAt - baseline.start.getTime())}, with kills ${fmt(result.lastEmailAt - chaos.start.getTime())}`,
  );
  console.log(
    `extra delay from the kills: ${fmt(result.lastEmailAt - chaos.start.getTime() - (base.lastEmailAt - baseline.start.getTime()))}`,
  );
  console.log(
    `prepared minute (${N + 1} synths): ${pass.kills} kills during its prepare pass, which ended ${pass.status}${pass.result ? ` (${pass.result.summaries} summaries, ${pass.result.failed} failed, ${pass.result.batchesFailed ?? 0} batches failed every try)` : ''}`,
  );
  console.log(
    `  from its slot (every worker a second after it, then one every ${KILL_EVERY_MS / 1000} s): ${preparedRun.kills} kills; runs finished: ${preparedResult.finished} of ${N + 1} (${preparedResult.statuses}); duplicates: ${preparedResult.duplicates}; lost digests: ${preparedResult.lost}; extra runs: ${preparedResult.extraRuns}; slot → last email: ${fmt(preparedResult.lastEmailAt - prepared.start.getTime())}`,
  );
}

/**
 * Asks the schedule that looks for busy minutes to look now, then kills every worker as soon as the
 * slot's prepare pass runs and a random one every KILL_EVERY_MS while it still does; waits for the
 * pass to end.
 */
async function killDuringPrepare(address, slot, restart, workerIndexes) {
  const connection = await Connection.connect({ address });
  try {
    const client = new Client({ connection });
    await client.schedule.getHandle(PREPARE_SCHEDULE_ID).trigger();
    const handle = client.workflow.getHandle(prepareSlotWorkflowId(slot.toISOString()));
    let kills = 0;
    let lastKill = 0;
    for (;;) {
      const d = await handle.describe().catch(() => null);
      if (d && d.status.name !== 'RUNNING') {
        const result = d.status.name === 'COMPLETED' ? await handle.result() : null;
        return { kills, status: d.status.name, result };
      }
      if (d && Date.now() - lastKill >= (kills ? KILL_EVERY_MS : 0)) {
        // The first time every worker, so the one running the pass surely dies; then a random one.
        for (const i of kills ? [undefined] : workerIndexes) {
          await restart(async () => 'during the prepare pass', i);
          kills++;
        }
        lastKill = Date.now();
      }
      if (Date.now() > slot.getTime() + SETTLE_MS) return { kills, status: 'still running', result: null };
      await sleep(200);
    }
  } finally {
    await connection.close();
  }
}

/**
 * From the batch's slot, kills a random worker every KILL_EVERY_MS (for up to CHAOS_MS) until its
 * runs settle. Given `workerIndexes`, each of those workers first, a second after the slot, so the
 * one whose starter records and starts the minute's runs surely dies mid-way.
 */
async function killWhileRunning(db, sesUrl, batch, restart, workerIndexes = null) {
  await sleep(batch.start.getTime() - Date.now());
  let kills = 0;
  const until = Date.now() + CHAOS_MS;
  const done = settle(db, sesUrl, batch);
  let settled = false;
  void done.then(() => {
    settled = true;
  });
  const why = async () => `${(await finishedRuns(db, batch.start)).length} of ${batch.synths.length} runs finished`;
  if (workerIndexes) {
    await sleep(1000);
    for (const i of workerIndexes) {
      await restart(why, i);
      kills++;
    }
  }
  while (!settled && Date.now() < until) {
    await Promise.race([sleep(KILL_EVERY_MS), done]);
    if (settled) break;
    await restart(why);
    kills++;
  }
  log(`stopped killing after ${kills} kills; waiting for every run to finish …`);
  return { kills, result: await done };
}

const fmt = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : 'n/a');

/** Scheduled runs of a slot that reached a final state. */
async function finishedRuns(db, slot) {
  const { rows } = await db.query(
    `select status from synth_runs where trigger = 'scheduled' and scheduled_for = $1 and finished_at is not null`,
    [slot],
  );
  return rows;
}

/** Waits until every run of the batch finished (or SETTLE_MS passed), then counts its emails. */
async function settle(db, sesUrl, batch) {
  const deadline = batch.start.getTime() + SETTLE_MS;
  let runs = [];
  while (Date.now() < deadline) {
    runs = await finishedRuns(db, batch.start);
    if (runs.length >= batch.synths.length) break;
    await sleep(1000);
  }
  // A late duplicate would come from a retry still in flight: give those a moment.
  await sleep(3000);
  const emails = await sentEmails(sesUrl);
  const per = batch.synths.map((s) => emails.filter((e) => e.to.includes(s.recipient)));
  const statuses =
    Object.entries(runs.reduce((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {}))
      .map(([k, v]) => `${v} ${k}`)
      .join(', ') || 'none';
  // A run recorded twice for one slot (by its starter and by itself) would show as a row too many.
  const { rows } = await db.query(
    `select count(*)::int - count(distinct synth_id)::int as extra from synth_runs where trigger = 'scheduled' and scheduled_for = $1`,
    [batch.start],
  );
  return {
    extraRuns: rows[0].extra,
    finished: runs.length,
    statuses,
    duplicates: per.reduce((a, list) => a + Math.max(0, list.length - 1), 0),
    lost: per.filter((list) => list.length === 0).length,
    lastEmailAt: Math.max(...per.flat().map((e) => e.at)),
  };
}

runBench(main, { dataDir });
