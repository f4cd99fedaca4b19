import type { DigestCatalogue } from './en';

// The digest's words in Svenska for the one-minute list, the web edition and the public page: the rest reads in English until translated.
export const sv: DigestCatalogue = {
  minuteHeading: 'I korthet',
  viewInBrowser: 'Visa i webbläsaren',
  sourcePassage: 'Läs det här stycket i artikeln',
  pastIssues: 'Tidigare utgåvor',
  allIssues: 'Alla utgåvor',
  noIssues: 'Ingen sammanfattning har publicerats här ännu.',
  storyCount: '{count, plural, one {# nyhet} other {# nyheter}}',
  atomFeed: 'Atom-flöde',
  archiveDescription: 'Varje sammanfattning av {name}, i din inkorg eller din flödesläsare.',
  subscribeHeading: 'Få den här sammanfattningen via e-post',
  subscribeEmailLabel: 'Din e-postadress',
  subscribeButton: 'Prenumerera',
  subscribeNote:
    'Vi skickar en bekräftelselänk till dig. Inget skickas förrän du öppnar den, och varje sammanfattning har en länk för att avsluta prenumerationen.',
  subscribeAsked:
    'Titta i din inkorg: om inte {email} redan får den här sammanfattningen är en bekräftelselänk på väg.',
  subscribeInvalid: 'Ange en giltig e-postadress.',
  subscribeCapReached: 'Den här sammanfattningen kan inte ta emot nya prenumeranter i dag. Försök igen i morgon.',
};
