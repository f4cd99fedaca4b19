// The name of a drafted synth and the catalogue feeds it reads.
import { feedsInCategory, type CatalogFeed, type FeedCategory } from './curated-feeds';
import { containsPhrase, tokenize, type Tokens } from './phrase-matching';
import { NAME_SPELLINGS } from './quick-create-vocabulary';
import type { Hit } from './topic-detection';

const MAX_FEEDS = 5;

function displayWord(word: string): string {
  if (NAME_SPELLINGS[word]) return NAME_SPELLINGS[word];
  if (word.endsWith('s') && NAME_SPELLINGS[word.slice(0, -1)]) return `${NAME_SPELLINGS[word.slice(0, -1)]}s`;
  return word
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('-');
}

function titleCase(phrase: string): string {
  return phrase.split(/\s+/).map(displayWord).join(' ');
}

/** "Fintech Regulation Digest": the first two subjects named, joined by "&" unless they are adjacent. */
export function synthName(original: string, subjects: Hit[], category: FeedCategory): string {
  if (subjects.length === 0) return `${category} Digest`;
  if (subjects.length === 1) return `${titleCase(subjects[0].text)} Digest`;
  const [a, b] = subjects;
  const adjacent = /^[\s-]*$/.test(original.slice(a.end, b.index));
  return `${titleCase(a.text)}${adjacent ? ' ' : ' & '}${titleCase(b.text)} Digest`;
}

const feedTokens = new Map<string, Tokens>();
function tokensOfFeed(f: CatalogFeed): Tokens {
  let t = feedTokens.get(f.id);
  if (!t) feedTokens.set(f.id, (t = tokenize(`${f.title} ${f.description}`)));
  return t;
}

function rankFeeds(feeds: CatalogFeed[], terms: string[]): CatalogFeed[] {
  const score = (f: CatalogFeed) => terms.filter((term) => containsPhrase(tokensOfFeed(f), term)).length;
  return feeds
    .map((f, i) => ({ f, i, s: score(f) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((x) => x.f);
}

/** The category's catalogue feeds that best match the terms, at most MAX_FEEDS. */
export function catalogFeedsFor(category: FeedCategory, terms: string[]): CatalogFeed[] {
  return rankFeeds(feedsInCategory(category), terms).slice(0, MAX_FEEDS);
}
