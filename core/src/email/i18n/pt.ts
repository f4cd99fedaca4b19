import type { DigestCatalogue } from './en';

// The digest's words in Português for the one-minute list, the web edition and the public page: the rest reads in English until translated.
export const pt: DigestCatalogue = {
  minuteHeading: 'Num relance',
  viewInBrowser: 'Ver no navegador',
  sourcePassage: 'Ler este trecho no artigo',
  pastIssues: 'Edições anteriores',
  allIssues: 'Todas as edições',
  noIssues: 'Ainda não foi publicado nenhum resumo aqui.',
  storyCount: '{count, plural, one {# notícia} other {# notícias}}',
  atomFeed: 'Feed Atom',
  archiveDescription: 'Todos os resumos de {name}, na sua caixa de entrada ou no seu leitor de feeds.',
  subscribeHeading: 'Receba este resumo por e-mail',
  subscribeEmailLabel: 'O seu endereço de e-mail',
  subscribeButton: 'Subscrever',
  subscribeNote:
    'Enviaremos um link de confirmação. Nada é enviado até o abrir, e cada resumo inclui um link para cancelar a subscrição.',
  subscribeAsked:
    'Verifique a sua caixa de entrada: a menos que {email} já receba este resumo, um link de confirmação está a caminho.',
  subscribeInvalid: 'Introduza um endereço de e-mail válido.',
  subscribeCapReached: 'Este resumo não pode aceitar novos subscritores hoje. Tente novamente amanhã.',
};
