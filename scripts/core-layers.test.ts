// core/src reads from the top down: every folder has its place in core/layers.mjs, eslint refuses an
// import of a folder above, and the folders' imports, drawn from the code, never run back up.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { CORE_LAYERS } from '../core/layers.mjs';

const ROOT = path.resolve(__dirname, '..');
const SRC = path.join(ROOT, 'core', 'src');

/** Every product file of core/src (tests and test data left out), relative to core/src. */
function productFiles(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : productFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test(-data)?\.tsx?$|\.test\.tsx?$|\.d\.ts$/.test(e.name)
      ? [path.relative(SRC, full)]
      : [];
  });
}

const folderOf = (rel: string) => (rel.includes(path.sep) ? rel.split(path.sep)[0] : '.');

/** Folder → the folders its files import (relative imports only), drawn from the source text. */
function folderImports(): Map<string, Set<string>> {
  const arrows = new Map<string, Set<string>>();
  for (const rel of productFiles()) {
    const text = fs.readFileSync(path.join(SRC, rel), 'utf8');
    for (const m of text.matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'/g)) {
      const target = path.relative(SRC, path.resolve(path.dirname(path.join(SRC, rel)), m[1]));
      const [from, to] = [folderOf(rel), folderOf(target)];
      if (from !== to) arrows.set(from, (arrows.get(from) ?? new Set()).add(to));
    }
  }
  return arrows;
}

describe('the layers of core/src', { timeout: 60_000 }, () => {
  it('name every folder of core/src once, and nothing else', () => {
    const folders = fs
      .readdirSync(SRC, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect([...CORE_LAYERS].sort()).toEqual([...folders, '.'].sort());
  });

  it('are kept by the linter: an upward import fails with a sentence naming the rule', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const [upward] = await eslint.lintText(
      "import { outputOf } from '../runs/run-output';\nexport const x = outputOf;\n",
      {
        filePath: path.join(SRC, 'db', 'upward-example.ts'),
      },
    );
    expect(upward.messages.map((m) => m.ruleId)).toEqual(['import-x/no-restricted-paths']);
    expect(upward.messages[0].message).toContain(
      'core/src/db is below these folders in the layer order of core/layers.mjs, so it may not import them',
    );
    const [downward] = await eslint.lintText("import { isUuid } from '../lib/uuid';\nexport const y = isUuid;\n", {
      filePath: path.join(SRC, 'runs', 'downward-example.ts'),
    });
    expect(downward.messages).toEqual([]);
  });

  it('hold in the code: no folder imports one above it, so no two folders import each other', () => {
    const rank = new Map(CORE_LAYERS.map((f, i) => [f, i]));
    const arrows = folderImports();
    const upward = [...arrows].flatMap(([from, tos]) =>
      [...tos].filter((to) => rank.get(to)! >= rank.get(from)!).map((to) => `${from} -> ${to}`),
    );
    expect(upward).toEqual([]);
    const twoWay = [...arrows].flatMap(([a, tos]) => [...tos].filter((b) => a < b && arrows.get(b)?.has(a)));
    expect(twoWay).toEqual([]);
  });
});
