// Every TypeScript file of the repository belongs to a project `npm test` type-checks: a folder of
// .ts files outside them would never be checked, as the server tests were until these projects.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { TEST_TYPE_CHECK_PROJECTS } from './lib/type-check-projects.mjs';

const ROOT = path.resolve(__dirname, '..');
/** The product build (tsc -b core api workflows), the web app's check and the rest npm test checks. */
const PROJECTS = [
  'core/tsconfig.json',
  'api/tsconfig.json',
  'workflows/tsconfig.json',
  'web/tsconfig.json',
  ...TEST_TYPE_CHECK_PROJECTS,
];

function filesOf(project: string): string[] {
  const host: ts.ParseConfigFileHost = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(`${project} could not be read: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
    },
  };
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, project), {}, host);
  if (!parsed) throw new Error(`${project} could not be read.`);
  return parsed.fileNames.map((f) => path.relative(ROOT, f));
}

describe('type-check coverage', () => {
  it('every tracked TypeScript file is in a project that npm test type-checks', () => {
    const tracked = execFileSync('git', ['ls-files', '--', '*.ts', '*.tsx', '*.mts', '*.cts'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      // A file deleted in the working tree but not yet committed is nobody's to check.
      .filter((f) => f && fs.existsSync(path.join(ROOT, f)));
    const checked = new Set(PROJECTS.flatMap(filesOf));
    expect(tracked.length).toBeGreaterThan(100);
    expect(tracked.filter((f) => !checked.has(f))).toEqual([]);
  });
});
