// What `npm start` and the product run must not depend on test code: scripts/, the local stand-ins
// in dev-services/ and the product's sources import nothing from a test-support folder.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..');
const CHECKED = ['scripts', 'dev-services', 'core/src', 'api/src', 'workflows/src', 'workflows/scripts', 'web/src'];
const SOURCE = /\.(?:[cm]?[jt]s|tsx)$/;
/** The product's tests and their own support may use test-support; everything else is what runs (scripts' tests too). */
const isTestCode = (file: string) =>
  file.split('/').includes('test-support') || (!file.startsWith('scripts/') && /\.test\.tsx?$/.test(file));
// Every module specifier: import … from, export … from, bare import, import() and require().
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

function sourcesUnder(dir: string): string[] {
  const abs = path.join(ROOT, dir);
  if (!fs.existsSync(abs)) return [];
  return fs.readdirSync(abs, { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory())
      return ['node_modules', 'dist', '__generated__'].includes(entry.name) ? [] : sourcesUnder(rel);
    return SOURCE.test(entry.name) ? [rel] : [];
  });
}

const importsOfTestSupport = (code: string) =>
  [...code.matchAll(SPECIFIER)].map((m) => m[1]).filter((s) => s.split('/').includes('test-support'));

describe('test code stays out of what runs', () => {
  it('scripts/, dev-services/ and the product import nothing from test-support', () => {
    const files = CHECKED.flatMap(sourcesUnder).filter((f) => !isTestCode(f));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      importsOfTestSupport(fs.readFileSync(path.join(ROOT, file), 'utf8')).map((s) => `${file} imports ${s}`),
    );
    expect(found).toEqual([]);
  });

  it('recognises every form of import (the check above can fail)', () => {
    // Written with a placeholder, so this file's own text holds no such import.
    const sample = [
      "import { env } from '../TS/env';",
      "export { x } from '../../TS/x.mjs';",
      "const { y } = await import('../../TS/y.mjs');",
      "import '../TS/setup';",
      "const z = require('../TS/z');",
      "import { ok } from './TSive';",
    ]
      .join('\n')
      .replaceAll('TS', 'test-support');
    expect(importsOfTestSupport(sample)).toEqual([
      '../test-support/env',
      '../../test-support/x.mjs',
      '../../test-support/y.mjs',
      '../test-support/setup',
      '../test-support/z',
    ]);
  });
});
