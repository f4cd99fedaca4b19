// The project targets Node 24 LTS. On an older Node, `npm start` and `npm test` provision Node 24
// from the npm package node@24 (cached outside the repository) and run themselves again under it,
// so npm never prints a screen of engine warnings and the code runs on the Node it was written for.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runStep } from './steps.mjs';
import { logDir } from './paths.mjs';
import { cacheRoot } from './tool-cache.mjs';

const NODE_MAJOR = 24;

const majorOf = (version) => Number(String(version).replace(/^v/, '').split('.')[0]);
const cacheDir = () => path.join(cacheRoot(), 'node24');
const cachedNode = () => path.join(cacheDir(), 'node_modules', 'node', 'bin', 'node');

function versionOf(nodePath) {
  const r = spawnSync(nodePath, ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** The bin directory of a Node 24, installing node@24 into the cache when there is none. */
export async function provideNode24({ log, logFile }) {
  if (majorOf(process.versions.node) >= NODE_MAJOR) return path.dirname(process.execPath);
  if (!fs.existsSync(cachedNode()) || majorOf(versionOf(cachedNode())) < NODE_MAJOR) {
    fs.mkdirSync(cacheDir(), { recursive: true });
    fs.writeFileSync(
      path.join(cacheDir(), 'package.json'),
      `${JSON.stringify({ name: 'node24-cache', private: true, allowScripts: { node: true } })}\n`,
    );
    await runStep({
      label: `Node ${process.versions.node} is older than Node ${NODE_MAJOR}: installing Node ${NODE_MAJOR} (npm package node@${NODE_MAJOR}) into ${cacheDir()}`,
      cmd: process.platform === 'win32' ? 'npm.cmd' : 'npm',
      args: ['install', '--no-audit', '--no-fund', '--loglevel=error', `node@${NODE_MAJOR}`],
      cwd: cacheDir(),
      logFile,
      log,
      failure: `Installing Node ${NODE_MAJOR} failed: install Node ${NODE_MAJOR} yourself (see .nvmrc) and run the command again`,
    });
  }
  return path.dirname(cachedNode());
}

/**
 * Runs `script` again under Node 24 with its bin directory first on PATH (so npm and every child
 * use it too), and exits with its exit code. Ctrl-C reaches the child through the terminal; this
 * process only waits for it.
 */
export function rerunUnder(binDir, script, args) {
  const child = spawn(path.join(binDir, 'node'), [script, ...args], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH}`, SYNTH_NODE24_RERUN: '1' },
  });
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => child.kill(sig));
  child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

/** True when this process must provision Node 24 and run itself again under it. */
export function needsNode24() {
  return majorOf(process.versions.node) < NODE_MAJOR && !process.env.SYNTH_NODE24_RERUN;
}

// `node scripts/lib/node24.mjs` (from .ci/run) prints the bin directory of a Node 24.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  provideNode24({ log: (m) => console.error(`ci: ${m}`), logFile: path.join(logDir(), 'node24-install.log') })
    .then((dir) => console.log(dir))
    .catch((err) => {
      console.error(`ci: ${err.message}`);
      process.exit(1);
    });
}
