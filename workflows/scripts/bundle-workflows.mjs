// Bundles the compiled workflow code once at build time (workflows/dist/workflow-bundle.js), so a
// worker starts without running webpack: quicker, and without webpack's memory in the worker's peak.
// Skipped when the bundle is newer than every compiled workflow file.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WORKFLOW_BUNDLE, isBundleCurrent, withLineSourceMap } from '../dist/workflow-bundle-file.js';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const bundlePath = path.join(dist, WORKFLOW_BUNDLE);
if (!isBundleCurrent(dist)) {
  // Loaded only when needed: the worker package takes a second to load.
  const { bundleWorkflowCode } = await import('@temporalio/worker');
  const { code } = await bundleWorkflowCode({
    workflowsPath: path.join(dist, 'workflows.js'),
    webpackConfigHook: withLineSourceMap,
    logger: { info() {}, warn() {}, error: console.error, debug() {}, trace() {}, log() {} },
  });
  fs.writeFileSync(bundlePath, code);
  console.log(`[build] bundled the workflow code into ${path.relative(process.cwd(), bundlePath)}`);
}
