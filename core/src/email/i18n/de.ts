import type { DigestCatalogue } from './en';

export const de: DigestCatalogue = {
  subjectArticles: '{name}: {count, plural, one {# neuer Artikel} other {# neue Artikel}} — {date}',
  subjectNothingNew: '{name}: heute nichts Neues — {date}',
  nothingNewHeading: 'Heute nichts Neues',
  nothingNewBody: 'Seit der letzten Zusammenfassung passte kein neuer Artikel zu Ihren Themen. Wir sehen beim nächsten geplanten Lauf wieder nach.',
  topStory: 'Top-Meldung',
  otherStories: 'Weitere Meldungen',
  postsHeading: 'Beiträge zum Veröffentlichen',
  examplesHeading: 'Beispiele aus der Praxis',
  alsoCoveredBy: 'Auch berichtet von',
  moreLikeThis: 'Mehr davon',
  lessLikeThis: 'Weniger davon',
  cancelAutoPublish: 'Automatisches Veröffentlichen abbrechen',
  leftOut: '{count, plural, one {# weiterer Artikel wurde} other {# weitere Artikel wurden}} weggelassen, damit diese E-Mail in jedes Postfach passt.',
  seeRestOnRunPage: 'Sie finden sie auf der Seite des Laufs in Synth.',
  viewRun: 'Diesen Lauf in Synth ansehen',
  manageSynth: 'Ihren Synth verwalten',
  unsubscribe: 'Abbestellen',
};
