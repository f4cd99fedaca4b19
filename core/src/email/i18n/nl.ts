import type { DigestCatalogue } from './en';

// The digest's words in Nederlands so far: the rest reads in English until translated.
export const nl: DigestCatalogue = {
  minuteHeading: 'In één oogopslag',
  viewInBrowser: 'Bekijken in de browser',
  sourcePassage: 'Lees deze passage in het artikel',
};
