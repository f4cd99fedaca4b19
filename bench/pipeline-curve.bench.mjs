// The pipeline benchmark at several sizes, each on a fresh stack, and the curve of its figures:
// cost per digest should stay flat (linear in synths) and AI calls per article at 1.00.
//   npm run build:server && node bench/pipeline-curve.bench.mjs [--sizes 100,300,1000,3000] [--repeat 2] [--no-prepare]
// With --repeat, each size runs that many times and the table shows the medians.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { machineCalibration } from './lib/calibration.mjs';

await machineCalibration();

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100,300,1000,3000' },
    repeat: { type: 'string', default: '1' },
    'no-prepare': { type: 'boolean', default: false },
  },
});
const sizes = values.sizes.split(',').map(Number);
const repeat = Number(values.repeat);
const bench = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pipeline.bench.mjs');
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const rows = [];
for (const n of sizes) {
  const results = [];
  for (let i = 0; i < repeat; i++) {
    const out = path.join(os.tmpdir(), `synth-pipeline-${n}-${i}-${process.pid}.json`);
    console.log(`[curve] ${n} synths, run ${i + 1} of ${repeat}`);
    const { status } = spawnSync(
      process.execPath,
      [bench, '--synths', String(n), '--json', out, ...(values['no-prepare'] ? ['--no-prepare'] : [])],
      { stdio: 'inherit' },
    );
    if (status !== 0 || !fs.existsSync(out)) {
      console.log(`[curve] ${n} synths: the run failed (exit ${status}); see its output above`);
      continue;
    }
    results.push(JSON.parse(fs.readFileSync(out, 'utf8')));
    fs.rmSync(out, { force: true });
  }
  if (!results.length) continue;
  const m = (f) => median(results.map(f));
  rows.push({
    synths: n,
    emails: `${m((r) => r.emails)}/${n}`,
    'last email (s)': m((r) => r.lastEmailS).toFixed(1),
    'run p50/p95 (s)': `${(m((r) => r.runP50Ms) / 1000).toFixed(1)} / ${(m((r) => r.runP95Ms) / 1000).toFixed(1)}`,
    'start lag p50/max (s)': `${m((r) => r.lagP50S).toFixed(1)} / ${m((r) => r.lagMaxS).toFixed(1)}`,
    'workflow start lag p50/max (s)': `${m((r) => r.workflowLagP50S).toFixed(1)} / ${m((r) => r.workflowLagMaxS).toFixed(1)}`,
    'core-s/digest before slot': m((r) => r.stackBeforeSlotCoreSecondsPerDigest ?? 0).toFixed(3),
    'before: worker/temporal/pg/api': ['worker', 'temporal', 'postgres', 'api']
      .map((k) => m((r) => r.beforeSlotCoreSecondsPerDigest?.[k] ?? 0).toFixed(3))
      .join(' / '),
    'core-s/digest at slot': m((r) => r.stackCoreSecondsPerDigest).toFixed(3),
    'at slot: worker/temporal/pg/api': ['worker', 'temporal', 'postgres', 'api']
      .map((k) => m((r) => r.coreSecondsPerDigest[k] ?? 0).toFixed(3))
      .join(' / '),
    'core-s/digest in all': m(
      (r) => r.stackCoreSecondsPerDigest + (r.stackBeforeSlotCoreSecondsPerDigest ?? 0),
    ).toFixed(3),
    'at ref. slot / in all': `${m((r) => r.atReferencePerDigest?.atSlot ?? NaN).toFixed(3)} / ${m((r) => r.atReferencePerDigest?.inAll ?? NaN).toFixed(3)}`,
    'worker RSS (MiB)': m((r) => r.peakWorkerMiB).toFixed(0),
    'fetches/feed': m((r) => r.fetchesPerFeed).toFixed(2),
    'AI calls/article': m((r) => r.aiCallsPerArticle ?? NaN).toFixed(2),
  });
}
console.log(
  `\n== pipeline curve (${repeat > 1 ? `medians of ${repeat} runs` : 'one run each'}, ${os.cpus().length} cores, ${values['no-prepare'] ? 'no prepare pass' : 'prepared before the slot'}) ==`,
);
console.table(rows);
console.log(
  'targets at 1,000 synths: last email ≤ 45 s; every run started ≤ 20 s; ≤ 0.08 core-s per digest at the slot and ≤ 0.20 in all; worker RSS < 400 MiB; 1.00 AI calls per article; cost per digest flat across sizes',
);
