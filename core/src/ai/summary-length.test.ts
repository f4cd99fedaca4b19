import { describe, expect, it } from 'vitest';
import {
  DETAILED_PARAGRAPH_CAP,
  enforceLength,
  paragraphBounds,
  splitParagraphs,
  splitSentences,
} from './summary-length';

const sentence = (i: number) => `Sentence number ${i} says something useful about the market.`;
const paragraphs = (n: number, perParagraph = 2) =>
  Array.from({ length: n }, (_, p) =>
    Array.from({ length: perParagraph }, (_, s) => sentence(p * perParagraph + s)).join(' '),
  ).join('\n\n');
const count = (text: string) => splitParagraphs(text).length;

describe('paragraphBounds', () => {
  it('asks for brief 1–2, medium 3–4, detailed 5+ paragraphs (capped)', () => {
    expect(paragraphBounds('brief')).toEqual({ min: 1, max: 2 });
    expect(paragraphBounds('medium')).toEqual({ min: 3, max: 4 });
    expect(paragraphBounds('detailed')).toEqual({ min: 5, max: DETAILED_PARAGRAPH_CAP });
    expect(DETAILED_PARAGRAPH_CAP).toBe(8);
  });

  it('reads an unknown length as brief and returns a copy', () => {
    expect(paragraphBounds('bogus' as 'brief')).toEqual({ min: 1, max: 2 });
    paragraphBounds('brief').max = 99;
    expect(paragraphBounds('brief').max).toBe(2);
  });
});

describe('splitSentences', () => {
  it('does not split on abbreviations, initials, decimals or lower-case continuations', () => {
    const text =
      'Dr. Smith met J. R. Jones in the U.S. on Monday. Growth was 3.5% in Q2, e.g. in retail. Was it enough? Analysts said "yes." Shares rose… then fell. The end';
    expect(splitSentences(text)).toEqual([
      'Dr. Smith met J. R. Jones in the U.S. on Monday.',
      'Growth was 3.5% in Q2, e.g. in retail.',
      'Was it enough?',
      'Analysts said "yes."',
      'Shares rose… then fell.',
      'The end',
    ]);
  });

  it('collapses whitespace and returns nothing for blank text', () => {
    expect(splitSentences('  One.\n\n  Two!  ')).toEqual(['One.', 'Two!']);
    expect(splitSentences(' \n\t ')).toEqual([]);
  });
});

describe('splitParagraphs', () => {
  it('splits on blank lines, joins soft-wrapped lines and keeps list lines', () => {
    expect(splitParagraphs('First line\nwrapped here.\r\n \r\nKey points:\n- a\n- b\n\n\n')).toEqual([
      'First line wrapped here.',
      'Key points:\n- a\n- b',
    ]);
  });
});

describe('enforceLength', () => {
  it('truncates to the maximum for each length', () => {
    expect(count(enforceLength(paragraphs(5), 'brief'))).toBe(2);
    expect(count(enforceLength(paragraphs(6), 'medium'))).toBe(4);
    expect(count(enforceLength(paragraphs(12), 'detailed'))).toBe(8);
    // Truncation keeps the first paragraphs untouched.
    expect(enforceLength(paragraphs(5), 'brief')).toBe(paragraphs(2));
  });

  it('leaves text that is already within bounds alone', () => {
    expect(enforceLength(paragraphs(3), 'medium')).toBe(paragraphs(3));
    expect(enforceLength(paragraphs(6), 'detailed')).toBe(paragraphs(6));
    expect(enforceLength(paragraphs(1), 'brief')).toBe(paragraphs(1));
  });

  it('splits one huge paragraph on sentence boundaries without losing or adding text', () => {
    const huge = Array.from({ length: 12 }, (_, i) => sentence(i)).join(' ');
    const medium = enforceLength(huge, 'medium');
    expect(count(medium)).toBeGreaterThanOrEqual(3);
    expect(count(medium)).toBeLessThanOrEqual(4);
    expect(splitSentences(medium)).toEqual(splitSentences(huge));

    const detailed = enforceLength(Array.from({ length: 20 }, (_, i) => sentence(i)).join(' '), 'detailed');
    expect(count(detailed)).toBeGreaterThanOrEqual(5);
    expect(splitSentences(detailed)).toHaveLength(20);

    // Brief may stay one paragraph, but a wall of text is broken up.
    const brief = enforceLength(huge, 'brief');
    expect(count(brief)).toBe(2);
    expect(splitSentences(brief)).toEqual(splitSentences(huge));
  });

  it('keeps a too-short summary as it is (never invents text)', () => {
    expect(enforceLength('Only one sentence here.', 'detailed')).toBe('Only one sentence here.');
    expect(enforceLength('First. Second.', 'medium')).toBe('First.\n\nSecond.');
    expect(enforceLength('   ', 'medium')).toBe('');
  });

  it('never splits a list paragraph', () => {
    const text = 'Lead sentence here.\n\nKey points:\n- One thing happened. Another did.\n- A third.';
    const out = enforceLength(text, 'medium');
    expect(splitParagraphs(out)).toEqual([
      'Lead sentence here.',
      'Key points:\n- One thing happened. Another did.\n- A third.',
    ]);
  });
});
