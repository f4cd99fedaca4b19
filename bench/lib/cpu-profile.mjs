// Summarises a V8 .cpuprofile (node --cpu-prof): the functions with the most self time.
//   node bench/lib/cpu-profile.mjs <file.cpuprofile> [--top 20]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** [{ frame, selfMs, share }] sorted by self time, idle and GC markers included as V8 names them. */
export function topSelfFrames(profile, top = 20) {
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
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0) || 1;
  return [...selfUs.entries()]
    .map(([frame, us]) => ({ frame, selfMs: us / 1000, share: us / total }))
    .sort((a, b) => b.selfMs - a.selfMs)
    .slice(0, top);
}

function frameName({ functionName, url, lineNumber }) {
  const file = url ? url.replace(/^file:\/\//, '').replace(`${ROOT}/`, '').replace(/^.*node_modules\//, '~/') : '';
  return `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}` : ''}`;
}

export function printTopFrames(file, top = 20) {
  const rows = topSelfFrames(JSON.parse(fs.readFileSync(file, 'utf8')), top);
  console.log(`top ${top} self-time frames of ${path.basename(file)}:`);
  for (const r of rows) console.log(`${(r.share * 100).toFixed(1).padStart(5)}%  ${r.selfMs.toFixed(0).padStart(6)} ms  ${r.frame}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '20' } } });
  if (!positionals[0]) throw new Error('usage: node bench/lib/cpu-profile.mjs <file.cpuprofile> [--top 20]');
  printTopFrames(positionals[0], Number(values.top));
}
