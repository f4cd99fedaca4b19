// A prototype of starting a minute's runs in batches (bench:pipeline --starts batch): one process
// starts every synth's run workflow at the slot, CONCURRENCY at a time, with the workflow id and
// input the synth's schedule would give it, as one schedule per (minute, time zone) whose workflow
// starts that minute's synths would. It stays alive (idle) afterwards so the bench can count its CPU.
//   node bench/lib/start-runs.mjs <temporal address> <task queue> <slot ISO> <file of synth ids>
import fs from 'node:fs';
import { Client, Connection } from '@temporalio/client';
import { RUN_WORKFLOW, scheduledWorkflowIdFor } from '../../core/dist/runs/run.contract.js';
import { inParallel } from './in-parallel.mjs';

const CONCURRENCY = Number(process.env.BENCH_START_CONCURRENCY ?? 32);
const [address, taskQueue, slotIso, idsFile] = process.argv.slice(2);
const synthIds = JSON.parse(fs.readFileSync(idsFile, 'utf8'));
const slot = new Date(slotIso);
const connection = await Connection.connect({ address });
const client = new Client({ connection });
await new Promise((r) => setTimeout(r, Math.max(0, slot.getTime() - Date.now())));
const stamp = `${slot.toISOString().slice(0, 19)}Z`;
let failed = 0;
await inParallel(synthIds, CONCURRENCY, (synthId) =>
  client.workflow
    .start(RUN_WORKFLOW, {
      taskQueue,
      workflowId: `${scheduledWorkflowIdFor(synthId)}-${stamp}`,
      args: [{ synthId, trigger: 'scheduled' }],
    })
    .catch((err) => {
      failed++;
      console.error(`[start-runs] ${synthId}: ${err.message}`);
    }),
);
console.log(
  `[start-runs] started ${synthIds.length - failed} of ${synthIds.length} runs ${((Date.now() - slot.getTime()) / 1000).toFixed(1)} s after the slot`,
);
// Idle until stopped: its CPU is read while it lives.
setInterval(() => undefined, 60_000);
