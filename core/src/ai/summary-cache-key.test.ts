import { describe, expect, it } from 'vitest';
import { normaliseContent, summaryCacheKey } from './summary-cache-key';

const base = {
  text: 'Markets rallied today.\nInvestors cheered.',
  length: 'brief',
  style: 'informative',
  customPrompt: null,
  model: 'gpt-4o-mini',
};

describe('summaryCacheKey', () => {
  it('is a sha256 hex digest and deterministic', () => {
    const key = summaryCacheKey(base);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(summaryCacheKey({ ...base })).toBe(key);
  });

  it('ignores case and whitespace differences in the content', () => {
    const key = summaryCacheKey(base);
    expect(summaryCacheKey({ ...base, text: '  MARKETS   rallied today. \n\n\tInvestors CHEERED.  ' })).toBe(key);
    expect(normaliseContent(' A \n B ')).toBe('a b');
  });

  it('changes with the content and with every other part', () => {
    const key = summaryCacheKey(base);
    const variants = [
      { ...base, text: 'Markets fell today. Investors cheered.' },
      { ...base, length: 'medium' },
      { ...base, style: 'analytical' },
      { ...base, customPrompt: 'Focus on banks' },
      { ...base, model: 'gpt-4o' },
      { ...base, language: 'fr' },
    ];
    const keys = variants.map(summaryCacheKey);
    for (const k of keys) expect(k).not.toBe(key);
    expect(new Set(keys).size).toBe(keys.length);
    // The prompt is taken as the user wrote it.
    expect(summaryCacheKey({ ...base, customPrompt: 'Focus on banks' })).not.toBe(
      summaryCacheKey({ ...base, customPrompt: 'focus on banks' }),
    );
  });

  it('treats a blank prompt as no prompt', () => {
    expect(summaryCacheKey({ ...base, customPrompt: '  ' })).toBe(summaryCacheKey(base));
    expect(summaryCacheKey({ ...base, customPrompt: undefined })).toBe(summaryCacheKey(base));
  });

  it('cannot be confused by moving text between parts', () => {
    expect(summaryCacheKey({ ...base, style: 'a', customPrompt: 'b' })).not.toBe(
      summaryCacheKey({ ...base, style: 'a|b', customPrompt: null }),
    );
  });

  it('keeps a summary asked for in English under the key it had before languages existed, and another language apart', () => {
    expect(summaryCacheKey({ ...base, language: 'en' })).toBe(summaryCacheKey(base));
    expect(summaryCacheKey({ ...base, language: 'de' })).not.toBe(summaryCacheKey({ ...base, language: 'fr' }));
  });
});
