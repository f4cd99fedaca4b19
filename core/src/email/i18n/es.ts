import type { DigestCatalogue } from './en';

export const es: DigestCatalogue = {
  teaserOnly:
    'Solo el avance: el artículo está tras un muro de pago, así que este resumen cubre solo el avance que dio el feed.',
  becauseTerms: 'Porque: {terms}',
  becauseLiked: '{count, plural, one {Porque le gustó {titles}} other {Porque le gustaron {titles}}}',
  becauseBoth: 'Porque: {terms}, y {count, plural, one {porque le gustó {titles}} other {porque le gustaron {titles}}}',
  subjectArticles: '{name}: {count, plural, one {# artículo nuevo} other {# artículos nuevos}} — {date}',
  subjectNothingNew: '{name}: nada nuevo hoy — {date}',
  nothingNewHeading: 'Nada nuevo hoy',
  nothingNewBody:
    'Ningún artículo nuevo coincidió con sus temas desde el último resumen. Volveremos a buscar en la próxima ejecución programada.',
  topStory: 'Noticia principal',
  otherStories: 'Otras noticias',
  postsHeading: 'Publicaciones listas para compartir',
  examplesHeading: 'Ejemplos reales',
  alsoCoveredBy: 'También publicado por',
  moreLikeThis: 'Más como esto',
  lessLikeThis: 'Menos como esto',
  cancelAutoPublish: 'Cancelar la publicación automática',
  leftOut:
    '{count, plural, one {Se omitió # artículo más} other {Se omitieron # artículos más}} para que este correo quepa en cualquier bandeja de entrada.',
  seeRestOnRunPage: 'Léalos en la página de la ejecución en Synth.',
  viewRun: 'Ver esta ejecución en Synth',
  manageSynth: 'Gestionar su synth',
  minuteHeading: 'De un vistazo',
  viewInBrowser: 'Ver en el navegador',
  sourcePassage: 'Leer este pasaje en el artículo',
  pastIssues: 'Números anteriores',
  allIssues: 'Todos los números',
  noIssues: 'Aún no se ha publicado ningún resumen aquí.',
  storyCount: '{count, plural, one {# noticia} other {# noticias}}',
  atomFeed: 'Feed Atom',
  archiveDescription: 'Todos los resúmenes de {name}, en su bandeja de entrada o en su lector de feeds.',
  subscribeHeading: 'Reciba este resumen por correo',
  subscribeEmailLabel: 'Su dirección de correo',
  subscribeButton: 'Suscribirse',
  subscribeNote:
    'Le enviaremos un enlace para confirmar. No se envía nada hasta que lo pulse, y cada resumen incluye un enlace para cancelar la suscripción.',
  subscribeAsked:
    'Revise su bandeja de entrada: salvo que {email} ya reciba este resumen, le llegará un enlace para confirmar.',
  subscribeInvalid: 'Introduzca una dirección de correo válida.',
  subscribeCapReached: 'Este resumen no puede aceptar nuevos suscriptores hoy. Vuelva a intentarlo mañana.',
  unsubscribe: 'Cancelar la suscripción',
};
