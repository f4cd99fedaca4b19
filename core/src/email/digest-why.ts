// The line under an item that says why it was kept, in the digest's language: English (and any
// language whose catalogue lacks the wording) reads the run page's own sentence.
import { becauseLine } from '../relevance/because.text';
import type { DigestArticle } from './digest-input';
import type { DigestMessages } from './i18n/digest-messages';

export function whyLine(a: Pick<DigestArticle, 'because' | 'likedTitles'>, t: DigestMessages): string {
  const english = becauseLine(a);
  if (!english || t.language === 'en') return english;
  const terms = (a.because ?? []).join(', ');
  const liked = a.likedTitles ?? [];
  const titles = new Intl.ListFormat(t.language, { type: 'conjunction' }).format(liked.map((title) => `“${title}”`));
  const key = terms && liked.length ? 'becauseBoth' : terms ? 'becauseTerms' : 'becauseLiked';
  return t.own(key, { terms, titles, count: liked.length }) ?? english;
}
