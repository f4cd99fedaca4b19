import type { DigestCatalogue } from './en';

// The digest's words in 日本語 for the one-minute list, the web edition and the public page: the rest reads in English until translated.
export const ja: DigestCatalogue = {
  minuteHeading: 'ひと目でわかる要点',
  viewInBrowser: 'ブラウザで表示',
  sourcePassage: '記事のこの箇所を読む',
  pastIssues: '過去の号',
  allIssues: 'すべての号',
  noIssues: 'まだダイジェストは公開されていません。',
  storyCount: '{count, plural, other {#件の記事}}',
  atomFeed: 'Atomフィード',
  archiveDescription: '{name}のすべてのダイジェストを、メールでもフィードリーダーでも。',
  subscribeHeading: 'このダイジェストをメールで受け取る',
  subscribeEmailLabel: 'メールアドレス',
  subscribeButton: '購読する',
  subscribeNote:
    '確認用のリンクをお送りします。リンクを開くまでは何も送信されません。各ダイジェストには配信停止のリンクがあります。',
  subscribeAsked:
    '受信トレイをご確認ください。{email} がすでにこのダイジェストを受け取っている場合を除き、確認用のリンクをお送りしました。',
  subscribeInvalid: '有効なメールアドレスを入力してください。',
  subscribeCapReached: 'このダイジェストは本日これ以上新しい購読者を受け付けられません。明日もう一度お試しください。',
};
