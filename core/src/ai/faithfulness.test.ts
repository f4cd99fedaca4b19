import { describe, expect, it } from 'vitest';
import { figuresIn, namesIn, unsupportedFacts } from './faithfulness';

const ARTICLE = `Dock workers at the Port of Rotterdam voted on Thursday to end a strike that had stopped traffic for nine days.
The stoppage left more than 140 ships waiting and cost the port about $5 million a day, or 20,000,000 euros over the week.
Niek Stam, who led the negotiations for the FNV union, said 82 per cent voted in favour. The deal runs until 2028 and raises pay by 7.5%.`;

describe('the faithfulness gate', () => {
  it('passes a summary whose figures and names are all in the article, however the figures are written', () => {
    const summary =
      'Rotterdam dock workers ended their strike on Thursday. It left 140 ships waiting and cost $5m a day (20 million euros in a week). Union leader Niek Stam of the FNV said the deal, which runs to 2028, raises pay by 7.5%.';
    expect(unsupportedFacts(summary, ARTICLE)).toEqual([]);
  });

  it('catches an invented figure, amount, percentage or date', () => {
    expect(unsupportedFacts('The strike cost $7m a day.', ARTICLE)).toEqual([{ kind: 'figure', text: '$7m' }]);
    expect(unsupportedFacts('About 150 ships waited.', ARTICLE)).toEqual([{ kind: 'figure', text: '150' }]);
    expect(unsupportedFacts('Pay rises by 8.5%.', ARTICLE)).toEqual([{ kind: 'figure', text: '8.5%' }]);
    expect(unsupportedFacts('The deal runs until 2029.', ARTICLE)).toEqual([{ kind: 'figure', text: '2029' }]);
    // "82 per cent" in the article is the summary's 82%.
    expect(unsupportedFacts('Workers voted 82% in favour.', ARTICLE)).toEqual([]);
  });

  it('catches an invented proper name inside a sentence, but not a capital opening a sentence', () => {
    expect(unsupportedFacts('The deal was brokered by Mark Rutte in Rotterdam.', ARTICLE)).toEqual([
      { kind: 'name', text: 'Mark' },
      { kind: 'name', text: 'Rutte' },
    ]);
    expect(unsupportedFacts('Workers ended the strike. However, ships waited.', ARTICLE)).toEqual([]);
    expect(unsupportedFacts('Analysts in Antwerp expect more strikes.', ARTICLE)).toEqual([
      { kind: 'name', text: 'Antwerp' },
    ]);
  });

  it('reads numbers the article spells out, and short names of months and days', () => {
    const article = 'The strike lasted nine days and ended on Thursday, 20 November, after twenty-one meetings.';
    expect(unsupportedFacts('After 9 days and 21 meetings the strike ended on Thu. 20 Nov.', article)).toEqual([]);
    expect(unsupportedFacts('After 10 days the strike ended on Fri.', article)).toEqual([
      { kind: 'figure', text: '10' },
      { kind: 'name', text: 'Fri' },
    ]);
  });

  it('reads thousands separators and scale words as the same amount', () => {
    const keys = (t: string) => figuresIn(t).map((f) => f.key);
    expect(keys('$5m')).toEqual(keys('$5 million'));
    expect(keys('5,000,000')).toEqual(keys('5 million'));
    expect(keys('1,250')).toEqual(keys('1250'));
    expect(keys('12%')).toEqual(keys('12 per cent'));
    expect(keys('12%')).not.toEqual(keys('12'));
  });

  it('treats words opening a sentence, a line, a quote or a list item as no names', () => {
    expect(
      namesIn('Shipping lines said so.\n- Terminal operators agreed.\n"Workers want certainty," he said. I agree.'),
    ).toEqual([]);
    expect(namesIn("The port's owner, Havenbedrijf, said Stam's members voted.")).toEqual(['Havenbedrijf', 'Stam']);
  });
});
