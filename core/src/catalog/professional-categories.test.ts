import { describe, expect, it } from 'vitest';
import { FEED_CATEGORIES } from './curated-feeds';
import { professionalCategories, professionalCategoryFor } from './professional-categories';

describe('professional categories', () => {
  it('cover every feed category with at least four specializations', () => {
    for (const category of FEED_CATEGORIES) {
      const pc = professionalCategoryFor(category);
      expect(pc, category).toBeDefined();
      expect(pc!.specializations.length, category).toBeGreaterThanOrEqual(4);
      expect(pc!.description.trim()).not.toBe('');
    }
  });

  it('have unique ids and specialization ids', () => {
    const ids = professionalCategories.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const specIds = professionalCategories.flatMap((c) => c.specializations.map((s) => s._id));
    expect(new Set(specIds).size).toBe(specIds.length);
  });

  it('give each specialization 4–8 distinct lower-case keywords usable as whole-word topics', () => {
    for (const spec of professionalCategories.flatMap((c) => c.specializations)) {
      expect(spec.name.trim()).not.toBe('');
      expect(spec.description.trim()).not.toBe('');
      expect(spec.keywords.length, spec._id).toBeGreaterThanOrEqual(4);
      expect(spec.keywords.length, spec._id).toBeLessThanOrEqual(8);
      expect(new Set(spec.keywords).size, spec._id).toBe(spec.keywords.length);
      for (const k of spec.keywords) {
        expect(k, spec._id).toBe(k.toLowerCase().trim());
        expect(k, spec._id).toMatch(/^[\p{Ll}\p{N}][\p{Ll}\p{N}&' -]*[\p{Ll}\p{N}]$/u);
        expect(k.startsWith('professional:')).toBe(false);
      }
    }
  });
});
