import type { DigestCatalogue } from './en';

// The digest's words in Polski for the one-minute list, the web edition and the public page: the rest reads in English until translated.
export const pl: DigestCatalogue = {
  minuteHeading: 'W skrócie',
  viewInBrowser: 'Zobacz w przeglądarce',
  sourcePassage: 'Przeczytaj ten fragment w artykule',
  pastIssues: 'Poprzednie wydania',
  allIssues: 'Wszystkie wydania',
  noIssues: 'Nie opublikowano tu jeszcze żadnego przeglądu.',
  storyCount: '{count, plural, one {# wiadomość} few {# wiadomości} many {# wiadomości} other {# wiadomości}}',
  atomFeed: 'Kanał Atom',
  archiveDescription: 'Każdy przegląd {name} w Twojej skrzynce pocztowej lub czytniku kanałów.',
  subscribeHeading: 'Otrzymuj ten przegląd e-mailem',
  subscribeEmailLabel: 'Twój adres e-mail',
  subscribeButton: 'Subskrybuj',
  subscribeNote:
    'Wyślemy Ci link potwierdzający. Nic nie zostanie wysłane, dopóki go nie otworzysz, a każdy przegląd zawiera link do rezygnacji z subskrypcji.',
  subscribeAsked:
    'Sprawdź skrzynkę: jeśli {email} nie otrzymuje jeszcze tego przeglądu, link potwierdzający jest w drodze.',
  subscribeInvalid: 'Podaj prawidłowy adres e-mail.',
  subscribeCapReached: 'Ten przegląd nie może dziś przyjąć nowych subskrybentów. Spróbuj ponownie jutro.',
};
