import { describe, expect, it } from 'vitest';
import { selectStories } from './select-stories';
import type { SentStoryMemory } from './sent-story.repository';
import { cosine, fingerprintOf, storyVectors, type StoryText } from './story-fingerprint';
import { storyMarkers } from './story-markers';
import { topicStems } from './topic-stems';

const FINTECH = topicStems(['fintech', 'regulation', 'payments']);
const sent: StoryText = {
  title: 'Fintech regulation tightens in the EU',
  description:
    'New payments regulation from Brussels will require fintech firms to hold more capital and report fraud within 24 hours.',
};
const different: StoryText = {
  title: 'Payments regulator fines fintech lender',
  description:
    'The payments regulator fined a fintech lender for failing to check the income of borrowers before approving loans.',
};
const memoryOf = (a: StoryText, ignore = FINTECH): SentStoryMemory => ({
  canonicalUrl: null,
  fingerprint: fingerprintOf(a, { ignore }),
});
const article = (id: string, a: StoryText) => ({ ...a, id, canonicalUrl: `https://news.example/${id}` });
const similarity = (a: StoryText, b: StoryText, ignore = FINTECH, markerWeight?: number) => {
  const [va, vb] = storyVectors([
    fingerprintOf(a, { ignore, markerWeight }),
    fingerprintOf(b, { ignore, markerWeight }),
  ]);
  return cosine(va, vb);
};

describe('story fingerprint', () => {
  it('leaves the synth topic words and their other forms out of the shingles', () => {
    const text = { title: 'Regulators regulate fintechs', description: '' };
    expect(fingerprintOf(text, { ignore: FINTECH, markerWeight: 0 })).toEqual([]);
    expect(fingerprintOf(text, { markerWeight: 0 }).length).toBeGreaterThan(0);
  });

  it('scores two stories that share only the topic words as far apart once the topic is ignored', () => {
    expect(similarity(sent, different, new Set())).toBeGreaterThan(similarity(sent, different));
    expect(similarity(sent, different)).toBeLessThan(0.1);
  });

  it('sends "Payments regulator fines fintech lender" after "Fintech regulation tightens in the EU" was sent', () => {
    const sel = selectStories([article('new', different)], [memoryOf(sent)], { ignore: FINTECH });
    expect(sel.stories.map((s) => s.lead.id)).toEqual(['new']);
    expect(sel.heldBack).toEqual([]);
  });

  it('still holds back the same story retold by another outlet, and names what it matched', () => {
    const retold = article('retold', {
      title: 'EU tightens rules for fintech firms',
      description:
        'Brussels will make fintech companies hold more capital and report fraud within 24 hours under new payments rules.',
    });
    const memory = { ...memoryOf(sent), title: sent.title, articleId: 'a-sent' };
    const sel = selectStories([retold], [memory], { ignore: FINTECH });
    expect(sel.stories).toEqual([]);
    expect(sel.heldBack.map((h) => h.sent.title)).toEqual([sent.title]);
  });

  it('weighs names, figures and dates more than other words', () => {
    const a = { title: 'Lender raises new funds', description: 'Klarna raised $800 million in March 2026, it said.' };
    const b = {
      title: 'Funding round for lender',
      description: 'Klarna has raised $800m, the company confirmed in March 2026.',
    };
    expect(similarity(a, b, new Set())).toBeGreaterThan(similarity(a, b, new Set(), 0));
  });
});

describe('story markers', () => {
  it('reads names, money, percentages and dates as the same marker however an outlet writes them', () => {
    expect(storyMarkers('The Bank of England raised rates to 4.5% on 14 March.')).toEqual(
      expect.arrayContaining(['name:bank of england', 'pct:4.5', 'date:03-14']),
    );
    expect(storyMarkers('Acme pays $2 billion')).toContain('money:usd:2000000000');
    expect(storyMarkers('Acme pays $2bn')).toContain('money:usd:2000000000');
    expect(storyMarkers('by January 2027')).toContain('date:2027-01');
  });

  it('does not take the capital of a sentence start or a Title Case headline for a name', () => {
    expect(storyMarkers('Regulators act. Banks respond.')).toEqual([]);
    expect(storyMarkers('Fintech Regulation Tightens Across Europe', { titleCase: true })).toEqual([]);
  });
});
