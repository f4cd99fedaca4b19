import { describe, expect, it } from 'vitest';
import { encodeTextDirectiveTerm, textDirective, textFragmentUrl } from './text-fragment';

describe('encodeTextDirectiveTerm', () => {
  it("percent-encodes the directive's own syntax characters '-', '&' and ',' and everything a URL needs", () => {
    expect(encodeTextDirectiveTerm('nine-day strike, pay & hours')).toBe('nine%2Dday%20strike%2C%20pay%20%26%20hours');
    expect(encodeTextDirectiveTerm('7.5 per cent')).toBe('7.5%20per%20cent');
    expect(encodeTextDirectiveTerm('“Quoted” café #1')).toBe('%E2%80%9CQuoted%E2%80%9D%20caf%C3%A9%20%231');
  });

  it('reads back to the text with decodeURIComponent', () => {
    const text = 'A-B, C & D: 50% of €1,000 #2 (one-off)';
    expect(decodeURIComponent(encodeTextDirectiveTerm(text))).toBe(text);
    expect(encodeTextDirectiveTerm(text)).not.toMatch(/[-,&# ]/);
  });
});

describe('textDirective', () => {
  it('names a short passage whole, its closing stop left off', () => {
    expect(textDirective('Installers sold 31,000 units in October.')).toBe(
      'text=Installers%20sold%2031%2C000%20units%20in%20October',
    );
  });

  it('names a long passage by its first and last five words (textStart,textEnd)', () => {
    const passage =
      'Dock workers at the Port of Rotterdam voted on Thursday to end a strike that had stopped container traffic for nine days.';
    expect(textDirective(passage)).toBe(
      'text=Dock%20workers%20at%20the%20Port,container%20traffic%20for%20nine%20days',
    );
  });

  it('collapses whitespace and gives nothing for an empty passage', () => {
    expect(textDirective('  two\n  words ')).toBe('text=two%20words');
    expect(textDirective(' . ')).toBeNull();
  });
});

describe('textFragmentUrl', () => {
  it('adds the directive after #:~: to an address without a fragment', () => {
    expect(textFragmentUrl('https://news.example/a?utm=1', 'Prices fell by 4%.')).toBe(
      'https://news.example/a?utm=1#:~:text=Prices%20fell%20by%204%25',
    );
  });

  it("keeps an address's own fragment and replaces an earlier directive", () => {
    expect(textFragmentUrl('https://news.example/a#section-2', 'It rained.')).toBe(
      'https://news.example/a#section-2:~:text=It%20rained',
    );
    expect(textFragmentUrl('https://news.example/a#:~:text=old', 'It rained.')).toBe(
      'https://news.example/a#:~:text=It%20rained',
    );
  });

  it('refuses an address that is not http(s)', () => {
    expect(textFragmentUrl('javascript:alert(1)', 'x y')).toBeNull();
    expect(textFragmentUrl(null, 'x y')).toBeNull();
  });

  it('round-trips through the URL parser with its fragment intact', () => {
    const url = new URL(
      textFragmentUrl(
        'https://news.example/a',
        'Terminal operators said the backlog, worth €20m, would take at least a week to clear.',
      )!,
    );
    expect(url.hash).toBe('#:~:text=Terminal%20operators%20said%20the%20backlog%2C,least%20a%20week%20to%20clear');
  });
});
