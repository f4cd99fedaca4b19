// Start-up benchmark: what a newcomer waits for. On fresh clones of this repository's HEAD it
// measures `npm start` to its `ready:` line (1) on a machine with no cached tools, (2) again with
// the tools cached, (3) warm, on the same clone, and (4) Ctrl-C until everything has stopped.
// Prints the figures against their targets; asserts nothing.
//   npm run bench:start            (about 10 minutes on 2 cores; needs the npm registry and PyPI)
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, tcpOpen } from '../scripts/lib/ports.mjs';
import { ROOT } from '../scripts/lib/paths.mjs';
import { machineCalibration } from './lib/calibration.mjs';

await machineCalibration();

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'synth-start-bench-'));
fs.chmodSync(work, 0o755); // embedded PostgreSQL's unprivileged user must reach the clones
const cache = path.join(work, 'cache'); // stands in for ~/.cache, empty at first: "moved aside"
const running = new Set();

// The machine's own Node first on PATH (a Node 24 put there by .ci/run or nvm is taken away), so the
// first start provisions Node 24 itself as a newcomer's would.
const PATH = (process.env.PATH ?? '')
  .split(path.delimiter)
  .filter((d) => !d.includes(`${path.sep}node24${path.sep}`))
  .join(path.delimiter);

function clone(name) {
  const dir = path.join(work, name);
  execFileSync('git', ['clone', '--quiet', ROOT, dir]);
  return dir;
}

async function servicePorts() {
  return {
    PORT: await freePort(),
    PG_PORT: await freePort(),
    TEMPORAL_PORT: await freePort(),
    TEMPORAL_UI_PORT: await freePort(),
    FIREBASE_AUTH_EMULATOR_PORT: await freePort(),
    SES_PORT: await freePort(),
  };
}

/** `npm start` in its own process group, as a terminal runs it; resolves at `ready:` with the seconds taken. */
function start(dir, ports) {
  const t0 = Date.now();
  const env = {
    ...process.env,
    PATH,
    XDG_CACHE_HOME: cache,
    ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
  };
  delete env.TEMPORAL_CLI_PATH;
  delete env.NODE_ENV;
  const child = spawn('npm', ['start'], { cwd: dir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (b) => {
      output += b;
      process.stdout.write(`  | ${b.toString().trimEnd().split('\n').join('\n  | ')}\n`);
      if (/^ready:/m.test(output)) resolve({ child, seconds: (Date.now() - t0) / 1000, output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`npm start exited with ${code} before ready:\n${output.slice(-2000)}`)),
    );
  });
}

/** Ctrl-C to the process group; resolves with the seconds until it exited and every port is closed. */
async function stop(child, ports) {
  const t0 = Date.now();
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, 'SIGINT');
  await exited;
  while ((await Promise.all(Object.values(ports).map((p) => tcpOpen(p)))).some(Boolean))
    await new Promise((r) => setTimeout(r, 100));
  return (Date.now() - t0) / 1000;
}

function cleanup() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      // already gone
    }
  }
}
process.once('SIGINT', () => {
  cleanup();
  process.exit(130);
});

const results = [];
const row = (what, seconds, target) => {
  results.push({ what, seconds, target });
  console.log(`[bench] ${what}: ${seconds.toFixed(1)} s (target <= ${target} s)`);
};

try {
  console.log(
    `[bench] node on PATH: ${execFileSync('node', ['--version'], { env: { ...process.env, PATH }, encoding: 'utf8' }).trim()}; empty tool cache in ${cache}`,
  );
  const first = clone('first');
  let ports = await servicePorts();
  const a = await start(first, ports);
  row('first start on a fresh clone, no cached tools', a.seconds, 300);
  row('Ctrl-C to all stopped', await stop(a.child, ports), 15);

  const b = await start(first, ports);
  row('warm start (same clone, second time)', b.seconds, 30);
  row('Ctrl-C to all stopped (warm)', await stop(b.child, ports), 15);

  const second = clone('second');
  ports = await servicePorts();
  const c = await start(second, ports);
  row('cold start on a fresh clone, tools cached', c.seconds, 180);
  row('Ctrl-C to all stopped (cold)', await stop(c.child, ports), 15);

  console.log('\n| start | seconds | target | met |\n| --- | --- | --- | --- |');
  for (const r of results)
    console.log(`| ${r.what} | ${r.seconds.toFixed(1)} | <= ${r.target} | ${r.seconds <= r.target ? 'yes' : 'no'} |`);
} finally {
  cleanup();
  fs.rmSync(work, { recursive: true, force: true });
}
