// The command lines of Synth's own two processes, for every launcher: `npm start`, the benches and
// the integration tests' real processes. docker-compose.yml writes the same (a test compares them).
import path from 'node:path';
import { ROOT } from './paths.mjs';

export const API_SCRIPT = 'api/dist/server.js';
export const WORKER_SCRIPT = 'workflows/dist/worker.js';

/**
 * V8 settings of the worker, whose heap is almost all short-lived garbage (query text, parsed rows,
 * task payloads) around a live set of about 100 MiB at 1,000 runs due at once. By default V8 grows
 * the young generation to 64 MiB semi-spaces under that load and lets the old generation grow to
 * about three times its live size before collecting; both were resident memory. Smaller semi-spaces
 * and an old generation that grows by half its live size before the next full collection took the
 * worker's peak at 1,000 synths from about 780 to about 390 MiB at the same CPU per digest
 * (bench/pipeline.bench.mjs, see bench/README.md). The semi-spaces are 4 MiB rather than 8: the
 * worker has two heaps (its JavaScript thread and its workflow thread), each with two semi-spaces,
 * and the smaller ones cost no measurable CPU per digest. Unlike a heap cap, neither setting can
 * make the worker run out of memory under a bigger load: the heap still grows with what is live.
 */
export const WORKER_NODE_FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=50'];

/**
 * The worker's environment beside its flags. glibc gives each thread that allocates an arena of its
 * own, up to eight per core, and keeps what a thread frees in that thread's arena; the worker's
 * threads (JavaScript, workflows, Temporal's Rust runtime, libuv's pool) left tens of MiB resident
 * that way after the slot's peak. Two arenas hold the same work (bench/README.md, worker memory).
 *
 * glibc also raises the size from which it maps a block on its own, 128 KiB at first, up to 32 MiB
 * as such blocks are freed. After that, the worker's passing blocks of a few hundred KiB were cut
 * from the arenas, and the holes they left stayed resident: at the slot 45 to 74 MiB in the main
 * arena and 35 MiB in a thread's. With the threshold held at 128 KiB each such block goes back to
 * the system when freed: 33 to 41 and 14 MiB, and the worker's peak 29 MiB lower on the median, at
 * the same CPU per digest (bench/README.md, the worker's allocator).
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
 * V8 settings of the API. A request's garbage dies young, but Node's HTTP server keeps a few KB of
 * each request past the next young-generation collection, so every collection copies what the
 * requests in between left: with V8's default young generation (up to 16 MiB semi-spaces here) each
 * one paused the API for 4 to 14 ms, and under hostile input the /healthz p99 followed those
 * pauses. Semi-spaces of 4 MiB collect more often and pause about 0.7 ms each, at the same CPU per
 * request (bench/hostile-input.bench.mjs and the dashboard query, see bench/README.md).
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=4'];

/** Arguments for `node` that run the API (the built output). */
export function apiNodeArgs(flags = API_NODE_FLAGS) {
  return [...flags, path.join(ROOT, API_SCRIPT)];
}
