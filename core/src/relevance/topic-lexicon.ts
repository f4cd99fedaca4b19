// Related terms per professional category (topic-lexicon.json): what a person following a subject
// expects it to find, such as freight, warehouses and carriers for logistics. Looked up by the
// topic's stems, so "Logistics" and "supply chains" find their entries.
import { stemsOf } from './stems';
import type { FeedCategory } from '../synths/professional-topic';
import lexicon from './topic-lexicon.json';

const BY_CATEGORY: Record<FeedCategory, Record<string, string[]>> = lexicon;

const key = (phrase: string) => stemsOf(phrase).join(' ');

// Built once: one map from a term's stems to its related terms, every category merged.
const RELATED = new Map<string, string[]>();
for (const entries of Object.values(BY_CATEGORY)) {
  for (const [term, related] of Object.entries(entries)) {
    const k = key(term);
    RELATED.set(k, [...new Set([...(RELATED.get(k) ?? []), ...related])]);
  }
}

/** The catalogue's related terms for a topic (none when the lexicon does not know it). */
export function lexiconTermsFor(topic: string): string[] {
  return RELATED.get(key(topic)) ?? [];
}

// Each term's categories, to find the field a topic belongs to.
const CATEGORY_TERMS = new Map<string, string[]>();
for (const entries of Object.values(BY_CATEGORY)) {
  const field = [...new Set(Object.entries(entries).flatMap(([term, related]) => [term, ...related]))];
  for (const term of Object.keys(entries)) {
    const k = key(term);
    CATEGORY_TERMS.set(k, [...new Set([...(CATEGORY_TERMS.get(k) ?? []), ...field])]);
  }
}

/** Every term of the categories the topic belongs to: words of its field, that confirm its sense. */
export function categoryTermsFor(topic: string): string[] {
  return CATEGORY_TERMS.get(key(topic)) ?? [];
}
