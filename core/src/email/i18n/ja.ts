import type { DigestCatalogue } from './en';

// The digest's words in 日本語 so far: the rest reads in English until translated.
export const ja: DigestCatalogue = {
  minuteHeading: 'ひと目でわかる要点',
  viewInBrowser: 'ブラウザで表示',
  sourcePassage: '記事のこの箇所を読む',
};
