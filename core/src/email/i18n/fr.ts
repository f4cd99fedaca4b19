import type { DigestCatalogue } from './en';

export const fr: DigestCatalogue = {
  teaserOnly:
    'Aperçu seulement : l’article est réservé aux abonnés, ce résumé ne couvre donc que l’aperçu fourni par le flux.',
  becauseTerms: 'Parce que : {terms}',
  becauseLiked: 'Parce que vous avez aimé {titles}',
  becauseBoth: 'Parce que : {terms}, et parce que vous avez aimé {titles}',
  subjectArticles: '{name} : {count, plural, one {# nouvel article} other {# nouveaux articles}} — {date}',
  subjectNothingNew: '{name} : rien de nouveau aujourd’hui — {date}',
  nothingNewHeading: 'Rien de nouveau aujourd’hui',
  nothingNewBody:
    'Aucun nouvel article ne correspond à vos sujets depuis le dernier résumé. Nous chercherons de nouveau lors de la prochaine exécution prévue.',
  topStory: 'À la une',
  otherStories: 'Autres articles',
  postsHeading: 'Publications prêtes à partager',
  examplesHeading: 'Exemples concrets',
  alsoCoveredBy: 'Également couvert par',
  moreLikeThis: 'Plus de contenus comme celui-ci',
  lessLikeThis: 'Moins de contenus comme celui-ci',
  cancelAutoPublish: 'Annuler la publication automatique',
  leftOut:
    '{count, plural, one {# autre article a été omis} other {# autres articles ont été omis}} pour que ce message reste assez léger pour toutes les boîtes de réception.',
  seeRestOnRunPage: 'Lisez-les sur la page de l’exécution dans Synth.',
  viewRun: 'Voir cette exécution dans Synth',
  manageSynth: 'Gérer votre synth',
  minuteHeading: 'En un coup d’œil',
  viewInBrowser: 'Voir dans le navigateur',
  sourcePassage: 'Lire ce passage dans l’article',
  pastIssues: 'Numéros précédents',
  allIssues: 'Tous les numéros',
  noIssues: 'Aucun résumé n’a encore été publié ici.',
  storyCount: '{count, plural, one {# article} other {# articles}}',
  atomFeed: 'Flux Atom',
  archiveDescription: 'Tous les résumés de {name}, dans votre boîte de réception ou votre lecteur de flux.',
  subscribeHeading: 'Recevoir ce résumé par e-mail',
  subscribeEmailLabel: 'Votre adresse e-mail',
  subscribeButton: 'S’abonner',
  subscribeNote:
    'Nous vous enverrons un lien de confirmation. Rien n’est envoyé avant que vous ne cliquiez dessus, et chaque résumé contient un lien de désabonnement.',
  subscribeAsked:
    'Consultez votre boîte de réception : sauf si {email} reçoit déjà ce résumé, un lien de confirmation est en route.',
  subscribeInvalid: 'Veuillez saisir une adresse e-mail valide.',
  subscribeCapReached: 'Ce résumé ne peut pas accepter de nouveaux abonnés aujourd’hui. Veuillez réessayer demain.',
  unsubscribe: 'Se désabonner',
  labelled: '{label} :',
};
