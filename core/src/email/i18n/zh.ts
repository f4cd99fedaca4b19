import type { DigestCatalogue } from './en';

// The digest's words in 中文 for the one-minute list, the web edition and the public page: the rest reads in English until translated.
export const zh: DigestCatalogue = {
  minuteHeading: '一分钟速览',
  viewInBrowser: '在浏览器中查看',
  sourcePassage: '在文章中阅读这一段',
  pastIssues: '往期',
  allIssues: '全部往期',
  noIssues: '这里还没有发布任何摘要。',
  storyCount: '{count, plural, other {# 条新闻}}',
  atomFeed: 'Atom 订阅源',
  archiveDescription: '{name} 的每一期摘要，可通过电子邮件或订阅阅读器获取。',
  subscribeHeading: '通过电子邮件接收此摘要',
  subscribeEmailLabel: '您的电子邮件地址',
  subscribeButton: '订阅',
  subscribeNote: '我们会向您发送一个确认链接。在您打开它之前不会发送任何内容，每期摘要都附有退订链接。',
  subscribeAsked: '请查看收件箱：除非 {email} 已在接收此摘要，否则确认链接已在路上。',
  subscribeInvalid: '请输入有效的电子邮件地址。',
  subscribeCapReached: '此摘要今天无法再接受新的订阅者。请明天再试。',
};
