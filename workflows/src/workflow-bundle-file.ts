import fs from 'node:fs';
import path from 'node:path';

/** The workflow code bundled at build time (see workflows/scripts/bundle-workflows.mjs), beside the compiled worker. */
export const WORKFLOW_BUNDLE = 'workflow-bundle.js';

/**
 * How the workflow code is bundled, at build time and when the worker bundles it itself: with a
 * source map of lines only, without the sources' text, so a workflow's stack trace still names its
 * TypeScript file and line while the worker holds a far smaller bundle in each of its two threads
 * (bench/results/pipeline.md, "The worker under 400 MiB").
 */
export function withLineSourceMap<Config extends { devtool?: unknown }>(config: Config): Config {
  return { ...config, devtool: 'inline-nosources-cheap-module-source-map' };
}

/** The compiled files that go into the bundle (the workflows' entry and every *.workflow.js), and this one: how it is bundled. */
function workflowSources(dist: string): string[] {
  const files = [path.join(dist, 'workflows.js'), path.join(dist, 'workflow-bundle-file.js')];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.workflow.js')) files.push(full);
    }
  };
  walk(dist);
  return files;
}

/** True when the bundle exists and is newer than every compiled workflow file. */
export function isBundleCurrent(dist: string): boolean {
  const bundle = path.join(dist, WORKFLOW_BUNDLE);
  if (!fs.existsSync(bundle)) return false;
  const builtAt = fs.statSync(bundle).mtimeMs;
  return workflowSources(dist).every((f) => fs.existsSync(f) && fs.statSync(f).mtimeMs <= builtAt);
}
