import { describe, expect, it } from 'vitest';
import { filterByRelevance, RELEVANCE_THRESHOLD } from './relevance-filter';
import { scoreArticle } from './relevance-score';
import { termsOf } from './topic-terms';

const article = (id: string, title: string, description = '') => ({ id, title, description });
const keptIds = (articles: ReturnType<typeof article>[], topics: string[]) => filterByRelevance(articles, topics).kept.map((a) => a.id);

describe('relevance filter', () => {
  it('matches words by their stem, so a plural or another form of the topic counts', () => {
    const articles = [
      article('plural', 'EU publishes new regulations for crypto exchanges'),
      article('ing', 'Shipping lines add capacity on the Pacific'),
      article('other', 'Local bakery wins a prize'),
    ];
    expect(keptIds(articles, ['regulation'])).toEqual(['plural']);
    expect(keptIds(articles, ['ship'])).toEqual(['ing']);
  });

  it('finds the catalogue lexicon\'s related terms: logistics keeps freight, warehouses and carriers', () => {
    const articles = [
      article('freight', 'Asia-Europe freight rates climb for a third week'),
      article('warehouse', 'Warehouse robot maker raises $80m'),
      article('carrier', 'Parcel carrier adds Sunday rounds'),
      article('bakery', 'Local bakery wins a prize', 'The judges praised its sourdough.'),
    ];
    expect(keptIds(articles, ['logistics'])).toEqual(['freight', 'warehouse', 'carrier']);
  });

  it('weighs related terms below the topic itself, and WordNet\'s below the catalogue\'s', () => {
    const terms = termsOf(['shipping']);
    const weight = (label: string) => terms.find((t) => t.label === label)?.weight;
    expect(weight('shipping')).toBe(1);
    expect(weight('freight')).toBeLessThan(1);
    // WordNet lists trucking ("hauling") among the kinds of shipping; the lexicon does not.
    expect(weight('hauling')).toBeLessThan(weight('freight')!);
  });

  it('counts a headline match more than the same match in the body', () => {
    const terms = termsOf(['logistics']);
    const inTitle = scoreArticle(terms, { title: 'Freight market cools', description: 'Prices eased.' });
    const inBody = scoreArticle(terms, { title: 'Market cools', description: 'Freight prices eased.' });
    expect(inTitle.score).toBeGreaterThan(inBody.score);
    // One related term in the body alone is not enough; in the headline it is.
    expect(inTitle.score).toBeGreaterThanOrEqual(RELEVANCE_THRESHOLD);
    expect(inBody.score).toBeLessThan(RELEVANCE_THRESHOLD);
  });

  it('stores the score and the matched terms on each kept article, and says why the others were left out', () => {
    const { kept, leftOut } = filterByRelevance([
      article('a', 'Rotterdam opens an all-electric container terminal', 'The port says its cranes run on grid power.'),
      article('b', 'Freight forwarders brace for a strike', ''),
      article('c', 'Shares in a bakery chain jump', 'Its delivery vans are new.'),
      article('d', 'Film festival opens', 'Stars arrive.'),
    ], ['logistics']);
    expect(kept.map((a) => a.id)).toEqual(['a', 'b']);
    expect(kept[0].relevance).toMatchObject({ threshold: RELEVANCE_THRESHOLD, because: expect.arrayContaining(['container', 'port']) });
    expect(kept[0].matchedTopics).toEqual(['logistics']);
    expect(leftOut).toEqual([
      expect.objectContaining({ id: 'c', reason: { kind: 'belowThreshold', score: 0.6, threshold: RELEVANCE_THRESHOLD, because: ['delivery'] } }),
      expect.objectContaining({ id: 'd', reason: { kind: 'noTopicMatched' } }),
    ]);
  });

  it('does not count a word used in the name of an animal, food or plant', () => {
    const articles = [article('shark', 'Nurse sharks spotted off the coast'), article('staff', 'Nurse staffing shortages close wards')];
    expect(keptIds(articles, ['nurse'])).toEqual(['staff']);
  });

  it('counts each specific word of a phrase topic a little on its own', () => {
    const { kept, leftOut } = filterByRelevance([article('a', 'FDA panel backs approval of obesity pill', '')], ['drug approval']);
    expect(kept.map((a) => a.relevance?.because)).toEqual([['approval']]);
    expect(leftOut).toEqual([]);
  });

  it('keeps everything when the synth has no topics', () => {
    expect(keptIds([article('a', 'Anything at all')], [])).toEqual(['a']);
  });

  it('lets a later opinion (the feedback model) move the score across the threshold', () => {
    const { kept } = filterByRelevance([article('a', 'Film festival opens')], ['logistics'], {
      adjust: (_a, score, threshold) => ({ score: score + threshold, likedTitles: ['Cinema logistics explained'] }),
    });
    expect(kept[0].relevance).toEqual({ score: 1, threshold: 1, because: [], likedTitles: ['Cinema logistics explained'] });
  });

  it('still matches topics with symbols or in scripts without spaces as written', () => {
    const articles = [article('cpp', 'Modern C++ tips'), article('ja', '人工知能についてのニュース'), article('c', 'The letter C')];
    expect(keptIds(articles, ['C++', '人工知能'])).toEqual(['cpp', 'ja']);
  });
});
