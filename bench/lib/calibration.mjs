// Figures that compare across machines: every bench first times two fixed workloads, one of plain
// JavaScript on one core and one of PostgreSQL statements, and prints them on its first line. The
// reference speed is the speed at which each takes exactly one second; a bench's core-seconds are
// also given at that speed (its figure divided by the workload's seconds here), so hosts of the same
// kind that differ twofold in speed give the same normalised figure and targets can be stated once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { freePort } from '../../scripts/lib/ports.mjs';

/** Rounds of the JavaScript workload: about one second on the 2-core development machines. */
const CPU_ROUNDS = 20;
/** Rows the PostgreSQL workload writes and groups, and single-row statements it sends one by one. */
const PG_ROWS = 150_000;
const PG_ROUND_TRIPS = 2_000;

/** JSON, sorting, string building and a regular expression over a fixed pseudo-random data set. */
function cpuWorkload() {
  let seed = 20261128;
  const random = () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  let check = 0;
  for (let round = 0; round < CPU_ROUNDS; round++) {
    const rows = Array.from({ length: 20_000 }, (_, i) => ({
      id: i,
      title: `Story ${Math.floor(random() * 1e6)} about payments in city ${i % 97}`,
      score: random(),
    }));
    const parsed = JSON.parse(JSON.stringify(rows));
    parsed.sort((a, b) => a.score - b.score);
    const text = parsed.map((r) => r.title).join('\n');
    check += parsed[0].id + (text.match(/Story \d{3}\b/g)?.length ?? 0);
  }
  return check;
}

/** The best of `times` timings, in seconds: the least disturbed by anything else on the machine. */
async function bestOf(times, run) {
  let best = Infinity;
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    best = Math.min(best, performance.now() - start);
  }
  return best / 1000;
}

/** A bulk write, a grouping read and many one-statement round trips, on a table of its own. */
async function pgWorkload(client) {
  await client.query('drop table if exists calibration');
  await client.query('create table calibration (id int primary key, grp int not null, note text not null)');
  await client.query(`insert into calibration select g, g % 97, md5(g::text) from generate_series(1, ${PG_ROWS}) g`);
  await client.query('select grp, count(*), max(note) from calibration group by grp order by grp');
  for (let i = 0; i < PG_ROUND_TRIPS; i++)
    await client.query('update calibration set note = $2 where id = $1', [1 + ((i * 7919) % PG_ROWS), `n${i}`]);
}

/** Times the PostgreSQL workload on a throwaway embedded PostgreSQL, set up as the benches' own. */
async function timePostgres() {
  const { startPostgres } = await import('../../scripts/lib/local-services.mjs');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'synth-calibration-'));
  fs.chmodSync(dataDir, 0o755);
  const db = await startPostgres({ dataDir, port: await freePort(), database: 'calibration', ephemeral: true });
  const client = new pg.Client({ connectionString: db.url });
  try {
    await client.connect();
    await pgWorkload(client); // warm-up: the cluster's first statements read its catalogue from disk
    return await bestOf(3, () => pgWorkload(client));
  } finally {
    await client.end().catch(() => undefined);
    await db.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

let calibrated = null;

/**
 * Times both workloads once per bench process and prints the calibration line; later calls return
 * the same { cpuS, postgresS }.
 */
export function machineCalibration(log = console.log) {
  calibrated ??= (async () => {
    cpuWorkload();
    const cpuS = await bestOf(5, cpuWorkload);
    const postgresS = await timePostgres();
    log(
      `calibration: JavaScript reference ${cpuS.toFixed(3)} s, PostgreSQL reference ${postgresS.toFixed(3)} s (each 1.000 s at the reference speed; figures marked "at ref." are divided by these)`,
    );
    return { cpuS, postgresS };
  })();
  return calibrated;
}

/** Core-seconds of a process role at the reference speed: PostgreSQL's by its workload, the others' by JavaScript's. */
export function atReference(coreSeconds, role, { cpuS, postgresS }) {
  return coreSeconds / (role === 'postgres' ? postgresS : cpuS);
}
