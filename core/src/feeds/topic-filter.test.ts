import { describe, expect, it } from 'vitest';
import { matchedTopics, matchesTopics } from './topic-filter';

const article = (title: string, description?: string | null, content?: string | null) => ({ title, description, content });

describe('matchesTopics', () => {
  it('matches whole words, case-insensitively', () => {
    expect(matchesTopics(article('AI rules the day'), ['AI'])).toBe(true);
    expect(matchesTopics(article('New ai model'), ['AI'])).toBe(true);
    expect(matchesTopics(article('She said it was fine'), ['AI'])).toBe(false);
    expect(matchesTopics(article('Maintain the rails'), ['ai'])).toBe(false);
    expect(matchesTopics(article('Is (AI) overrated?'), ['AI'])).toBe(true);
    expect(matchesTopics(article('AI.'), ['AI'])).toBe(true);
  });

  it('matches phrases as a whole, across whitespace and dashes', () => {
    expect(matchesTopics(article('Advances in machine learning'), ['machine learning'])).toBe(true);
    expect(matchesTopics(article('Machine\n  Learning at scale'), ['machine learning'])).toBe(true);
    expect(matchesTopics(article('A machine-learning primer'), ['machine learning'])).toBe(true);
    expect(matchesTopics(article('The machine is learning'), ['machine learning'])).toBe(false);
    expect(matchesTopics(article('machine learnings'), ['machine learning'])).toBe(false);
  });

  it('looks at description and content, with HTML stripped', () => {
    expect(matchesTopics(article('Weekly news', '<p>All about <b>Kubernetes</b></p>'), ['kubernetes'])).toBe(true);
    expect(matchesTopics(article('Weekly news', null, '<p>Deep dive: <i>supply</i> chain</p>'), ['supply chain'])).toBe(true);
    // Tag and attribute names are not text.
    expect(matchesTopics(article('Weekly news', '<a href="https://ai.example/">link</a>'), ['ai'])).toBe(false);
    expect(matchesTopics(article('Weekly news', 'Tom &amp; Jerry'), ['tom & jerry'])).toBe(true);
  });

  it('uses the text after the professional: prefix', () => {
    expect(matchesTopics(article('New rules on tax compliance'), ['professional:Tax Compliance'])).toBe(true);
    expect(matchesTopics(article('Professional services'), ['professional:audit'])).toBe(false);
  });

  it('is Unicode aware', () => {
    expect(matchesTopics(article('Über die Energiewende'), ['über'])).toBe(true);
    expect(matchesTopics(article('Müller erklärt'), ['Müll'])).toBe(false);
    expect(matchesTopics(article('Le café du coin'), ['CAFÉ'])).toBe(true);
    expect(matchesTopics(article('Cafe\u0301 culture'), ['café'])).toBe(true); // decomposed é
    expect(matchesTopics(article('Ceci est un cafés'), ['café'])).toBe(false);
    expect(matchesTopics(article('Новости ИИ сегодня'), ['ии'])).toBe(true);
    expect(matchesTopics(article('人工知能についてのニュース'), ['人工知能'])).toBe(true);
  });

  it('handles topics with regex characters', () => {
    expect(matchesTopics(article('Modern C++ tips'), ['C++'])).toBe(true);
    expect(matchesTopics(article('What is new in .NET 9'), ['.NET'])).toBe(true);
    expect(matchesTopics(article('Price (USD)'), ['(usd'])).toBe(true);
  });

  it('matches everything when there are no real topics', () => {
    expect(matchesTopics(article('Anything'), [])).toBe(true);
    expect(matchesTopics(article('Anything'), ['', '   ', 'professional:'])).toBe(true);
  });

  it('matches when any one topic matches', () => {
    expect(matchesTopics(article('Cloud costs'), ['AI', 'cloud'])).toBe(true);
    expect(matchesTopics(article('Cloud costs'), ['AI', 'blockchain'])).toBe(false);
  });
});

describe('matchedTopics', () => {
  it('returns the matching topics as given', () => {
    const a = article('AI and cloud', '<p>professional audit news</p>');
    expect(matchedTopics(a, ['AI', 'blockchain', 'professional:Audit', 'Cloud', ' '])).toEqual(['AI', 'professional:Audit', 'Cloud']);
  });

  it('returns nothing for an empty topic list', () => {
    expect(matchedTopics(article('AI'), [])).toEqual([]);
  });
});
