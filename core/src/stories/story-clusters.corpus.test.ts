// Story clustering measured on the project's labelled corpus: every pair of articles is labelled
// "same story" or not by the corpus's story ids, and the clustering is scored on those pairs.
// Prints precision and recall at the chosen threshold, around it, and for plain shingle Jaccard.
import { describe, expect, it } from 'vitest';
import {
  CORPUS_ARTICLES,
  corpusSource,
  labelledPairs,
  THREE_SOURCE_STORY,
  type CorpusArticle,
} from '../../../test-support/corpus';
import { composeDigest } from '../email/digest-composer';
import { canonicalUrl } from '../feeds/canonical-url';
import { clusterStories, SAME_STORY_THRESHOLD, type StoryCandidate } from './story-clusters';
import { STORY_FIXTURES } from './story-fixtures.test-data';
import { cosine, fingerprintOf, jaccard, storyVectors } from './story-fingerprint';

// As a run reads them: the corpus feeds carry the full text, and links are stored canonical.
const articles = CORPUS_ARTICLES.map((a) => ({ ...a, canonicalUrl: canonicalUrl(a.url) }));
const sourceName = (a: CorpusArticle) => corpusSource(a.source).name;

interface Score {
  precision: number;
  recall: number;
  truePairs: number;
  samePairs: number;
  predictedPairs: number;
}

type Labelled = { id: string; story: string };

/** Precision and recall over every labelled pair of articles: predicted "same" when the two share a group. */
function score(groupOf: (a: Labelled) => number, set: Labelled[] = articles): Score {
  let tp = 0,
    fp = 0,
    fn = 0;
  for (const { a, b, sameStory } of labelledPairs(set as CorpusArticle[])) {
    const predicted = groupOf(a) === groupOf(b);
    if (sameStory && predicted) tp++;
    else if (predicted) fp++;
    else if (sameStory) fn++;
  }
  return {
    precision: tp + fp ? tp / (tp + fp) : 1,
    recall: tp + fn ? tp / (tp + fn) : 1,
    truePairs: tp,
    samePairs: tp + fn,
    predictedPairs: tp + fp,
  };
}

function clusteringScore(threshold: number, set: (Labelled & StoryCandidate)[] = articles): Score {
  const group = new Map<string, number>();
  clusterStories(set, { threshold }).forEach((s, i) => s.members.forEach((m) => group.set(m.article.id, i)));
  return score((a) => group.get(a.id)!, set);
}

/** The same single-linkage grouping with plain shingle Jaccard instead of TF-IDF cosine. */
function jaccardScore(threshold: number): Score {
  const fps = articles.map((a) => fingerprintOf(a));
  const parent = articles.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i])));
  for (let i = 0; i < articles.length; i++)
    for (let j = i + 1; j < articles.length; j++) if (jaccard(fps[i], fps[j]) >= threshold) parent[root(j)] = root(i);
  return score((a) => root(articles.findIndex((x) => x.id === a.id)));
}

const f = (x: number) => x.toFixed(2);

/**
 * The range a threshold can take on this corpus: above the closest pair of different stories, and
 * at most the weakest link single linkage needs to join each story's articles.
 */
function thresholdWindow(): { highestDifferent: number; weakestNeededLink: number } {
  const vectors = storyVectors(articles.map((a) => fingerprintOf(a)));
  let highestDifferent = 0;
  for (let i = 0; i < articles.length; i++) {
    for (let j = i + 1; j < articles.length; j++)
      if (articles[i].story !== articles[j].story)
        highestDifferent = Math.max(highestDifferent, cosine(vectors[i], vectors[j]));
  }
  let weakestNeededLink = 1;
  for (const story of new Set(articles.map((a) => a.story))) {
    const members = articles.flatMap((a, i) => (a.story === story ? [i] : []));
    // Grow a maximum spanning tree: its weakest edge is the lowest threshold that joins them all.
    const joined = new Set(members.slice(0, 1));
    while (joined.size < members.length) {
      let best = { sim: -1, index: -1 };
      for (const i of joined)
        for (const j of members)
          if (!joined.has(j) && cosine(vectors[i], vectors[j]) > best.sim)
            best = { sim: cosine(vectors[i], vectors[j]), index: j };
      joined.add(best.index);
      weakestNeededLink = Math.min(weakestNeededLink, best.sim);
    }
  }
  return { highestDifferent, weakestNeededLink };
}

