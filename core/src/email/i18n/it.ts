import type { DigestCatalogue } from './en';

// The digest's words in Italiano for the one-minute list, the web edition and the public page: the rest reads in English until translated.
export const it: DigestCatalogue = {
  minuteHeading: 'In breve',
  viewInBrowser: 'Visualizza nel browser',
  sourcePassage: 'Leggi questo passaggio nell’articolo',
  pastIssues: 'Numeri precedenti',
  allIssues: 'Tutti i numeri',
  noIssues: 'Qui non è stato ancora pubblicato alcun riepilogo.',
  storyCount: '{count, plural, one {# notizia} other {# notizie}}',
  atomFeed: 'Feed Atom',
  archiveDescription: 'Tutti i riepiloghi di {name}, nella tua casella di posta o nel tuo lettore di feed.',
  subscribeHeading: 'Ricevi questo riepilogo via email',
  subscribeEmailLabel: 'Il tuo indirizzo email',
  subscribeButton: 'Iscriviti',
  subscribeNote:
    'Ti invieremo un link di conferma. Non verrà inviato nulla finché non lo apri, e ogni riepilogo contiene un link per annullare l’iscrizione.',
  subscribeAsked:
    'Controlla la tua casella di posta: a meno che {email} non riceva già questo riepilogo, è in arrivo un link di conferma.',
  subscribeInvalid: 'Inserisci un indirizzo email valido.',
  subscribeCapReached: 'Oggi questo riepilogo non può accettare nuovi iscritti. Riprova domani.',
};
