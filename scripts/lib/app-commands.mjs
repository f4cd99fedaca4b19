// The command lines of Synth's own two processes, for every launcher: `npm start`, the benches and
// the integration tests' real processes. docker-compose.yml writes the same (a test compares them).
import path from 'node:path';
import { ROOT } from './paths.mjs';

export const API_SCRIPT = 'api/dist/server.js';
export const WORKER_SCRIPT = 'workflows/dist/worker.js';

/**
 * V8 settings of the worker, whose heap is almost all short-lived garbage around a small live set:
 * smaller semi-spaces and an old generation that grows by half its live size keep that garbage from
 * becoming resident memory, at the same CPU per digest (bench/results/pipeline.md, "Worker memory").
 * Unlike a heap cap, neither can make the worker run out of memory: the heap still grows with what is live.
 */
export const WORKER_NODE_FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=50'];

/**
 * The worker's environment beside its flags: two glibc arenas instead of one per thread, and blocks
 * of more than 128 KiB mapped on their own, so what the worker's threads free after the slot's peak
 * goes back to the system (bench/results/pipeline.md, "The worker's allocator").
 */
export const WORKER_ENV = { MALLOC_ARENA_MAX: '2', GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=131072' };

/** The environment that runs the worker: the launcher's, with the worker's own settings over it. */
export function workerEnv(env) {
  return { ...env, ...WORKER_ENV };
}

/** Arguments for `node` that run the worker (the built output). */
export function workerNodeArgs(flags = WORKER_NODE_FLAGS) {
  return [...flags, path.join(ROOT, WORKER_SCRIPT)];
}

/**
 * V8 settings of the API: Node's HTTP server keeps a little of each request past the next
 * young-generation collection, so small semi-spaces keep each collection's pause short under load
 * (bench/results/hostile-input.md, "Young-generation pauses").
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=4'];

/** Arguments for `node` that run the API (the built output). */
export function apiNodeArgs(flags = API_NODE_FLAGS) {
  return [...flags, path.join(ROOT, API_SCRIPT)];
}
