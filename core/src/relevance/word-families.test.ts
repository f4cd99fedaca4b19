import { describe, expect, it } from 'vitest';
import { scoreArticle } from './relevance-score';
import { termsOf } from './topic-terms';
import { familyOf } from './word-families';

const score = (topics: string[], title: string, description = '') =>
  scoreArticle(termsOf(topics), { title, description });

describe('word families', () => {
  it('joins a word to the words derived from it that a stem does not reach: storage and store', () => {
    expect(familyOf('storage')).toContain('store');
    expect(familyOf('acquisitions')).toContain('acquire');
    expect(familyOf('mergers')).toContain('merge');
  });

  it('lets "storage" find an article that says "store" or "stored", and says the topic is why', () => {
    for (const title of [
      'Utilities store surplus solar power underground',
      'Utilities stored surplus solar power underground',
    ]) {
      const found = score(['storage'], title);
      expect(found.score).toBeGreaterThan(0);
      expect(found.because).toEqual(['storage']);
    }
    expect(score(['storage'], 'Utilities sell surplus solar power').score).toBe(0);
  });

  it('counts another form of the family a little below the topic written as it is', () => {
    const own = score(['grid storage'], 'Grid storage auction draws record bids');
    const family = score(['grid storage'], 'Grid store auction draws record bids');
    expect(family.score).toBeGreaterThan(0);
    expect(family.score).toBeLessThan(own.score);
  });

  it('keeps words apart that only look alike: "port" the harbour is not "portable", nor the other way', () => {
    expect(familyOf('port')).not.toContain('portable');
    expect(familyOf('portable')).not.toContain('port');
    expect(score(['port'], 'Portable chargers sell out before the holidays').because).toEqual([]);
    expect(score(['portable'], 'Port of Rotterdam opens a new container terminal').because).toEqual([]);
  });

  it("follows only a word's most common sense: the office is not an official", () => {
    expect(familyOf('office')).not.toContain('official');
    expect(score(['office'], 'Officials resign after the vote').because).toEqual([]);
  });

  it('has no family for a phrase, a name WordNet does not know, or hostile input', () => {
    expect(familyOf('supply chain')).toEqual([]);
    expect(familyOf('Maersk')).toEqual([]);
    expect(familyOf('x'.repeat(10_000))).toEqual([]);
    expect(familyOf('store\nstorage')).toEqual([]);
  });
});
