import { describe, expect, it } from 'vitest';
import {
  earnedPreference,
  earnedPreferenceSentence,
  MIN_MEASURED_POSTS,
  type MeasuredPostFacts,
} from './earned-preference';

const post = (templateId: string, words: number, engagement: number, contentType = 'linkedin'): MeasuredPostFacts => ({
  contentType,
  templateId,
  words,
  engagement,
});

/** Ten LinkedIn posts: short "engaging" posts earned the most, long "informative" ones the least. */
const TEN = [
  post('engaging', 40, 90),
  post('engaging', 55, 70),
  post('engaging', 120, 60),
  post('informative', 200, 10),
  post('informative', 180, 12),
  post('informative', 90, 20),
  post('educational', 45, 50),
  post('educational', 160, 15),
  post('professional', 100, 30),
  post('professional', 70, 25),
];

describe('the template and length that earned the most', () => {
  it('is not preferred before ten posts of the content type are measured', () => {
    expect(earnedPreference(TEN.slice(0, MIN_MEASURED_POSTS - 1), 'linkedin')).toBeNull();
    // Posts of another content type do not count towards LinkedIn's ten.
    expect(earnedPreference([...TEN.slice(1), post('informative', 20, 500, 'twitter')], 'linkedin')).toBeNull();
  });

  it('is the template and the length band with the highest average once ten are measured', () => {
    expect(earnedPreference(TEN, 'linkedin')).toEqual({
      contentType: 'linkedin',
      templateId: 'engaging',
      words: { low: 1, high: 60 },
      measured: 10,
    });
  });

  it('follows the figures: when long informative posts earn more, they are preferred', () => {
    const flipped = TEN.map((p) => ({ ...p, engagement: 100 - p.engagement }));
    expect(earnedPreference(flipped, 'linkedin')).toMatchObject({ templateId: 'informative', words: { low: 151 } });
  });

  it('never prefers a template tried only once, however well it did', () => {
    expect(earnedPreference([...TEN, post('technical-explainer', 50, 10_000)], 'linkedin')?.templateId).toBe(
      'engaging',
    );
  });

  it('is said in a sentence, and before there are enough the page says how many are measured so far', () => {
    expect(earnedPreferenceSentence(earnedPreference(TEN, 'linkedin'), 10)).toBe(
      'Auto-select prefers the “Engaging” template and posts of 1–60 words: of your 10 measured posts, these earned the most reactions, replies and reposts.',
    );
    expect(earnedPreferenceSentence(null, 4)).toBe(
      'Once 10 of your posts have been measured (4 so far), auto-select prefers the template and length that earned the most.',
    );
  });
});