describe('story clustering on the labelled corpus', () => {
  it('prints precision and recall on labelled pairs, and both reach 0.9 at the chosen threshold', () => {
    const chosen = clusteringScore(SAME_STORY_THRESHOLD);
    const fixtures = clusteringScore(SAME_STORY_THRESHOLD, STORY_FIXTURES);
    const lines = [
      `story clustering: ${articles.length} articles, ${(articles.length * (articles.length - 1)) / 2} labelled pairs, ${chosen.samePairs} of them the same story`,
      `TF-IDF cosine >= ${SAME_STORY_THRESHOLD} (chosen): precision ${f(chosen.precision)}, recall ${f(chosen.recall)} (${chosen.truePairs} of ${chosen.predictedPairs} predicted pairs right)`,
      `  usable range on this corpus: above ${thresholdWindow().highestDifferent.toFixed(3)} (closest different stories), up to ${thresholdWindow().weakestNeededLink.toFixed(3)} (weakest link a story needs)`,
      `  cosine sweep:  ${[0.1, 0.15, 0.2, 0.25, 0.3]
        .map((t) => {
          const s = clusteringScore(t);
          return `${t}: P ${f(s.precision)} R ${f(s.recall)}`;
        })
        .join(' | ')}`,
      `  unit fixtures (${STORY_FIXTURES.length} articles, 2 stories told by several outlets, one close call): precision ${f(fixtures.precision)}, recall ${f(fixtures.recall)}`,
      `  Jaccard sweep: ${[0.03, 0.05, 0.1, 0.2, 0.3]
        .map((t) => {
          const s = jaccardScore(t);
          return `${t}: P ${f(s.precision)} R ${f(s.recall)}`;
        })
        .join(' | ')}`,
    ];
    console.log(lines.join('\n'));
    expect(chosen.precision).toBeGreaterThanOrEqual(0.9);
    expect(chosen.recall).toBeGreaterThanOrEqual(0.9);
  });

  it('the story three sources tell is one item with three links; stories told once stay single items', () => {
    const stories = clusterStories(articles);
    const byStory = (id: string) => stories.filter((s) => s.members.some((m) => m.article.story === id));
    const [riverton] = byStory(THREE_SOURCE_STORY);
    expect(byStory(THREE_SOURCE_STORY)).toHaveLength(1);
    expect([riverton.lead, ...riverton.others].map((a) => a.source).sort()).toEqual([
      'civic',
      'greenfield',
      'northwind',
    ]);
    expect(stories).toHaveLength(new Set(articles.map((a) => a.story)).size);
  });

  it('the digest lists the story once, with "Also covered by" naming and linking the other sources', () => {
    const stories = clusterStories(articles);
    const riverton = stories.find((s) => s.lead.story === THREE_SOURCE_STORY)!;
    const { html, text } = composeDigest({
      synthName: 'Energy desk',
      runDate: new Date('2026-11-23T09:00:00Z'),
      timezone: 'UTC',
      posts: [],
      examples: [],
      nothingNew: false,
      appUrl: 'https://app.synth.example',
      unsubscribeUrl: 'https://app.synth.example/api/unsubscribe?token=t',
      articles: [
        {
          title: riverton.lead.title,
          link: riverton.lead.url,
          source: sourceName(riverton.lead),
          summary: 'Summary.',
          alsoCoveredBy: riverton.others.map((o) => ({ source: sourceName(o), link: o.url })),
        },
      ],
    });
    console.log(text.split('\n').slice(0, 12).join('\n'));
    const others = riverton.others.map(sourceName);
    expect(text).toContain(
      `Also covered by:\n- ${others[0]} <${riverton.others[0].url}>\n- ${others[1]} <${riverton.others[1].url}>`,
    );
    expect(html).toMatch(
      new RegExp(`Also covered by <a href="[^"]+"[^>]*>${others[0]}</a> and <a href="[^"]+"[^>]*>${others[1]}</a></p>`),
    );
  });
});
