// The top frames of a V8 CPU profile (node --cpu-prof): self time per function and per package,
// so a benchmark's closing figures can name where the time went.
//   node bench/profile-top.mjs <file.cpuprofile> [--top 25]
import fs from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '25' } } });
if (!positionals.length) {
  console.error('usage: node bench/profile-top.mjs <file.cpuprofile> [--top 25]');
  process.exit(2);
}
const TOP = Number(values.top);

for (const file of positionals) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  // Each sample lands on one node; time deltas say how long that sample lasted.
  const selfUs = new Map();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const byFunction = new Map();
  const byPackage = new Map();
  for (const node of profile.nodes) {
    const us = selfUs.get(node.id) ?? 0;
    if (!us) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? url.replace(/^file:\/\//, '').replace(/^.*?\/node_modules\//, '').replace(/^.*?\/(core|api|workflows)\/(dist|src)\//, '$1/') : '';
    const fn = `${functionName || '(anonymous)'} ${where}${url ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
    const pkg = !url ? functionName : url.includes('/node_modules/') ? url.replace(/^.*\/node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1') : url.startsWith('node:') ? 'node internals' : where.split('/')[0] || url;
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  }
  const table = (map) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOP).map(([name, us]) => ({ 'self %': ((100 * us) / total).toFixed(1), 'self ms': Math.round(us / 1000), frame: name }));
  console.log(`\n== ${file}: ${(total / 1e6).toFixed(1)} s of samples ==`);
  console.log('-- by package --');
  console.table(table(byPackage).slice(0, 12));
  console.log('-- by function --');
  console.table(table(byFunction));
}
