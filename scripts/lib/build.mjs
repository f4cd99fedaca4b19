// Install and build steps shared by `npm start`, `npm test` and the browser tests: each runs only
// when needed, quietly (one progress line, the full output in .data/logs).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, logDir } from './paths.mjs';
import { runStep } from './steps.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export async function ensureInstalled(log) {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return false;
  // npm install rather than npm ci: see .ci/run (optional packages missing from the registry mirror).
  // --include=dev: under NODE_ENV=production npm would otherwise remove the build and test tools
  // (TypeScript, Vite, vitest) that this very start needs.
  await runStep({
    label: 'Installing dependencies (npm install; a few minutes the first time)',
    cmd: npm,
    args: ['install', '--include=dev', '--no-audit', '--no-fund', '--loglevel=error'],
    cwd: ROOT,
    logFile: path.join(logDir(), 'install.log'),
    log,
    failure: 'npm install failed: check your network access to the npm registry',
  });
  return true;
}

/** Compiles the domain, the API and the worker (incremental) and builds the SPA when its sources changed. */
export async function ensureBuilt(log) {
  const logFile = path.join(logDir(), 'build.log');
  await runStep({
    label: 'Compiling the domain, the API and the worker (tsc -b)',
    cmd: process.execPath,
    args: [path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', 'core', 'api', 'workflows'],
    cwd: ROOT,
    logFile,
    log,
    failure: 'The TypeScript build of the domain, the API and the worker failed',
  });
  await runStep({
    label: 'Bundling the workflow code',
    cmd: process.execPath,
    args: [path.join(ROOT, 'workflows', 'scripts', 'bundle-workflows.mjs')],
    cwd: ROOT,
    logFile,
    log,
    failure: 'Bundling the workflow code failed',
  });
  const index = path.join(ROOT, 'web', 'dist', 'index.html');
  const builtAt = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  // The API files the SPA bundles are the ones web/tsconfig.json includes from outside web/.
  const shared = JSON.parse(fs.readFileSync(path.join(ROOT, 'web', 'tsconfig.json'), 'utf8'))
    .include.filter((f) => f.startsWith('../'))
    .map((f) => path.join('web', f));
  const inputs = ['schema.graphql', 'web/index.html', 'web/vite.config.ts', ...shared].map((f) => path.join(ROOT, f));
  const sourcesAt = Math.max(
    newestMtime(path.join(ROOT, 'web', 'src')),
    ...inputs.filter((f) => fs.existsSync(f)).map((f) => fs.statSync(f).mtimeMs),
  );
  if (sourcesAt > builtAt) {
    // Vite builds React's development bundle when NODE_ENV says so, and vitest (which starts the
    // product for the browser tests) sets NODE_ENV=test: the served app must be the production one.
    await runStep({
      label: 'Building the web app (vite)',
      cmd: npm,
      args: ['run', 'build', '-w', 'web'],
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      logFile,
      log,
      failure: 'The web app build failed',
    });
  }
}
