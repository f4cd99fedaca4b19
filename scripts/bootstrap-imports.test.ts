// `npm start` and `npm test` install the dependencies themselves on a fresh clone, so the scripts
// they run must load with no node_modules at all: only Node built-ins and our own files may be
// imported statically (packages are imported dynamically, after the install).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPTS = path.dirname(new URL(import.meta.url).pathname);
const STATIC_IMPORT = /^\s*import\s+(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

/** Every module a script reaches through static imports of relative files, with what each imports. */
function staticImportGraph(entry: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(entry)) return seen;
  const specifiers = [...fs.readFileSync(entry, 'utf8').matchAll(STATIC_IMPORT)].map((m) => m[1]);
  seen.set(entry, specifiers);
  for (const s of specifiers) if (s.startsWith('.')) staticImportGraph(path.resolve(path.dirname(entry), s), seen);
  return seen;
}

describe('the set-up scripts run before any package is installed', () => {
  it.each(['start.mjs', 'test.mjs'])('%s statically imports only Node built-ins and its own files', (script) => {
    const packages = [...staticImportGraph(path.join(SCRIPTS, script))].flatMap(([file, specifiers]) =>
      specifiers
        .filter((s) => !s.startsWith('node:') && !s.startsWith('.'))
        .map((s) => `${path.relative(SCRIPTS, file)} imports ${s}`),
    );
    expect(packages).toEqual([]);
  });

  it('recognises a package import (the check above can fail)', () => {
    const sample = "import path from 'node:path';\nimport exitHook from 'async-exit-hook';\nimport './x.mjs';";
    expect([...sample.matchAll(STATIC_IMPORT)].map((m) => m[1])).toEqual(['node:path', 'async-exit-hook', './x.mjs']);
  });
});
