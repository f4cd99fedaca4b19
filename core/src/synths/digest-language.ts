// The languages a digest can be written in: the major languages GPT-class models write well.
// Browser-safe: the editor offers the same list the server accepts.

export const DIGEST_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
  { code: 'es', name: 'Español' },
  { code: 'it', name: 'Italiano' },
  { code: 'pt', name: 'Português' },
  { code: 'nl', name: 'Nederlands' },
  { code: 'pl', name: 'Polski' },
  { code: 'sv', name: 'Svenska' },
  { code: 'ja', name: '日本語' },
  { code: 'zh', name: '中文' },
  { code: 'ko', name: '한국어' },
] as const;

export type DigestLanguage = (typeof DIGEST_LANGUAGES)[number]['code'];

export const DEFAULT_DIGEST_LANGUAGE: DigestLanguage = 'en';

export const DIGEST_LANGUAGE_CODES = DIGEST_LANGUAGES.map((l) => l.code) as [DigestLanguage, ...DigestLanguage[]];

/** The language's English name, for a model's instructions ("Write in French."). */
export function languageNameInEnglish(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? 'English';
  } catch {
    return 'English';
  }
}

export function isDigestLanguage(code: unknown): code is DigestLanguage {
  return typeof code === 'string' && DIGEST_LANGUAGE_CODES.includes(code as DigestLanguage);
}

/** Only a model translates: the offline writer extracts sentences, so they stay in the article's language. */
export function translationAvailable(ai: { provider: string }): boolean {
  return ai.provider !== 'local';
}
