import type { DigestCatalogue } from './en';

// The digest's words in Italiano so far: the rest reads in English until translated.
export const it: DigestCatalogue = {
  minuteHeading: 'In breve',
  viewInBrowser: 'Visualizza nel browser',
  sourcePassage: 'Leggi questo passaggio nell’articolo',
};
