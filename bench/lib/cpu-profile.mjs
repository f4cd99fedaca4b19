// Summarises a V8 .cpuprofile (node --cpu-prof): the functions with the most self time, and the same
// time by package or project folder. --from/--to keep the samples of one window (microseconds of the
// monotonic clock, process.hrtime.bigint() / 1000n, the clock V8 stamps its samples with), so a
// profile of a worker's whole life can say what its slot cost.
//   node bench/lib/cpu-profile.mjs <file.cpuprofile>... [--top 20] [--from <µs>] [--to <µs>]
// A worker writes one profile per thread: its main thread (activities) and its workflow thread.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const IDLE = '(idle)';

/**
 * { busyMs, idleMs, frames: [{ frame, selfMs, share }] }, busiest frame first, GC and program
 * markers included as V8 names them. Shares are of the busy time: a profiled worker spends most of
 * its life waiting (for the slot, for the model), so counting idle time would make two runs'
 * shares incomparable.
 */
function selfTimes(profile, { fromUs = -Infinity, toUs = Infinity, keyOf = frameName } = {}) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map();
  // Each sample lands on one node; its time is the delta to the next sample.
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    const dt = profile.timeDeltas[i + 1] ?? 0;
    const node = byId.get(profile.samples[i]);
    if (!node || at < fromUs || at > toUs) continue;
    const key = keyOf(node.callFrame);
    selfUs.set(key, (selfUs.get(key) ?? 0) + dt);
  }
  const idleUs = selfUs.get(IDLE) ?? 0;
  selfUs.delete(IDLE);
  const busyUs = [...selfUs.values()].reduce((a, b) => a + b, 0) || 1;
  const frames = [...selfUs.entries()]
    .map(([frame, us]) => ({ frame, selfMs: us / 1000, share: us / busyUs }))
    .sort((a, b) => b.selfMs - a.selfMs);
  return { busyMs: busyUs / 1000, idleMs: idleUs / 1000, frames };
}

function frameName({ functionName, url, lineNumber }) {
  const file = url
    ? url
        .replace(/^file:\/\//, '')
        .replace(`${ROOT}/`, '')
        .replace(/^.*node_modules\//, '~/')
    : '';
  return `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}` : ''}`;
}

/**
 * Where a frame's code lives: its npm package, its project folder (two levels, core/src/runs), Node's
 * own modules, or V8's markers ((garbage collector), (program)) as they are.
 */
function placeName({ functionName, url }) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const file = url.replace(/^file:\/\//, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (pkg) return pkg[1];
  if (file.startsWith('node:')) return 'node: (Node itself)';
  const parts = file.replace(`${ROOT}/`, '').split('/');
  // A bundle's frames (the workflow thread's) carry the bundle's own path: name the file instead.
  return parts.length > 2
    ? parts.slice(0, parts[1] === 'src' || parts[1] === 'dist' ? 3 : 2).join('/')
    : parts.join('/');
}

function printRows(rows, top) {
  for (const r of rows.slice(0, top))
    console.log(`${(r.share * 100).toFixed(1).padStart(5)}%  ${r.selfMs.toFixed(0).padStart(6)} ms  ${r.frame}`);
}

export function printTopFrames(file, top = 20, { fromUs, toUs } = {}) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  const { busyMs, idleMs, frames } = selfTimes(profile, { fromUs, toUs });
  const window = fromUs !== undefined || toUs !== undefined ? ' in the window asked for' : '';
  console.log(
    `top ${top} self-time frames of ${path.basename(file)}${window} (busy ${(busyMs / 1000).toFixed(1)} s, idle ${(idleMs / 1000).toFixed(1)} s; shares of busy time):`,
  );
  printRows(frames, top);
  console.log(`the same time by package or project folder:`);
  printRows(selfTimes(profile, { fromUs, toUs, keyOf: placeName }).frames, top);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { top: { type: 'string', default: '20' }, from: { type: 'string' }, to: { type: 'string' } },
  });
  if (!positionals[0])
    throw new Error('usage: node bench/lib/cpu-profile.mjs <file.cpuprofile>... [--top 20] [--from <µs>] [--to <µs>]');
  const window = {
    fromUs: values.from === undefined ? undefined : Number(values.from),
    toUs: values.to === undefined ? undefined : Number(values.to),
  };
  for (const file of positionals) printTopFrames(file, Number(values.top), window);
}
