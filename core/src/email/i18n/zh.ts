import type { DigestCatalogue } from './en';

// The digest's words in 中文 so far: the rest reads in English until translated.
export const zh: DigestCatalogue = {
  minuteHeading: '一分钟速览',
  viewInBrowser: '在浏览器中查看',
  sourcePassage: '在文章中阅读这一段',
};
