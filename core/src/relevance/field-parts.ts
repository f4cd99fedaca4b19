// The catalogue's specializations group a field's parts: "Talent Acquisition & Recruiting" lists
// talent acquisition, recruiting, hiring, recruiter… A topic listed there (or naming the
// specialization) belongs to that field, and the stories a person following it wants are often
// about its other parts, in their words and not the topic's: a person who types "talent
// acquisition" wants news of hiring and recruiters, as the quick creator's picks for them would find.
import categoriesByName from '../synths/professional-categories.json';
import { stemsOf } from './stems';

const key = (phrase: string) => stemsOf(phrase).join(' ');

// Built once: each keyword's (and specialization name's) stems to the keywords of its specializations.
const PARTS = new Map<string, Set<string>>();
for (const category of Object.values(categoriesByName)) {
  for (const specialization of category.specializations) {
    for (const name of [...specialization.keywords, specialization.name]) {
      const k = key(name);
      if (!k) continue;
      const parts = PARTS.get(k) ?? new Set<string>();
      for (const keyword of specialization.keywords) parts.add(keyword);
      PARTS.set(k, parts);
    }
  }
}

/** The other parts of the field the topic belongs to in the catalogue (none when it is not listed). */
export function fieldPartsOf(topic: string): string[] {
  const k = key(topic);
  return [...(PARTS.get(k) ?? [])].filter((part) => key(part) !== k);
}
