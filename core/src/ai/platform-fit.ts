// Fitting a post to its platform, shared by both providers: character limits, X threads,
// hashtags and the real-world example links a post must carry.
import { contentTypeOf, type ContentTypeId } from '../content/content-types';
import { charLength, PLATFORM_CHAR_LIMITS, tweetLength } from '../content/platform-limits';
import type { PostRequest } from './ai.types';
import { displayTopic } from './prompt-builder';
import { splitSentences } from './summary-length';

/** "#" + CamelCase of a topic's words; "professional:" prefix dropped; at most `max`, no duplicates. */
export function hashtagsFromTopics(topics: string[], max = 5): string[] {
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const topic of topics) {
    const words = displayTopic(topic)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    const tag = `#${words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('')}`;
    if (!/\p{L}/u.test(tag) || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
    if (tags.length >= max) break;
  }
  return tags;
}

function truncateAtWord(text: string, limit: number): string {
  if (charLength(text) <= limit) return text;
  if (limit <= 1) return [...text].slice(0, Math.max(0, limit)).join('');
  const cut = [...text].slice(0, limit - 1).join('');
  const atSpace = cut.replace(/\s+\S*$/, '');
  return `${(atSpace.length > cut.length / 2 ? atSpace : cut).trimEnd()}…`;
}

interface Unit {
  text: string;
  sep: string;
}

function unitsOf(paragraphs: string[], budget: number): Unit[] {
  const units: Unit[] = [];
  for (const paragraph of paragraphs) {
    const pieces = tweetLength(paragraph) <= budget ? [paragraph] : splitSentences(paragraph);
    pieces.forEach((piece, i) => {
      const sep = i === 0 ? '\n' : ' ';
      if (tweetLength(piece) <= budget) {
        units.push({ text: piece, sep });
        return;
      }
      piece
        .split(' ')
        .filter(Boolean)
        .forEach((word, j) => {
          const wsep = j === 0 ? sep : ' ';
          if (tweetLength(word) <= budget) {
            units.push({ text: word, sep: wsep });
            return;
          }
          const chars = [...word];
          for (let k = 0; k < chars.length; k += budget)
            units.push({ text: chars.slice(k, k + budget).join(''), sep: k === 0 ? wsep : '' });
        });
    });
  }
  return units;
}

/**
 * Splits a post into tweets of at most `limit` characters as X counts them (a link is 23),
 * numbered "1/n … n/n" when it takes more than one. Breaks fall between paragraphs, then
 * sentences, then words.
 */
export function toTweetThread(text: string, limit = PLATFORM_CHAR_LIMITS.twitter ?? 280): string[] {
  const clean = text.trim();
  if (tweetLength(clean) <= limit) return [clean];
  const paragraphs = clean
    .split(/\n[^\S\n]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  for (let digits = 1; ; digits++) {
    const budget = limit - (digits * 2 + 2); // "nn/nn "
    const tweets: string[] = [];
    let current = '';
    for (const unit of unitsOf(paragraphs, budget)) {
      const joined = current ? `${current}${unit.sep}${unit.text}` : unit.text;
      if (tweetLength(joined) <= budget) {
        current = joined;
        continue;
      }
      tweets.push(current);
      current = unit.text;
    }
    if (current) tweets.push(current);
    if (String(tweets.length).length <= digits) return tweets.map((t, i) => `${i + 1}/${tweets.length} ${t}`);
  }
}

/**
 * Fits a post to its platform. The trailer (required links, hashtags) survives truncation;
 * posts of a platform with threads (X) are never cut but threaded.
 */
export function fitToPlatform(contentType: ContentTypeId, core: string, trailer: string): string {
  const join = (a: string, b: string) => [a.trim(), b.trim()].filter(Boolean).join('\n\n');
  const full = join(core, trailer);
  const { chars: limit, thread } = contentTypeOf(contentType).limits;
  if (thread) return toTweetThread(full, limit ?? undefined).join('\n\n');
  if (!limit || charLength(full) <= limit) return full;
  const room = limit - charLength(trailer.trim()) - 2;
  return room > 20 ? join(truncateAtWord(core.trim(), room), trailer) : truncateAtWord(full, limit);
}

/** Lines naming each real-world example whose link the post does not carry yet. */
export function missingExampleLines(text: string, examples: PostRequest['examples']): string[] {
  return examples.filter((e) => e.url && !text.includes(e.url)).map((e) => `Example: ${e.title.trim()} (${e.url})`);
}
