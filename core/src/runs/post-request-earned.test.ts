import { describe, expect, it } from 'vitest';
import { learningHalf, VOICE_PERSONAS } from '../../../test-support/voice-corpus';
import { learnVoice } from '../voice/voice-profile';
import { measureStyle } from '../voice/voice-measure';
import { OfflineAiProvider } from '../ai/offline-provider';
import { templateLibrary } from '../content/template-library';
import type { EarnedPreference } from '../content/earned-preference';
import { runConfigOf } from './run-config';
import { postRequestFor } from './post-request';

const OUTPUT = {
  articles: [
    {
      id: 'a1',
      title: 'Central bank holds rates at 3.75%',
      link: 'https://news.example.com/rates',
      source: 'Example News',
      publishedAt: null,
      summary:
        'The central bank kept its main rate at 3.75% and signalled cuts next year. Lenders expect mortgage costs to ease by spring, while savers face lower returns.',
    },
    {
      id: 'a2',
      title: 'Freight volumes recover',
      link: 'https://news.example.com/freight',
      source: 'Example News',
      publishedAt: null,
      summary: 'Container volumes rose for a third month as retailers restocked ahead of the holidays.',
    },
  ],
};

const EARNED: EarnedPreference = {
  contentType: 'linkedin',
  templateId: 'conversation-starter',
  words: { low: 61, high: 150 },
  measured: 12,
};
const features = { canUseCustomPrompts: true };

describe('a post request once posts are measured', () => {
  it('carries what earned the most only when the synth auto-selects its template, for its own content type', () => {
    const auto = runConfigOf({ contentType: 'linkedin', autoSelectTemplate: true });
    expect(postRequestFor(auto, features, OUTPUT, null, EARNED)!.earned).toEqual(EARNED);
    expect(
      postRequestFor(runConfigOf({ contentType: 'linkedin' }), features, OUTPUT, null, EARNED)!.earned,
    ).toBeUndefined();
    const x = runConfigOf({ contentType: 'twitter', autoSelectTemplate: true });
    expect(postRequestFor(x, features, OUTPUT, null, EARNED)!.earned).toBeUndefined();
  });

  it('makes the offline writer use the template that earned the most, at the length that earned the most', async () => {
    const persona = VOICE_PERSONAS.find((p) => p.id === 'grocery-buyer')!;
    const voice = { profile: learnVoice(learningHalf(persona)), samples: learningHalf(persona) };
    const config = runConfigOf({ contentType: 'linkedin', autoSelectTemplate: true, topics: ['finance'] });
    const ai = new OfflineAiProvider({ library: templateLibrary });
    // This person writes 25–35 words: without the figures the post keeps to that.
    const before = await ai.writePost(postRequestFor(config, features, OUTPUT, voice)!);
    expect(measureStyle(before.value.text).words).toBeLessThan(EARNED.words.low);
    const { value } = await ai.writePost(postRequestFor(config, features, OUTPUT, voice, EARNED)!);
    expect(value.templateId).toBe('conversation-starter');
    const words = measureStyle(value.text).words;
    expect(words).toBeGreaterThanOrEqual(EARNED.words.low);
    expect(words).toBeLessThanOrEqual(EARNED.words.high);
  });
});
