import { describe, expect, it } from 'vitest';
import { filterByRelevance } from './relevance-filter';
import { americanSpelling } from './spelling';
import { stemWord } from './stems';

describe('British and American spellings', () => {
  it('meet before stemming', () => {
    for (const [british, american] of [
      ['centres', 'centers'],
      ['labour', 'labor'],
      ['licence', 'license'],
      ['organisation', 'organization'],
      ['catalogue', 'catalog'],
      ['paediatric', 'pediatric'],
      ['analysed', 'analyzed'],
    ])
      expect(stemWord(british)).toBe(stemWord(american));
  });

  it('leave short and unrelated words alone', () => {
    for (const word of ['hour', 'four', 'your', 'raise', 'rise', 'genre', 'acre', 'more', 'store', 'timbre'])
      expect(americanSpelling(word)).toBe(word);
  });

  it('let a topic in the catalogue’s spelling find a story written in the other', () => {
    const story = {
      id: 'uk',
      title: 'Distribution centres run short of space',
      description: 'Warehouse operators say import volumes are up 10% on last year.',
    };
    expect(filterByRelevance([story], ['logistics']).kept.map((a) => a.relevance?.because)).toEqual([
      expect.arrayContaining(['distribution center']),
    ]);
  });
});
