import { describe, expect, it } from 'vitest';
import { matchedTopics, matchesTopics } from './topic-filter';

const article = (title: string, description?: string | null, content?: string | null) => ({
  title,
  description,
  content,
});

describe('matchesTopics', () => {
  it.each<[title: string, topics: string[], matches: boolean]>([
    // Matches whole words, case-insensitively.
    ['AI rules the day', ['AI'], true],
    ['New ai model', ['AI'], true],
    ['She said it was fine', ['AI'], false],
    ['Maintain the rails', ['ai'], false],
    ['Is (AI) overrated?', ['AI'], true],
    ['AI.', ['AI'], true],
    // Matches phrases as a whole, across whitespace and dashes.
    ['Advances in machine learning', ['machine learning'], true],
    ['Machine\n  Learning at scale', ['machine learning'], true],
    ['A machine-learning primer', ['machine learning'], true],
    ['The machine is learning', ['machine learning'], false],
    ['machine learnings', ['machine learning'], false],
    // Uses the text after the professional: prefix.
    ['New rules on tax compliance', ['professional:Tax Compliance'], true],
    ['Professional services', ['professional:audit'], false],
    // Is Unicode aware.
    ['Über die Energiewende', ['über'], true],
    ['Müller erklärt', ['Müll'], false],
    ['Le café du coin', ['CAFÉ'], true],
    ['Cafe\u0301 culture', ['café'], true], // decomposed é
    ['Ceci est un cafés', ['café'], false],
    ['Новости ИИ сегодня', ['ии'], true],
    ['人工知能についてのニュース', ['人工知能'], true],
    // Handles topics with regex characters.
    ['Modern C++ tips', ['C++'], true],
    ['What is new in .NET 9', ['.NET'], true],
    ['Price (USD)', ['(usd'], true],
    // Matches everything when there are no real topics.
    ['Anything', [], true],
    ['Anything', ['', '   ', 'professional:'], true],
    // Matches when any one topic matches.
    ['Cloud costs', ['AI', 'cloud'], true],
    ['Cloud costs', ['AI', 'blockchain'], false],
  ])('title %j with topics %j matches: %s', (title, topics, matches) => {
    expect(matchesTopics(article(title), topics)).toBe(matches);
  });

  it('looks at description and content, with HTML stripped', () => {
    expect(matchesTopics(article('Weekly news', '<p>All about <b>Kubernetes</b></p>'), ['kubernetes'])).toBe(true);
    expect(matchesTopics(article('Weekly news', null, '<p>Deep dive: <i>supply</i> chain</p>'), ['supply chain'])).toBe(
      true,
    );
    // Tag and attribute names are not text.
    expect(matchesTopics(article('Weekly news', '<a href="https://ai.example/">link</a>'), ['ai'])).toBe(false);
    expect(matchesTopics(article('Weekly news', 'Tom &amp; Jerry'), ['tom & jerry'])).toBe(true);
  });
});

describe('matchedTopics', () => {
  it('returns the matching topics as given', () => {
    const a = article('AI and cloud', '<p>professional audit news</p>');
    expect(matchedTopics(a, ['AI', 'blockchain', 'professional:Audit', 'Cloud', ' '])).toEqual([
      'AI',
      'professional:Audit',
      'Cloud',
    ]);
  });

  it('returns nothing for an empty topic list', () => {
    expect(matchedTopics(article('AI'), [])).toEqual([]);
  });
});
