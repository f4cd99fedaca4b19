import type { DigestCatalogue } from './en';

// The digest's words in Svenska so far: the rest reads in English until translated.
export const sv: DigestCatalogue = {
  minuteHeading: 'I korthet',
  viewInBrowser: 'Visa i webbläsaren',
  sourcePassage: 'Läs det här stycket i artikeln',
};
