// The catalogue groups a field's parts: the specialization "Talent Acquisition & Recruiting" lists
// talent acquisition, recruiting, hiring, recruiter…, and the category "Healthcare" holds every
// specialization of healthcare. A topic listed in a specialization, or naming it or its category,
// belongs to that field, and the stories a person following it wants are often about the field's
// other parts, in their words and not the topic's: a person who types "talent acquisition" wants
// news of hiring and recruiters, as the quick creator's picks for them would find.
import categoriesByName from '../synths/professional-categories.json';
import { stemsOf } from './stems';

const key = (phrase: string) => stemsOf(phrase).join(' ');

// Built once: each keyword's, specialization's and category's stems to the keywords of its field.
const PARTS = new Map<string, Set<string>>();
function addParts(name: string, keywords: readonly string[]): void {
  const k = key(name);
  if (!k) return;
  const parts = PARTS.get(k) ?? new Set<string>();
  for (const keyword of keywords) parts.add(keyword);
  PARTS.set(k, parts);
}
for (const [categoryName, category] of Object.entries(categoriesByName)) {
  addParts(
    categoryName,
    category.specializations.flatMap((s) => s.keywords),
  );
  for (const specialization of category.specializations) {
    for (const name of [...specialization.keywords, specialization.name]) addParts(name, specialization.keywords);
  }
}

/** The other parts of the field the topic belongs to in the catalogue (none when it is not listed). */
export function fieldPartsOf(topic: string): string[] {
  const k = key(topic);
  return [...(PARTS.get(k) ?? [])].filter((part) => key(part) !== k);
}
