import type { DigestCatalogue } from './en';

// The digest's words in Português so far: the rest reads in English until translated.
export const pt: DigestCatalogue = {
  minuteHeading: 'Num relance',
  viewInBrowser: 'Ver no navegador',
  sourcePassage: 'Ler este trecho no artigo',
};
