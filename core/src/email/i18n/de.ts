import type { DigestCatalogue } from './en';

export const de: DigestCatalogue = {
  teaserOnly:
    'Nur Anriss: Der Artikel steht hinter einer Bezahlschranke, daher fasst diese Zusammenfassung nur den Anriss aus dem Feed zusammen.',
  becauseTerms: 'Gewählt wegen: {terms}',
  becauseLiked: '{count, plural, one {Weil Ihnen {titles} gefallen hat} other {Weil Ihnen {titles} gefallen haben}}',
  becauseBoth:
    'Gewählt wegen: {terms}, und {count, plural, one {weil Ihnen {titles} gefallen hat} other {weil Ihnen {titles} gefallen haben}}',
  subjectArticles: '{name}: {count, plural, one {# neuer Artikel} other {# neue Artikel}} — {date}',
  subjectNothingNew: '{name}: heute nichts Neues — {date}',
  nothingNewHeading: 'Heute nichts Neues',
  nothingNewBody:
    'Seit der letzten Zusammenfassung passte kein neuer Artikel zu Ihren Themen. Wir sehen beim nächsten geplanten Lauf wieder nach.',
  topStory: 'Top-Meldung',
  otherStories: 'Weitere Meldungen',
  postsHeading: 'Beiträge zum Veröffentlichen',
  examplesHeading: 'Beispiele aus der Praxis',
  alsoCoveredBy: 'Auch berichtet von',
  moreLikeThis: 'Mehr davon',
  lessLikeThis: 'Weniger davon',
  cancelAutoPublish: 'Automatisches Veröffentlichen abbrechen',
  leftOut:
    '{count, plural, one {# weiterer Artikel wurde} other {# weitere Artikel wurden}} weggelassen, damit diese E-Mail in jedes Postfach passt.',
  seeRestOnRunPage: 'Sie finden sie auf der Seite des Laufs in Synth.',
  viewRun: 'Diesen Lauf in Synth ansehen',
  manageSynth: 'Ihren Synth verwalten',
  minuteHeading: 'Auf einen Blick',
  viewInBrowser: 'Im Browser ansehen',
  sourcePassage: 'Diese Stelle im Artikel lesen',
  pastIssues: 'Frühere Ausgaben',
  allIssues: 'Alle Ausgaben',
  noIssues: 'Hier wurde noch keine Zusammenfassung veröffentlicht.',
  storyCount: '{count, plural, one {# Meldung} other {# Meldungen}}',
  atomFeed: 'Atom-Feed',
  archiveDescription: 'Jede Zusammenfassung von {name}, im Postfach oder im Feedreader.',
  subscribeHeading: 'Diese Zusammenfassung per E-Mail erhalten',
  subscribeEmailLabel: 'Ihre E-Mail-Adresse',
  subscribeButton: 'Abonnieren',
  subscribeNote:
    'Wir senden Ihnen einen Bestätigungslink. Bis Sie ihn öffnen, wird nichts verschickt, und jede Zusammenfassung enthält einen Link zum Abbestellen.',
  subscribeAsked:
    'Sehen Sie in Ihr Postfach: Sofern {email} diese Zusammenfassung nicht schon erhält, ist ein Bestätigungslink unterwegs.',
  subscribeInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  subscribeCapReached:
    'Diese Zusammenfassung kann heute keine neuen Abonnenten annehmen. Bitte versuchen Sie es morgen wieder.',
  unsubscribe: 'Abbestellen',
};
