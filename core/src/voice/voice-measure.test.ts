import { describe, expect, it } from 'vitest';
import { measureStyle, wordsOf } from './voice-measure';

describe('measureStyle', () => {
  it('counts words without links, hashtags or mentions, and sentences per line', () => {
    const m = measureStyle(
      'Cash is a fact. Profit is an opinion.\n\nWe closed the quarter with 14 weeks of runway, thanks @Ana.\n\nRead it: https://news.example.com/a\n\n#finance',
    );
    expect(m.words).toBe(20);
    expect(m.sentences).toBe(3);
    expect(m.lines).toBe(2);
    expect(m.paragraphs).toBe(2);
    expect(m.lineStyle).toBe('short-paragraphs');
    expect(m.hashtags).toEqual(['#finance']);
    expect(m.hashtagsAtEnd).toBe(true);
  });

  it('tells one idea per line from paragraphs, and blank lines from none', () => {
    const airy = measureStyle('First idea.\n\nSecond idea.\n\nThird idea.\n\nFourth idea.');
    expect(airy).toMatchObject({ lineStyle: 'one-per-line', blankLineShare: 1 });
    const tight = measureStyle('First idea.\nSecond idea.\nThird idea.');
    expect(tight).toMatchObject({ lineStyle: 'one-per-line', blankLineShare: 0 });
    const paragraphs = measureStyle('One. Two.\n\nThree. Four.\n\nFive. Six.');
    expect(paragraphs.lineStyle).toBe('short-paragraphs');
    const long = measureStyle('One. Two. Three. Four.\n\nFive. Six. Seven. Eight.');
    expect(long.lineStyle).toBe('long-paragraphs');
  });

  it('finds emoji lists, the emoji as one character each, and where the other emoji stand', () => {
    const m = measureStyle(
      'We doubled sign-ups 🚀\n\n✅ Shorter form\n✅ Pricing first\n✅ Faster email\n\nTry one 👍🏽 today 👨‍👩‍👧',
    );
    expect(m.listLines).toBe(3);
    expect(m.listMarker).toBe('✅');
    expect(m.emoji).toEqual(['🚀', '✅', '✅', '✅', '👍🏽', '👨‍👩‍👧']);
    expect(m.markerEmoji).toEqual(['✅', '✅', '✅']);
    expect(m.emojiOnFirstLine).toBe(true);
    expect(m.emojiOnLastLine).toBe(true);
  });

  it('reads the opening as a question or a statement, and counts "I" in its forms', () => {
    expect(measureStyle('Why do we still negotiate price first?\n\nI’m not sure we should.').questionHook).toBe(true);
    expect(measureStyle('Prices rose. Why? Nobody knows.').questionHook).toBe(false);
    expect(measureStyle("I think my team and I've learned. Me too. We agree.").firstPerson).toBe(4);
  });

  it('tells hashtags at the end from hashtags inside sentences', () => {
    expect(measureStyle('Rewrote four #dbt models.\n\nCheck your #SQL first.')).toMatchObject({
      hashtags: ['#dbt', '#SQL'],
      hashtagsAtEnd: false,
    });
    expect(measureStyle('Done.\n\n#a #b\n#c').hashtagsAtEnd).toBe(true);
    expect(measureStyle('No tags here, not even a link to /#top.').hashtags).toEqual([]);
  });

  it('keeps numbers and contractions as one word each', () => {
    expect(wordsOf("It's 3.5% up, don't panic")).toEqual(["It's", '3.5', 'up', "don't", 'panic']);
  });

  it('lists content words in lower case without stop words', () => {
    expect(measureStyle('The Runway is what matters, and the runway is long.').vocabulary).toEqual([
      'runway',
      'matters',
      'runway',
      'long',
    ]);
  });
});
