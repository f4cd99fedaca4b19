import { describe, expect, it } from 'vitest';
import { ValidationError } from '../lib/errors';
import { readVoiceSamples } from './voice-intake';
import { MAX_SHARES_CSV_CHARS, MAX_VOICE_SAMPLE_CHARS, MAX_VOICE_TEXT_CHARS, VOICE_SEPARATOR } from './voice-limits';

const post = (i: number) => `Post number ${i}.\n\nIts second paragraph.`;
const pasted = (n: number) => Array.from({ length: n }, (_, i) => post(i + 1)).join(`\n${VOICE_SEPARATOR}\n`);
const refusal = (fn: () => unknown): { field: string; message: string } => {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ValidationError);
    return (err as ValidationError).fieldErrors![0];
  }
  throw new Error('expected a refusal');
};

describe('readVoiceSamples', () => {
  it('splits pasted posts at lines of three dashes, keeping the blank lines inside each post', () => {
    const { samples, notice } = readVoiceSamples({ text: pasted(3) });
    expect(samples).toEqual([1, 2, 3].map((i) => ({ text: post(i), source: 'text' })));
    expect(notice).toBeNull();
  });

  it('without a separator line, takes each block between blank lines as a post', () => {
    const { samples } = readVoiceSamples({ text: 'One post.\n\n\nAnother post.\r\n\r\nA third one.' });
    expect(samples.map((s) => s.text)).toEqual(['One post.', 'Another post.', 'A third one.']);
  });

  it('asks for at least 3 and at most 50 posts, each of a post’s length', () => {
    expect(refusal(() => readVoiceSamples({ text: pasted(2) }))).toEqual({
      field: 'text',
      message: 'Synth needs at least 3 of your posts to learn your voice; it found only 2.',
    });
    expect(refusal(() => readVoiceSamples({ text: '   ' })).message).toMatch(/it found none\.$/);
    expect(refusal(() => readVoiceSamples({ text: pasted(51) })).message).toBe(
      'Paste at most 50 posts; Synth found 51. Keep the ones that sound most like you.',
    );
    const long = `${pasted(3)}\n---\n${'word '.repeat(MAX_VOICE_SAMPLE_CHARS / 5 + 1)}`;
    expect(refusal(() => readVoiceSamples({ text: long })).message).toBe(
      'Post 4 is longer than 5,000 characters. Shorten it or leave it out.',
    );
  });

  it('refuses text longer than the limit before splitting it', () => {
    expect(refusal(() => readVoiceSamples({ text: '\n---\n'.repeat(MAX_VOICE_TEXT_CHARS) }))).toEqual({
      field: 'text',
      message: 'Paste at most 120,000 characters of posts.',
    });
  });

  it('reads the newest 50 posts of a Shares.csv and says so', () => {
    const rows = Array.from(
      { length: 60 },
      (_, i) => `2024-02-${String((i % 28) + 1).padStart(2, '0')},"Post ${i}, mine"`,
    );
    const { samples, notice } = readVoiceSamples({ sharesCsv: ['Date,ShareCommentary', ...rows].join('\n') });
    expect(samples).toHaveLength(50);
    expect(samples.every((s) => s.source === 'shares-csv')).toBe(true);
    expect(notice).toBe('Synth read the newest 50 of the 60 posts in your export.');
  });

  it('refuses a CSV that is too long, not Shares.csv, broken, or holds too few posts, in a sentence', () => {
    expect(refusal(() => readVoiceSamples({ sharesCsv: 'x'.repeat(MAX_SHARES_CSV_CHARS + 1) })).message).toBe(
      'The Shares.csv sent is longer than 300,000 characters.',
    );
    expect(refusal(() => readVoiceSamples({ sharesCsv: 'Date,Message\n2024-01-01,Hi\n' })).message).toMatch(
      /no ShareCommentary column/,
    );
    expect(refusal(() => readVoiceSamples({ sharesCsv: 'ShareCommentary\n"unclosed' })).message).toMatch(
      /ends inside a quoted field/,
    );
    expect(refusal(() => readVoiceSamples({ sharesCsv: 'ShareCommentary\nOne\n,\nTwo\n' }))).toEqual({
      field: 'sharesCsv',
      message: 'Synth needs at least 3 of your posts to learn your voice; it found only 2.',
    });
  });

  it('takes either pasted posts or a CSV, not both and not neither', () => {
    expect(refusal(() => readVoiceSamples({})).message).toMatch(/either pasted posts or a Shares\.csv/);
    expect(refusal(() => readVoiceSamples({ text: pasted(3), sharesCsv: 'ShareCommentary\n' })).field).toBe(
      'sharesCsv',
    );
  });

  it('keeps markup as text and removes the characters that hide or reorder text', () => {
    const { samples } = readVoiceSamples({
      text: ['<b>bold</b> claim.', 'Right\u202Eto left\u0000 trick.', 'Plain.'].join('\n---\n'),
    });
    expect(samples.map((s) => s.text)).toEqual(['<b>bold</b> claim.', 'Rightto left trick.', 'Plain.']);
  });
});
