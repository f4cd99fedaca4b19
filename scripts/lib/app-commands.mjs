// The command lines of Synth's own two processes, for every launcher: `npm start`, the benches and
// the integration tests' real processes. docker-compose.yml writes the same (a test compares them).
import path from 'node:path';
import { ROOT } from './paths.mjs';

const API_SCRIPT = 'api/dist/server.js';
export const WORKER_SCRIPT = 'workflows/dist/worker.js';

/**
 * V8 settings of the worker, whose heap is almost all short-lived garbage (query text, parsed rows,
 * task payloads) around a live set of about 100 MiB at 1,000 runs due at once. By default V8 grows
 * the young generation to 64 MiB semi-spaces under that load and lets the old generation grow to
 * about three times its live size before collecting; both were resident memory. Smaller semi-spaces
 * and an old generation that grows by half its live size before the next full collection took the
 * worker's peak at 1,000 synths from about 780 to about 390 MiB at the same CPU per digest
 * (bench/pipeline.bench.mjs, see bench/README.md). Unlike a heap cap, neither setting can make the
 * worker run out of memory under a bigger load: the heap still grows with what is live.
 */
export const WORKER_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=50'];

/** Arguments for `node` that run the worker (the built output). */
export function workerNodeArgs(flags = WORKER_NODE_FLAGS) {
  return [...flags, path.join(ROOT, WORKER_SCRIPT)];
}

/** Arguments for `node` that run the API (the built output). */
export function apiNodeArgs() {
  return [path.join(ROOT, API_SCRIPT)];
}
