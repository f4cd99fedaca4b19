import type { DigestCatalogue } from './en';

// The digest's words in Polski so far: the rest reads in English until translated.
export const pl: DigestCatalogue = {
  minuteHeading: 'W skrócie',
  viewInBrowser: 'Zobacz w przeglądarce',
  sourcePassage: 'Przeczytaj ten fragment w artykule',
};
