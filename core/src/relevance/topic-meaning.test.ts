import { beforeAll, describe, expect, it } from 'vitest';
import { becauseLine } from './because.text';
import { leftOutExplanation } from './left-out.text';
import { filterByRelevance } from './relevance-filter';
import { termsOf } from './topic-terms';
import { loadWordVectors, type WordVectors } from './word-vectors';

// The word vectors the package ships, read once for the file as a run reads them once per process.
let vectors: WordVectors;
beforeAll(async () => {
  vectors = await loadWordVectors();
});

const nearWords = (topics: string[]) =>
  termsOf(topics, vectors)
    .filter((t) => t.kind === 'meaning')
    .map((t) => t.label);

const geothermal = {
  id: 'geothermal',
  title: 'Geothermal startup drills its deepest well yet in Nevada',
  description: 'The company plans a 400 MW plant that reaches hot rock.',
};
const hydro = {
  id: 'hydro',
  title: 'Hydro dam approved in the Alps',
  description: 'The dam will supply electricity to a million homes.',
};
const bakery = { id: 'bakery', title: 'Local bakery wins a prize', description: 'The judges praised its sourdough.' };

describe('topics and their nearest words in meaning', () => {
  it("finds a broad topic's parts by meaning, weighted below the topic itself", () => {
    const near = nearWords(['renewable energy']);
    expect(near).toEqual(expect.arrayContaining(['geothermal', 'biomass', 'hydropower']));
    const terms = termsOf(['renewable energy'], vectors);
    const topic = terms.find((t) => t.label === 'renewable energy')!;
    for (const t of terms.filter((x) => x.kind === 'meaning')) expect(t.weight).toBeLessThan(topic.weight);
  });

  it('reads a related word in the sense of the synth: wind beside solar and batteries loses its weather words', () => {
    expect(nearWords(['wind'])).toEqual(expect.arrayContaining(['snow', 'thunderstorm']));
    const beside = nearWords(['solar', 'wind', 'batteries']);
    expect(beside).not.toContain('snow');
    expect(beside).not.toContain('thunderstorm');
  });

  it('leaves out the words the topics already look for and the words of another sense', () => {
    const near = nearWords(['wind']);
    // "storm" and "weather" show wind is meant as weather (topic-senses.json): they never count for it.
    expect(near).not.toContain('storm');
    expect(near).not.toContain('weather');
    expect(near).not.toContain('winds');
  });

  it('keeps an article about a part of the field that never names it, and says why in its own words', () => {
    const withMeaning = filterByRelevance([geothermal, bakery], ['renewable energy'], { vectors });
    expect(withMeaning.kept.map((a) => a.id)).toEqual(['geothermal']);
    const relevance = withMeaning.kept[0].relevance!;
    expect(relevance.because).toContain('renewable energy ≈ geothermal');
    expect(becauseLine(relevance)).toMatch(/^Because: renewable energy ≈ geothermal/);
    // The words alone find nothing of the field in it.
    expect(filterByRelevance([geothermal], ['renewable energy']).kept).toEqual([]);
  });

  it('says in a sentence which word came near a topic when too little else did', () => {
    const { leftOut } = filterByRelevance([hydro], ['clean energy'], { vectors });
    expect(leftOut).toHaveLength(1);
    const reason = leftOut[0].reason;
    expect(reason.kind).toBe('belowThreshold');
    expect(leftOutExplanation(reason, (iso) => iso)).toMatch(
      /; it mentions electricity \(near clean energy\), .*but too little else of your topics\.$/,
    );
  });

  it('changes nothing for a topic the vectors do not know, or for a synth without topics', () => {
    expect(nearWords(['Kubernetes'])).toEqual([]);
    expect(filterByRelevance([bakery], [], { vectors }).kept).toHaveLength(1);
  });
});
