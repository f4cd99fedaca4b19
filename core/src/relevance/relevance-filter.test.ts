import { describe, expect, it } from 'vitest';
import { filterByRelevance, RELEVANCE_THRESHOLD } from './relevance-filter';
import { scoreArticle } from './relevance-score';
import { termsOf } from './topic-terms';

const article = (id: string, title: string, description = '') => ({ id, title, description });
const keptIds = (articles: ReturnType<typeof article>[], topics: string[]) =>
  filterByRelevance(articles, topics).kept.map((a) => a.id);

describe('relevance filter', () => {
  it('matches words by their stem, so a plural or another form of the topic counts', () => {
    const articles = [
      article('plural', 'EU publishes new regulations for crypto exchanges', 'The rules apply from next year.'),
      article('ing', 'Shipping lines add capacity on the Pacific'),
      article('other', 'Local bakery wins a prize'),
    ];
    expect(keptIds(articles, ['regulation'])).toEqual(['plural']);
    expect(keptIds(articles, ['ship'])).toEqual(['ing']);
  });

  it("finds the catalogue lexicon's related terms: logistics keeps freight, warehouses and carriers", () => {
    const articles = [
      article('freight', 'Asia-Europe freight rates climb for a third week'),
      article('warehouse', 'Warehouse robot maker raises $80m'),
      article('carrier', 'Parcel carrier adds Sunday rounds'),
      article('bakery', 'Local bakery wins a prize', 'The judges praised its sourdough.'),
    ];
    expect(keptIds(articles, ['logistics'])).toEqual(['freight', 'warehouse', 'carrier']);
  });

  it("weighs related terms below the topic itself, and WordNet's below the catalogue's", () => {
    const terms = termsOf(['shipping']);
    const weight = (label: string) => terms.find((t) => t.label === label)?.weight;
    expect(weight('shipping')).toBe(1);
    expect(weight('freight')).toBeLessThan(1);
    // WordNet lists trucking ("hauling") among the kinds of shipping; the lexicon does not.
    expect(weight('hauling')).toBeLessThan(weight('freight')!);
  });

  it('counts a headline match more than the same match in the body', () => {
    const terms = termsOf(['logistics']);
    const inTitle = scoreArticle(terms, {
      title: 'Freight forwarders expect a calm winter',
      description: 'Carriers say so.',
    });
    const inBody = scoreArticle(terms, {
      title: 'A calm winter expected',
      description: 'Freight forwarders and carriers say so.',
    });
    expect(inTitle.score).toBeGreaterThan(inBody.score);
    // Two related terms in the body alone are not enough; with one of them in the headline they are.
    expect(inTitle.score).toBeGreaterThanOrEqual(RELEVANCE_THRESHOLD);
    expect(inBody.score).toBeLessThan(RELEVANCE_THRESHOLD);
  });

  it('keeps a lone topic word only in part: a second term of the synth confirms its sense', () => {
    const articles = [
      article('drama', 'TV hospital drama renewed for a fifth season'),
      article('margins', 'Hospital margins recover as patient volumes rise'),
    ];
    expect(keptIds(articles, ['hospital'])).toEqual(['margins']);
    // Words of trade news (prices, capacity) confirm a topic; alone they keep nothing.
    expect(keptIds([article('prices', 'Prices and capacity rise across the market')], ['hospital'])).toEqual([]);
  });

  it('keeps a name or coined word alone: WordNet knows no other sense of it', () => {
    const articles = [article('name', 'Maersk warns of delays'), article('word', 'Wind warning for the weekend')];
    expect(keptIds(articles, ['Maersk'])).toEqual(['name']);
    expect(keptIds(articles, ['wind'])).toEqual([]);
  });

  it('takes points away when the article uses the topic in another sense, as the catalogue knows it', () => {
    const articles = [
      article('cruise', 'Cruise ship passengers stranded in port', 'The vessel lost power.'),
      article('freight', 'Container ship queues grow at the port', 'The vessel waited a week.'),
    ];
    expect(keptIds(articles, ['shipping'])).toEqual(['freight']);
  });

  it('counts one word of the article once, for the strongest term found on it', () => {
    // "paying" is "payments" in another form and the catalogue's related "pay": one word, one piece of evidence.
    const fares = {
      title: 'Rail fares rise again in January',
      description: 'Commuters will be paying 4% more for season tickets as costs climb.',
    };
    const { score, because } = scoreArticle(termsOf(['payments']), fares);
    expect(because).toEqual(['payments']);
    expect(score).toBeLessThan(RELEVANCE_THRESHOLD);
  });

  it('lets more words of the trade outweigh a single word of another sense, never a phrase of one', () => {
    const articles = [
      article(
        'output',
        'Offshore wind farm output beats forecasts',
        'The array ran at half its capacity, the operator says.',
      ),
      article('weather', 'Wind and rain forecast for the weekend', 'Gusts will reach 60 mph on the coast.'),
    ];
    expect(keptIds(articles, ['wind'])).toEqual(['output']);
    const bills = article(
      'bills',
      'Energy bills to fall as the regulator cuts the price cap',
      'Suppliers must pass on lower costs.',
    );
    expect(keptIds([bills], ['energy', 'renewable energy'])).toEqual([]);
  });

  it('stores the score and the matched terms on each kept article, and says why the others were left out', () => {
    const { kept, leftOut } = filterByRelevance(
      [
        article(
          'a',
          'Rotterdam opens an all-electric container terminal',
          'The port says its cranes run on grid power.',
        ),
        article('b', 'Freight forwarders brace for a strike', ''),
        article('c', 'Shares in a bakery chain jump', 'Its delivery vans are new.'),
        article('e', 'Warehouse tour for visitors', ''),
        article('d', 'Film festival opens', 'Stars arrive.'),
      ],
      ['logistics'],
    );
    expect(kept.map((a) => a.id)).toEqual(['a']);
    expect(kept[0].relevance).toMatchObject({
      threshold: RELEVANCE_THRESHOLD,
      because: expect.arrayContaining(['container', 'port']),
    });
    expect(kept[0].matchedTopics).toEqual(['logistics']);
    expect(leftOut).toEqual([
      expect.objectContaining({
        id: 'b',
        reason: { kind: 'belowThreshold', score: 0.54, threshold: RELEVANCE_THRESHOLD, because: ['freight'] },
      }),
      expect.objectContaining({
        id: 'c',
        reason: { kind: 'belowThreshold', score: 0.27, threshold: RELEVANCE_THRESHOLD, because: ['delivery'] },
      }),
      expect.objectContaining({
        id: 'e',
        reason: { kind: 'belowThreshold', score: 0.54, threshold: RELEVANCE_THRESHOLD, because: ['warehouse'] },
      }),
      expect.objectContaining({ id: 'd', reason: { kind: 'noTopicMatched' } }),
    ]);
  });

  it('does not count a word used in the name of an animal, food or plant', () => {
    const articles = [
      article('shark', 'Nurse sharks spotted off the coast'),
      article('staff', 'Nurse staffing shortages close wards'),
    ];
    expect(keptIds(articles, ['nurse'])).toEqual(['staff']);
  });

  it('counts each specific word of a phrase topic a little on its own', () => {
    const { kept, leftOut } = filterByRelevance(
      [
        article('a', 'Panel backs approval of obesity drug', ''),
        article('b', 'Panel backs approval of obesity pill', ''),
      ],
      ['drug approval'],
    );
    expect(kept.map((a) => a.relevance?.because)).toEqual([['drug', 'approval']]);
    expect(leftOut.map((l) => l.id)).toEqual(['b']);
  });

  it("finds a field's other parts in the catalogue, in their own words and senses", () => {
    const { kept, leftOut } = filterByRelevance(
      [
        article(
          'a',
          'Recruiters struggle to fill engineering roles',
          'Employers are hiring fewer graduates as openings shrink.',
        ),
        article('b', 'Church choir recruits new singers', 'The choir is looking for tenors.'),
      ],
      ['talent acquisition'],
    );
    expect(kept.map((a) => [a.id, a.relevance?.because])).toEqual([['a', ['recruiting', 'hiring', 'employer']]]);
    // A part keeps its words of another sense: a choir's recruits are not the field's.
    expect(leftOut.map((l) => l.id)).toEqual(['b']);
    // A category's name ("Healthcare") is a field too: its specializations are its parts.
    const wards = article('wards', 'Hospital margins recover as patient volumes rise', 'Fewer beds stood empty.');
    expect(filterByRelevance([wards], ['healthcare']).kept[0]?.relevance?.because).toContain('hospital');
    const own = termsOf(['talent acquisition']);
    const topic = own.find((t) => t.label === 'talent acquisition')!;
    const part = own.find((t) => t.label === 'hiring')!;
    expect(part.weight).toBeLessThan(topic.weight);
  });

  it('keeps everything when the synth has no topics', () => {
    expect(keptIds([article('a', 'Anything at all')], [])).toEqual(['a']);
  });

  it('lets a later opinion (the feedback model) move the score across the threshold', () => {
    const { kept } = filterByRelevance([article('a', 'Film festival opens')], ['logistics'], {
      adjust: (_a, score, threshold) => ({ score: score + threshold, likedTitles: ['Cinema logistics explained'] }),
    });
    expect(kept[0].relevance).toEqual({
      score: RELEVANCE_THRESHOLD,
      threshold: RELEVANCE_THRESHOLD,
      because: [],
      likedTitles: ['Cinema logistics explained'],
    });
  });

  it('still matches topics with symbols or in scripts without spaces as written', () => {
    const articles = [
      article('cpp', 'Modern C++ tips'),
      article('ja', '人工知能についてのニュース'),
      article('c', 'The letter C'),
    ];
    expect(keptIds(articles, ['C++', '人工知能'])).toEqual(['cpp', 'ja']);
  });
});
