import { describe, expect, it } from 'vitest';
import { DIGEST_LANGUAGES, languageNameInEnglish, translationAvailable } from './digest-language';
import { SYNTH_DEFAULTS } from './synth.schema';
import { validateSynthFields } from './synth.validation';

describe('the digest language setting', () => {
  it('starts in English and accepts every listed language', () => {
    expect(SYNTH_DEFAULTS.digestLanguage).toBe('en');
    for (const { code } of DIGEST_LANGUAGES)
      expect(validateSynthFields({ digestLanguage: code }, { partial: true }).errors).toEqual([]);
  });

  it('refuses a language outside the list, a very long value and a non-string, with one sentence', () => {
    const message = 'The digest language must be one of en, fr, de, es, it, pt, nl, pl, sv, ja, zh, ko.';
    for (const bad of ['xx', 'EN', 'f'.repeat(100_000), 42, { $ne: 'en' }]) {
      expect(validateSynthFields({ digestLanguage: bad }, { partial: true }).errors).toEqual([
        { field: 'digestLanguage', message },
      ]);
    }
  });

  it('names each language in English for the model, and knows that only a model translates', () => {
    expect(DIGEST_LANGUAGES.map((l) => languageNameInEnglish(l.code))).toEqual([
      'English',
      'French',
      'German',
      'Spanish',
      'Italian',
      'Portuguese',
      'Dutch',
      'Polish',
      'Swedish',
      'Japanese',
      'Chinese',
      'Korean',
    ]);
    expect(translationAvailable({ provider: 'local' })).toBe(false);
    expect(translationAvailable({ provider: 'openai' })).toBe(true);
  });
});
