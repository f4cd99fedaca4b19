// Fails when a generated file differs from what its source produces (CI's staleness check).
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/local-services.mjs';

const GENERATED = ['schema.graphql', 'web/src/__generated__', 'web/src/plainGraphql/__generated__'];
execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'generate.mjs')], { cwd: ROOT, stdio: 'inherit' });
const inGit = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: ROOT }).status === 0;
if (!inGit) {
  console.log('[check-generated] not a git checkout; regenerated without comparing');
  process.exit(0);
}
const diff = spawnSync('git', ['status', '--porcelain', '--', ...GENERATED], { cwd: ROOT, encoding: 'utf8' });
if (diff.stdout.trim()) {
  console.error(`[check-generated] generated files are stale; run \`npm run generate\` and commit:\n${diff.stdout}`);
  process.exit(1);
}
console.log('[check-generated] generated files are up to date');
