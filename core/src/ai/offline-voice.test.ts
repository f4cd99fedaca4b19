import { describe, expect, it } from 'vitest';
import { CORPUS_ARTICLES, corpusSource } from '../../../test-support/corpus';
import { learningHalf, VOICE_PERSONAS } from '../../../test-support/voice-corpus';
import { checkPost } from '../content/post-quality';
import { templateLibrary } from '../content/template-library';
import { voiceGuideFor } from '../voice/voice-guide';
import { measureStyle, sentencesOfLine } from '../voice/voice-measure';
import { learnVoice, type VoiceProfileData } from '../voice/voice-profile';
import type { PostRequest } from './ai.types';
import { extractiveSummary } from './extractive-summary';
import { postDetailsOf } from './post-details';
import { OfflineAiProvider } from './offline-provider';

const ai = new OfflineAiProvider({ library: templateLibrary });
const STORIES = ['central-bank-rates', 'retail-sales', 'logistics-merger'];

function request(over: Partial<PostRequest> = {}): PostRequest {
  const summaries = STORIES.map((story) => {
    const a = CORPUS_ARTICLES.find((x) => x.story === story)!;
    const source = corpusSource(a.source).name;
    const summaryRequest = {
      article: { title: a.title, link: a.url, text: a.content, publishedAt: null, source },
      length: 'medium' as const,
      style: 'informative' as const,
      customPrompt: null,
    };
    const summary = extractiveSummary(summaryRequest);
    // A run hands the post writer the article's further sentences with each summary.
    return { title: a.title, link: a.url, summary, source, details: postDetailsOf(summaryRequest, summary) };
  });
  const informative = templateLibrary.byContentType.linkedin[0];
  return {
    summaries,
    contentType: 'linkedin',
    templateId: informative.id,
    templateText: informative.text,
    customPrompt: null,
    includeHashtags: true,
    autoSelectTemplate: false,
    topics: ['finance'],
    examples: [],
    ...over,
  };
}

const voiceOf = (id: string): VoiceProfileData => learnVoice(learningHalf(VOICE_PERSONAS.find((p) => p.id === id)!));

async function postIn(
  id: string,
  over: Partial<PostRequest> = {},
): Promise<{ text: string; profile: VoiceProfileData }> {
  const profile = voiceOf(id);
  const req = request(over);
  req.voice = voiceGuideFor({ profile, samples: [] }, '');
  return { text: (await ai.writePost(req)).value.text, profile };
}

const passes = (text: string, includeHashtags = true) =>
  expect(
    checkPost({ contentType: 'linkedin', text, includeHashtags, sources: request().summaries.map((s) => s.summary) }),
  ).toEqual([]);

describe('the offline writer in a person’s voice', () => {
  it('writes a terse post inside the band, opening with a statement and one hashtag alone at the end', async () => {
    const { text, profile } = await postIn('freight-cfo');
    const m = measureStyle(text);
    expect(m.words).toBeGreaterThanOrEqual(profile.words.low);
    expect(m.words).toBeLessThanOrEqual(profile.words.high);
    expect(m).toMatchObject({ questionHook: false, emoji: [], hashtags: ['#finance'], hashtagsAtEnd: true });
    passes(text);
  });

  it('opens with a question and ends with two hashtags for the near-miss', async () => {
    const { text } = await postIn('grocery-buyer');
    const m = measureStyle(text);
    expect(m.questionHook).toBe(true);
    expect(m.hashtags).toEqual(['#procurement', '#supplychain']);
    expect(m.hashtagsAtEnd).toBe(true);
    passes(text);
  });

  it("lists the points under the person's own marker, with their emoji and three hashtags", async () => {
    const { text, profile } = await postIn('saas-growth-marketer');
    const m = measureStyle(text);
    expect(m.listMarker).toBe(profile.listMarker);
    expect(m.emoji.length).toBeGreaterThanOrEqual(2);
    expect(m.hashtags).toEqual(['#growth', '#marketing', '#saas']);
    passes(text);
  });

  it('puts one idea per line with blank lines and the hashtags inside sentences', async () => {
    const { text, profile } = await postIn('data-engineer');
    const m = measureStyle(text);
    expect(m.lineStyle).toBe('one-per-line');
    expect(m.blankLineShare).toBe(1);
    expect(m.hashtags).toHaveLength(profile.hashtags.perPost);
    expect(m.hashtagsAtEnd).toBe(false);
    passes(text);
  });

  it('writes a long first-person post for the storyteller, one idea per line without blank lines for the planner', async () => {
    const nurse = await postIn('nursing-director');
    const long = measureStyle(nurse.text);
    expect(long.words).toBeGreaterThanOrEqual(nurse.profile.words.low);
    expect(long.firstPerson).toBeGreaterThan(0);
    expect(long.hashtags).toEqual([]);
    const planner = measureStyle((await postIn('transport-planner')).text);
    expect(planner).toMatchObject({ lineStyle: 'one-per-line', blankLineShare: 0, hashtags: [] });
  });

  it('never adds a hashtag when the synth has hashtags off, whatever the voice', async () => {
    const { text } = await postIn('saas-growth-marketer', { includeHashtags: false });
    expect(measureStyle(text).hashtags).toEqual([]);
    passes(text, false);
  });

  it("keeps every real-world example's link, before the hashtag line", async () => {
    const url = 'https://example.org/case/rates';
    const { text } = await postIn('freight-cfo', { examples: [{ title: 'A lender’s case', url, snippet: 'x' }] });
    expect(text).toContain(url);
    expect(text.trim().split('\n').at(-1)).toBe('#finance');
  });

  it('takes every sentence from the stories (their summaries and articles), or says something that claims nothing', async () => {
    const req = request();
    const sources = req.summaries.map((s) => `${s.title}. ${s.summary} ${(s.details ?? []).join(' ')}`).join(' ');
    for (const persona of VOICE_PERSONAS) {
      const { text } = await postIn(persona.id);
      const sentences = text
        .split('\n')
        .filter((l) => l.trim() && !/https?:\/\//.test(l))
        .map((l) => l.replace(/^\S*\p{Extended_Pictographic}\S*\s|^[-•]\s|^\d+\.\s/u, '').replace(/#\w+/g, ''))
        .flatMap(sentencesOfLine)
        .map((s) =>
          s
            .replace(/\p{Extended_Pictographic}\uFE0F?/gu, '')
            .replace(/^Also in the news: /, '')
            .trim(),
        );
      for (const s of sentences) {
        const fixed = /\?$/.test(s) || /\b(?:I|my|me)\b/.test(s);
        expect(fixed || sources.includes(s.replace(/\.$/, '')), `${persona.id}: "${s}"`).toBe(true);
      }
    }
  });
});
