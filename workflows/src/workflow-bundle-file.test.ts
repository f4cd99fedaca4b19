import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMap } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleWorkflowCode } from '@temporalio/worker';
import { isBundleCurrent, withLineSourceMap, WORKFLOW_BUNDLE } from './workflow-bundle-file';

const quiet = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, log() {} };

/** The inline source map at the end of a bundle. */
function inlineMapOf(code: string) {
  const comment = code.lastIndexOf('//# sourceMappingURL=data:');
  expect(comment).toBeGreaterThan(0);
  const base64 = code.slice(code.indexOf(',', comment) + 1).trim();
  return JSON.parse(Buffer.from(base64, 'base64').toString('utf8')) as {
    sources: string[];
    sourcesContent?: (string | null)[];
  };
}

describe('the workflow bundle', () => {
  it('maps a line of a workflow back to its TypeScript file and line, and carries no source text', async () => {
    const { code } = await bundleWorkflowCode({
      workflowsPath: path.join(__dirname, 'workflows.ts'),
      logger: quiet,
      webpackConfigHook: withLineSourceMap,
    });
    const payload = inlineMapOf(code);
    expect((payload.sourcesContent ?? []).filter(Boolean)).toEqual([]);

    const workflowFile = path.join(__dirname, 'synth-run', 'synth-run-v3.workflow.ts');
    const wanted = fs
      .readFileSync(workflowFile, 'utf8')
      .split('\n')
      .findIndex((line) => line.includes('await startAutoPublish(runId);'));
    expect(wanted).toBeGreaterThan(0);
    // What a stack trace taken on each line of the bundle would name.
    const map = new SourceMap(payload as ConstructorParameters<typeof SourceMap>[0]);
    const named = code.split('\n').flatMap((text, line) => {
      const entry = map.findEntry(line, Math.max(0, text.search(/\S/)));
      return 'originalSource' in entry && entry.originalSource.endsWith('synth-run-v3.workflow.ts')
        ? [{ text, line: entry.originalLine }]
        : [];
    });
    const atWanted = named.filter((n) => n.line === wanted);
    expect(atWanted.length).toBeGreaterThan(0);
    expect(atWanted.every((n) => n.text.includes('startAutoPublish'))).toBe(true);
  }, 120_000);

  describe('is rebuilt', () => {
    const dirs: string[] = [];
    afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

    /** A compiled output folder with the bundle's inputs, written at `inputsAt` and the bundle at `bundledAt`. */
    function dist(inputsAt: number, bundledAt?: number) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'synth-bundle-'));
      dirs.push(dir);
      fs.mkdirSync(path.join(dir, 'synth-run'));
      for (const file of ['workflows.js', 'workflow-bundle-file.js', 'synth-run/synth-run-v3.workflow.js']) {
        fs.writeFileSync(path.join(dir, file), '');
        fs.utimesSync(path.join(dir, file), inputsAt, inputsAt);
      }
      if (bundledAt !== undefined) {
        fs.writeFileSync(path.join(dir, WORKFLOW_BUNDLE), '');
        fs.utimesSync(path.join(dir, WORKFLOW_BUNDLE), bundledAt, bundledAt);
      }
      return dir;
    }

    it('when missing, and not when newer than every workflow file', () => {
      expect(isBundleCurrent(dist(1_000))).toBe(false);
      expect(isBundleCurrent(dist(1_000, 2_000))).toBe(true);
    });

    it('when a workflow file or the way it is bundled changed after it', () => {
      for (const changed of ['synth-run/synth-run-v3.workflow.js', 'workflow-bundle-file.js']) {
        const dir = dist(1_000, 2_000);
        fs.utimesSync(path.join(dir, changed), 3_000, 3_000);
        expect(isBundleCurrent(dir), changed).toBe(false);
      }
    });
  });
});
