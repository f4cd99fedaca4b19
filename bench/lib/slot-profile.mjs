// Where a busy minute's time goes, for `bench:pipeline --profile <dir>`: the worker's and the API's
// CPU profiles cut to the slot's window, PostgreSQL's statements (pg_stat_statements, every database:
// Synth's and Temporal's), Temporal's requests and database operations (its metrics), the events in a
// run's history, and with temporal-server Go's CPU profile of the server from the slot on.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { Client, Connection } from '@temporalio/client';
import protos from '@temporalio/proto';
import { RUN_WORKFLOW } from '../../core/dist/runs/run.contract.js';
import { printTopFrames } from './cpu-profile.mjs';
import { temporalCounts } from './temporal-metrics.mjs';

/** The PostgreSQL settings the statement counts need. */
export const PROFILE_POSTGRES_SETTINGS = [
  'shared_preload_libraries=pg_stat_statements',
  'pg_stat_statements.track=all',
  'pg_stat_statements.max=2000',
];

const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);
const TOP = 15;
const EventType = protos.temporal.api.enums.v1.EventType;

/**
 * Starts counting at the slot (atSlot) and prints what was counted per digest once the last email
 * is in (report). `services` and `db` are startStack's.
 */
export async function slotProfiler({ dir, services, db, log }) {
  fs.mkdirSync(dir, { recursive: true });
  await db.query('create extension if not exists pg_stat_statements');
  let slotUs = null;
  let countsAtSlot = null;
  let goProfile = null;

  return {
    /** Go's profile covers the slot's first minute, the busiest, and is in before a busy minute's last email. */
    async atSlot(goSeconds = 60) {
      slotUs = monotonicUs();
      await db.query('select pg_stat_statements_reset()');
      countsAtSlot = services.temporal.metricsUrl ? await temporalCounts(services.temporal.metricsUrl) : null;
      if (services.temporal.pprofUrl)
        goProfile = fetch(`${services.temporal.pprofUrl}/profile?seconds=${goSeconds}`)
          .then(async (res) => {
            if (!res.ok) throw new Error(`answered ${res.status}`);
            const file = path.join(dir, 'temporal-server.pprof');
            fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
            return file;
          })
          .catch((err) => log(`Temporal's Go profile failed: ${err.message}`));
    },

    /** Call once the last email is in: the counts stop here; the profiles are read after the processes stop. */
    async atEnd(digests) {
      const endUs = monotonicUs();
      const per = (n) => (n / Math.max(1, digests)).toFixed(2);
      const lines = [`\n== where the slot's time went (${digests} digests) ==`];
      const statements = (order) =>
        db
          .query(
            `select d.datname, s.query, s.calls, s.total_exec_time, s.rows
               from pg_stat_statements s join pg_database d on d.oid = s.dbid
              order by ${order} desc limit ${TOP}`,
          )
          .then((r) => r.rows);
      const { rows: totals } = await db.query(
        `select d.datname, sum(s.calls)::float8 as calls, sum(s.total_exec_time)::float8 as ms
           from pg_stat_statements s join pg_database d on d.oid = s.dbid group by 1 order by 3 desc`,
      );
      lines.push('PostgreSQL statements per digest by database (calls, execution ms):');
      for (const t of totals) lines.push(`  ${t.datname}: ${per(t.calls)} calls, ${per(t.ms)} ms`);
      // Time says where PostgreSQL waits and works; calls say what each round trip costs both sides.
      for (const [what, order] of [
        ['the most execution time', 's.total_exec_time'],
        ['the most calls', 's.calls'],
      ]) {
        lines.push(`the ${TOP} statements with ${what} (per digest: calls, ms; rows):`);
        for (const r of await statements(order))
          lines.push(
            `  ${per(r.calls).padStart(6)} ${per(r.total_exec_time).padStart(7)} ms ${per(Number(r.rows)).padStart(6)} rows  ${r.datname}: ${oneLine(r.query)}`,
          );
      }
      if (countsAtSlot) {
        const after = await temporalCounts(services.temporal.metricsUrl);
        const diff = [...after].map(([k, n]) => [k, n - (countsAtSlot.get(k) ?? 0)]).filter(([, n]) => n > 0);
        for (const metric of ['persistence_requests', 'service_requests']) {
          const mine = diff.filter(([k]) => k.startsWith(`${metric} `)).sort((a, b) => b[1] - a[1]);
          const sum = mine.reduce((a, [, n]) => a + n, 0);
          lines.push(`Temporal ${metric} per digest: ${per(sum)} in all; the most:`);
          for (const [k, n] of mine.slice(0, TOP))
            lines.push(`  ${per(n).padStart(6)}  ${k.replace(`${metric} `, '')}`);
        }
      }
      lines.push(...(await historySample(services.temporal.address)));
      console.log(lines.join('\n'));
      return { slotUs, endUs, goFile: await goProfile };
    },

    /** After the worker and API have stopped and written their profiles. */
    printProfiles({ slotUs: fromUs, endUs: toUs, goFile }) {
      for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
        console.log();
        printTopFrames(path.join(dir, file), TOP, { fromUs, toUs });
      }
      if (!goFile) return;
      const top = spawnSync('go', ['tool', 'pprof', '-top', '-nodecount=30', goFile], {
        encoding: 'utf8',
      });
      console.log(
        top.status === 0 ? `\n${top.stdout}` : `\n(go tool pprof could not read ${goFile}: ${top.stderr || top.error})`,
      );
    },
  };
}

const oneLine = (sql) => sql.replace(/\s+/g, ' ').slice(0, 160);

/** Events and tasks in the histories of a few runs of the slot, the mean. */
async function historySample(address, sample = 20) {
  const connection = await Connection.connect({ address });
  try {
    const client = new Client({ connection });
    const byType = new Map();
    let runs = 0;
    for await (const wf of client.workflow.list({ query: `WorkflowType = '${RUN_WORKFLOW}'`, pageSize: sample })) {
      const history = await client.workflow.getHandle(wf.workflowId, wf.runId).fetchHistory();
      for (const e of history.events ?? []) {
        const type = EventType[e.eventType] ?? String(e.eventType);
        byType.set(type, (byType.get(type) ?? 0) + 1);
      }
      if (++runs >= sample) break;
    }
    const total = [...byType.values()].reduce((a, b) => a + b, 0);
    return [
      `a run's history (mean of ${runs}): ${(total / Math.max(1, runs)).toFixed(1)} events`,
      ...[...byType]
        .sort((a, b) => b[1] - a[1])
        .map(([t, n]) => `  ${(n / Math.max(1, runs)).toFixed(1).padStart(5)}  ${t}`),
    ];
  } finally {
    await connection.close();
  }
}
