import type { DigestCatalogue } from './en';

// The digest's words in 한국어 so far: the rest reads in English until translated.
export const ko: DigestCatalogue = {
  minuteHeading: '한눈에 보기',
  viewInBrowser: '브라우저에서 보기',
  sourcePassage: '기사에서 이 부분 읽기',
};
