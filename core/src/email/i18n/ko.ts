import type { DigestCatalogue } from './en';

// The digest's words in 한국어 for the one-minute list, the web edition and the public page: the rest reads in English until translated.
export const ko: DigestCatalogue = {
  minuteHeading: '한눈에 보기',
  viewInBrowser: '브라우저에서 보기',
  sourcePassage: '기사에서 이 부분 읽기',
  pastIssues: '지난 호',
  allIssues: '모든 호',
  noIssues: '아직 이곳에 게시된 다이제스트가 없습니다.',
  storyCount: '{count, plural, other {기사 #건}}',
  atomFeed: 'Atom 피드',
  archiveDescription: '{name}의 모든 다이제스트를 받은편지함이나 피드 리더에서 받아 보세요.',
  subscribeHeading: '이 다이제스트를 이메일로 받기',
  subscribeEmailLabel: '이메일 주소',
  subscribeButton: '구독하기',
  subscribeNote:
    '확인 링크를 보내 드립니다. 링크를 열기 전에는 아무것도 발송되지 않으며, 모든 다이제스트에는 구독 취소 링크가 있습니다.',
  subscribeAsked:
    '받은편지함을 확인하세요. {email} 주소가 이미 이 다이제스트를 받고 있지 않다면 확인 링크가 발송되었습니다.',
  subscribeInvalid: '올바른 이메일 주소를 입력하세요.',
  subscribeCapReached: '이 다이제스트는 오늘 더 이상 새 구독자를 받을 수 없습니다. 내일 다시 시도해 주세요.',
};
