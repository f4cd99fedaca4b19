import type { DigestCatalogue } from './en';

// The digest's words in Nederlands for the one-minute list, the web edition and the public page: the rest reads in English until translated.
export const nl: DigestCatalogue = {
  minuteHeading: 'In één oogopslag',
  viewInBrowser: 'Bekijken in de browser',
  sourcePassage: 'Lees deze passage in het artikel',
  pastIssues: 'Eerdere edities',
  allIssues: 'Alle edities',
  noIssues: 'Hier is nog geen overzicht gepubliceerd.',
  storyCount: '{count, plural, one {# bericht} other {# berichten}}',
  atomFeed: 'Atom-feed',
  archiveDescription: 'Elk overzicht van {name}, in je inbox of je feedlezer.',
  subscribeHeading: 'Ontvang dit overzicht per e-mail',
  subscribeEmailLabel: 'Je e-mailadres',
  subscribeButton: 'Abonneren',
  subscribeNote:
    'We sturen je een bevestigingslink. Er wordt niets verstuurd tot je die opent, en elk overzicht bevat een link om je af te melden.',
  subscribeAsked: 'Kijk in je inbox: tenzij {email} dit overzicht al ontvangt, is er een bevestigingslink onderweg.',
  subscribeInvalid: 'Vul een geldig e-mailadres in.',
  subscribeCapReached: 'Dit overzicht kan vandaag geen nieuwe abonnees aannemen. Probeer het morgen opnieuw.',
};
