// Which sense of a topic an article uses (topic-senses.json), written as knowledge of each field:
// - trade context: words of professional news in any field (prices, rules, capacity, jobs). A topic
//   word next to one of them is most likely meant in the trade's sense;
// - other senses: words that show a topic is meant in a sense no one following the field wants
//   ("shipping" beside a cruise, "wind" beside a storm, "recruits" beside a choir).
import { stemsOf } from './stems';
import senses from './topic-senses.json';

export const TRADE_CONTEXT: readonly string[] = senses.tradeContext;

const key = (phrase: string) => stemsOf(phrase).join(' ');
const OTHER_SENSES = new Map(
  Object.entries(senses.otherSenses as Record<string, string[]>).map(([topic, words]) => [key(topic), words]),
);

/** Words that show this topic is meant in another sense (none when the catalogue does not know it). */
export function otherSensesFor(topic: string): string[] {
  return OTHER_SENSES.get(key(topic)) ?? [];
}
