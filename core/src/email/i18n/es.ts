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
  unsubscribe: 'Cancelar la suscripción',
};
