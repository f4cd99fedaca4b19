// Summarises a V8 .cpuprofile (node --cpu-prof): the functions with the most self time.
//   node bench/lib/cpu-profile.mjs <file.cpuprofile>... [--top 20]
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
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map();
  // Each sample lands on one node; its time is the delta to the next sample.
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i + 1] ?? 0;
    const node = byId.get(profile.samples[i]);
    if (!node) continue;
    const key = frameName(node.callFrame);
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

export function printTopFrames(file, top = 20) {
  const { busyMs, idleMs, frames } = selfTimes(JSON.parse(fs.readFileSync(file, 'utf8')));
  console.log(
    `top ${top} self-time frames of ${path.basename(file)} (busy ${(busyMs / 1000).toFixed(1)} s, idle ${(idleMs / 1000).toFixed(1)} s; shares of busy time):`,
  );
  for (const r of frames.slice(0, top))
    console.log(`${(r.share * 100).toFixed(1).padStart(5)}%  ${r.selfMs.toFixed(0).padStart(6)} ms  ${r.frame}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { top: { type: 'string', default: '20' } },
  });
  if (!positionals[0]) throw new Error('usage: node bench/lib/cpu-profile.mjs <file.cpuprofile>... [--top 20]');
  for (const file of positionals) printTopFrames(file, Number(values.top));
}
