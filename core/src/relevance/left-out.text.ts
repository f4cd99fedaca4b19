// The sentence the run page shows under an article a run left out, one per reason.
import { mentionedTerms } from './because.text';
import type { LeftOutReason } from './relevance.types';

const score = (n: number) => n.toFixed(2);

/** `formatDate` says when an earlier digest went out, in the reader's own zone. */
export function leftOutExplanation(reason: LeftOutReason, formatDate: (iso: string) => string): string {
  switch (reason.kind) {
    case 'noTopicMatched':
      return 'No topic matched.';
    case 'belowThreshold':
      // The terms it did carry show how near it came; a lone word, or one used in another sense, is
      // why a score stays low (even at 0.00) although the article names a topic word.
      return `Below the threshold: it scored ${score(reason.score)} of the ${score(reason.threshold)} needed${
        reason.because.length
          ? `; it mentions ${mentionedTerms(reason.because).join(', ')}, but too little else of your topics`
          : ''
      }.`;
    case 'alreadySent':
      return reason.sentAt
        ? `Already sent in the digest of ${formatDate(reason.sentAt)} as “${reason.sentTitle}”.`
        : `Already sent in an earlier digest as “${reason.sentTitle}”.`;
    case 'sameStoryAs':
      return `Another outlet's copy of “${reason.title}”${reason.source ? ` (${reason.source})` : ''}, which this digest keeps.`;
  }
}
