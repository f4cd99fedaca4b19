// Professional categories and their specializations (served by GET /api/professional/categories).
// Selecting a specialization adds its keywords to a synth's topics with the "professional:" prefix;
// the topic filter matches them as whole words or phrases, so keywords are specific lower-case terms.
// Category names equal the curated feed categories, so a specialization leads to matching feeds.
import { FEED_CATEGORIES, type FeedCategory } from './curated-feeds';
import categoriesByName from '../synths/professional-categories.json';

export interface Specialization {
  _id: string;
  name: string;
  description: string;
  keywords: string[];
}

export interface ProfessionalCategory {
  id: string;
  name: FeedCategory;
  description: string;
  specializations: Specialization[];
}

/** Each category's entry in professional-categories.json, which is keyed by the category's name. */
type CategoryEntry = Omit<ProfessionalCategory, 'name'>;

// The data lives in professional-categories.json, keyed by feed category: the type below fails to
// compile when a feed category has no professional category.
const BY_CATEGORY: Record<FeedCategory, CategoryEntry> = categoriesByName;

export const professionalCategories: ProfessionalCategory[] = FEED_CATEGORIES.map((name) => {
  const { id, ...rest } = BY_CATEGORY[name];
  return { id, name, ...rest };
});

/** The professional category of a feed category (they share names). */
export function professionalCategoryFor(feedCategory: string): ProfessionalCategory | undefined {
  return professionalCategories.find((c) => c.name === feedCategory);
}
