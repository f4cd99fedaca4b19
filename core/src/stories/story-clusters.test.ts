import { describe, expect, it } from 'vitest';
import { CALIBRATION_SYNTHS, HOLDOUT_SYNTHS, articlesOf } from '../../../test-support/story-pairs/story-pairs';
import { clusterStories, pairsAtLeast } from './story-clusters';
import { STORY_FIXTURES } from './story-fixtures.test-data';
import { cosine, fingerprintOf, storyVectors } from './story-fingerprint';

const idsOf = (stories: ReturnType<typeof clusterStories>) =>
  stories.map((s) => s.members.map((m) => m.article.id).sort());

describe('clusterStories', () => {
  it('makes one story of each event told by several outlets and keeps unrelated stories on the same topic apart', () => {
    expect(idsOf(clusterStories(STORY_FIXTURES))).toEqual([['a1', 'a2', 'a3'], ['b1', 'b2'], ['c1'], ['d1'], ['e1']]);
  });

  it('summarises the fullest source and links the others, newest first', () => {
    const [ecb] = clusterStories(STORY_FIXTURES);
    expect(ecb.lead.id).toBe('a2');
    expect(ecb.others.map((a) => a.id)).toEqual(['a1', 'a3']);
  });

  it('joins articles with the same address even when their texts differ', () => {
    const [c1, d1] = STORY_FIXTURES.filter((a) => a.story === 'uk-fraud' || a.story === 'stablecoin');
    const stories = clusterStories([c1, { ...d1, canonicalUrl: c1.canonicalUrl }]);
    expect(stories).toHaveLength(1);
  });

  it('keeps one article a story of its own', () => {
    const stories = clusterStories([STORY_FIXTURES[0]]);
    expect(stories).toHaveLength(1);
    expect(stories[0].others).toEqual([]);
  });
});

describe('pairsAtLeast', () => {
  it('finds exactly the pairs that comparing every article with every other finds, on every labelled synth', () => {
    for (const synth of [...CALIBRATION_SYNTHS, ...HOLDOUT_SYNTHS]) {
      const vectors = storyVectors(articlesOf(synth).map((a) => fingerprintOf(a)));
      for (const threshold of [0.05, 0.2, 0.5]) {
        const everyPair: [number, number][] = [];
        for (let i = 0; i < vectors.length; i++)
          for (let j = i + 1; j < vectors.length; j++)
            if (cosine(vectors[i], vectors[j]) >= threshold) everyPair.push([i, j]);
        expect(pairsAtLeast(vectors, threshold), `${synth.name} at ${threshold}`).toEqual(everyPair);
      }
    }
  });
});
