// Keeps the articles that mention at least one of a synth's topics. Matching is on whole words or
// phrases so "AI" finds "AI rules" but not "said"; word edges are Unicode letters/digits, not \b,
// which only knows ASCII.
import { htmlToText } from '../lib/sanitize';
import { topicWithoutPrefix } from '../synths/professional-topic';

export interface TopicArticle {
  title: string;
  description?: string | null;
  content?: string | null;
}

// Scripts written without spaces between words: whole-word edges make no sense there.
const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

export function matchesTopics(article: TopicArticle, topics: string[]): boolean {
  const patterns = compile(topics);
  if (patterns.length === 0) return true;
  const text = articleText(article);
  return patterns.some(({ pattern }) => pattern.test(text));
}

/** The topics (as given, prefix included) that the article mentions. */
export function matchedTopics(article: TopicArticle, topics: string[]): string[] {
  const patterns = compile(topics);
  if (patterns.length === 0) return [];
  const text = articleText(article);
  return patterns.filter(({ pattern }) => pattern.test(text)).map(({ topic }) => topic);
}

function compile(topics: string[]): { topic: string; pattern: RegExp }[] {
  return topics.flatMap((topic) => {
    const words = topicWithoutPrefix(topic).normalize('NFC').trim().split(/\s+/).filter(Boolean);
    if (words.length === 0) return [];
    // Words of a phrase may be separated by any whitespace or a dash ("machine-learning").
    const body = words.map(escapeRegExp).join('[\\s\\p{Pd}]+');
    const edges = UNSPACED_SCRIPT.test(topic) ? ['', ''] : ['(?<![\\p{L}\\p{N}\\p{M}])', '(?![\\p{L}\\p{N}\\p{M}])'];
    return [{ topic, pattern: new RegExp(edges[0] + body + edges[1], 'iu') }];
  });
}

function articleText(article: TopicArticle): string {
  const parts = [article.title, article.description, article.content].filter((p): p is string => !!p);
  return parts
    .map((p) => htmlToText(p))
    .join('\n')
    .normalize('NFC');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
