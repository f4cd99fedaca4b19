// SECURITY.md says what Synth promises; this keeps it honest. Every promise names the tests that hold
// it, and those files exist; the table of what production refuses is exactly what the code refuses,
// sentence for sentence.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configWith } from '../core/src/config-env.test-data';
import {
  PRODUCTION_SETTING_NAMES,
  SAFE_PRODUCTION_ENV,
  UNSAFE_PRODUCTION_SETTINGS,
} from '../core/src/production-settings.test-data';

const ROOT = path.resolve(__dirname, '..');
const markdown = fs.readFileSync(path.join(ROOT, 'SECURITY.md'), 'utf8');

/** The body rows of the markdown table whose header row starts with `header`, as trimmed cells. */
function tableAfter(header: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.replace(/\s+/g, ' ').startsWith(header));
  if (start < 0) throw new Error(`SECURITY.md has no table headed "${header}"`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split('|')
        .map((c) => c.trim()),
    );
  }
  return rows;
}

const load = configWith([...PRODUCTION_SETTING_NAMES, 'PORT']);

describe('SECURITY.md', () => {
  const promises = tableAfter('| promise | how | where | held by |');

  it('names, for every promise, tests that exist', () => {
    expect(promises.length).toBeGreaterThan(10);
    for (const [promise, , , heldBy] of promises) {
      const files = [...heldBy.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
      expect(files, `"${promise}" names no test`).not.toEqual([]);
      for (const file of files) expect(fs.existsSync(path.join(ROOT, file)), `${file} (for "${promise}")`).toBe(true);
    }
  });

  const refusals = tableAfter('| setting | refused when | sentence |');

  it('lists exactly the refusals production makes', () => {
    expect(refusals.map(([, when, sentence]) => ({ when, sentence }))).toEqual(
      UNSAFE_PRODUCTION_SETTINGS.map((r) => ({ when: r.case, sentence: r.sentence })),
    );
  });

  it.each(refusals)('%s: production refuses it with the sentence the table gives', (setting, when, sentence) => {
    const { env } = UNSAFE_PRODUCTION_SETTINGS.find((r) => r.case === when)!;
    expect(sentence.startsWith(`${setting.replace(/`/g, '')} `)).toBe(true);
    expect(() => load({ ...SAFE_PRODUCTION_ENV, ...env })).toThrow(sentence);
  });
});
