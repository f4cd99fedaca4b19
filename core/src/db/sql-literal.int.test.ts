// Strings the ORM writes into its SQL text come back from the real database exactly as they went in,
// in a text column and inside a JSON column: quotes, backslashes, question marks and any script.
import { describe, expect, it } from 'vitest';
import { useTestOrm } from '../../../test-support/orm';
import { storedManualRun } from '../../../test-support/runs';
import { SynthRun } from '../runs/synth-run.entity';

const em = useTestOrm();

const awkward = [
  "The bank's view",
  'C:\\reports\\q3 and a \\? too',
  'Why? Who?? When \\?',
  'Zürich, 東京, 📰',
  '{"not":"json, just text"}',
];

describe('strings written by the ORM', () => {
  it.each(awkward)('round-trips %j in a text column and in a JSON column', async (text) => {
    const writer = em();
    const run = await storedManualRun(writer);
    run.error = text;
    run.output = { note: text, nested: [text, { again: text }] } as never;
    await writer.flush();
    const stored = await em().findOneOrFail(SynthRun, run.id);
    expect(stored.error).toBe(text);
    expect(stored.output).toEqual({ note: text, nested: [text, { again: text }] });
  });
});
