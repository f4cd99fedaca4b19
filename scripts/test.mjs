// `npm test`: every test from a fresh clone. Generated files are checked first, then unit and
// component tests, integration tests on real services, and browser tests in Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, logDir } from './lib/paths.mjs';
import { needsNode24, provideNode24, rerunUnder } from './lib/node24.mjs';
import { ensureBuilt, ensureInstalled } from './lib/build.mjs';
import { startupErrorSentence } from './lib/startup-errors.mjs';
import { provideStripeMock } from './lib/stripe-mock.mjs';
import { provideTemporalCli } from './lib/temporal-cli.mjs';
import { provideTemporalServer } from './lib/temporal-server.mjs';
import { provideHelm } from './lib/helm.mjs';
import { TEST_TYPE_CHECK_PROJECTS } from './lib/type-check-projects.mjs';

const log = (m) => console.log(`[test] ${m}`);
const fail = (err) => {
  console.error(`[test] ${startupErrorSentence(err)}`);
  process.exit(1);
};
fs.mkdirSync(logDir(), { recursive: true });
if (needsNode24()) {
  rerunUnder(
    await provideNode24({ log, logFile: path.join(logDir(), 'node24-install.log') }).catch(fail),
    path.join(ROOT, 'scripts', 'test.mjs'),
    process.argv.slice(2),
  );
} else {
  await main().catch(fail);
}

async function main() {
  await ensureInstalled(log);
  // Every tool the tests start is resolved before the suite that needs it, and handed to it by path.
  const toolsLog = path.join(logDir(), 'tools.log');
  // A tool that cannot be had fails the tests that need it, with its reason, not the whole run.
  const orNull = (what) => (err) => {
    log(`${what}: ${err.message.split('\n')[0]}`);
    return null;
  };
  // The Temporal CLI is found in seconds; the tools that may need a Go build (minutes on a bare
  // machine) build in the background while the checks and earlier suites run, and each is awaited
  // only before the first suite that needs it.
  const temporalCli = await provideTemporalCli({ log, logFile: toolsLog });
  log(`Temporal CLI: ${temporalCli?.source ?? 'none found; @temporalio/testing will download it'}`);
  if (temporalCli) process.env.TEMPORAL_CLI_PATH = temporalCli.path;
  const only = process.argv.slice(2);
  // Each suite with the background tools its tests start.
  const suites = [
    ['unit and component tests', ['unit', 'web'], ['helm']],
    [
      'integration tests (PostgreSQL, Temporal, Auth emulator, local SES)',
      ['integration'],
      ['stripeMock', 'temporalServer'],
    ],
    ['browser tests (Chromium against the whole product)', ['e2e'], []],
  ].filter(([, projects]) => !only.length || projects.some((p) => only.includes(p)));
  const needed = new Set(suites.flatMap(([, , tools]) => tools));
  const provide = (tool, label, start) => (needed.has(tool) ? start().catch(orNull(label)) : Promise.resolve(null));
  const pendingTools = {
    helm: provide('helm', 'helm', () => provideHelm({ log, logFile: toolsLog })),
    stripeMock: provide('stripeMock', 'stripe-mock', () => provideStripeMock({ log, logFile: toolsLog })),
    temporalServer: provide('temporalServer', 'temporal-server', () =>
      provideTemporalServer({ log, logFile: toolsLog }),
    ),
  };
  const toolsReady = {
    async helm() {
      const helm = await pendingTools.helm;
      log(`helm and the Kubernetes schemas: ${helm?.source ?? 'none (the chart check needs them)'}`);
      if (helm) {
        process.env.HELM_PATH = helm.helm;
        process.env.KUBERNETES_VALIDATE_PATH = helm.validate;
      }
    },
    async stripeMock() {
      const stripeMock = await pendingTools.stripeMock;
      log(
        `stripe-mock: ${stripeMock?.source ?? 'none found (the billing integration tests need Go or STRIPE_MOCK_PATH)'}`,
      );
      if (stripeMock) process.env.STRIPE_MOCK_PATH = stripeMock.path;
    },
    async temporalServer() {
      const temporalServer = await pendingTools.temporalServer;
      log(`temporal-server: ${temporalServer?.source ?? 'none (the production-shape test needs it)'}`);
      if (temporalServer) {
        process.env.TEMPORAL_SERVER_PATH = temporalServer.server;
        process.env.TEMPORAL_SQL_TOOL_PATH = temporalServer.sqlTool;
      }
    },
  };

  // Every step that exits non-zero is named again in the last line, so a failed check is not
  // hidden behind a test count with nothing failed.
  const failedSteps = [];
  function run(label, cmd, args) {
    log(label);
    const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit' });
    if (r.status !== 0) failedSteps.push(label);
    return r.status === 0;
  }

  const vitest = path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
  const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'synth-test-'));
  const totals = { passed: 0, failed: 0, skipped: 0 };
  let ok = true;

  await ensureBuilt(log);
  ok =
    run('checking generated files (schema.graphql, Relay artifacts, codegen output)', process.execPath, [
      path.join(ROOT, 'scripts', 'check-generated.mjs'),
    ]) && ok;
  ok =
    run('lint (eslint)', process.execPath, [path.join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js'), '.']) && ok;
  ok =
    run('format (prettier --check; `npm run format` rewrites)', process.execPath, [
      path.join(ROOT, 'node_modules', 'prettier', 'bin', 'prettier.cjs'),
      '--check',
      '--log-level',
      'warn',
      '.',
    ]) && ok;
  ok =
    run('dead code (knip: unused files, exports and dependencies)', process.execPath, [
      path.join(ROOT, 'node_modules', 'knip', 'bin', 'knip.js'),
      '--no-progress',
    ]) && ok;
  const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  // With the product's strictness; incremental, so a re-run checks only what changed.
  ok = run('type-check (server, tests, e2e, bench)', process.execPath, [tsc, '-b', ...TEST_TYPE_CHECK_PROJECTS]) && ok;
  ok = run('type-check (web)', process.execPath, [tsc, '-p', 'web/tsconfig.json', '--noEmit']) && ok;

  for (const [label, projects, tools] of suites) {
    for (const tool of tools) await toolsReady[tool]();
    const out = path.join(reports, `${projects.join('-')}.json`);
    const args = [
      vitest,
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ];
    const passed = run(label, process.execPath, args);
    ok = passed && ok;
    const r = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : null;
    const failed = r ? r.numFailedTests + (r.numFailedTestSuites && !r.numFailedTests ? r.numFailedTestSuites : 0) : 0;
    totals.passed += r?.numPassedTests ?? 0;
    totals.skipped += (r?.numPendingTests ?? 0) + (r?.numTodoTests ?? 0);
    // A suite that could not run at all (its services failed to start) is a failure, never "0 failed".
    totals.failed += passed || failed ? failed : 1;
  }

  fs.rmSync(reports, { recursive: true, force: true });
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  for (const step of failedSteps) console.log(`[test] failed: ${step}`);
  process.exit(ok && totals.failed === 0 ? 0 : 1);
}
