import { describe, expect, it } from 'vitest';
import { VOICE_PERSONAS } from '../../../test-support/voice-corpus';
import { closestSamples } from './voice-guide';
import { learnVoice } from './voice-profile';

describe('closestSamples', () => {
  it("picks three of the person's typical posts, the nearest in subject first", () => {
    const planner = VOICE_PERSONAS.find((p) => p.id === 'transport-planner')!.posts;
    const profile = learnVoice(planner);
    const picked = closestSamples(planner, profile, 'Bus lanes and evening buses: ridership and timetables');
    expect(picked).toHaveLength(3);
    expect(picked[0]).toMatch(/bus/i);
    for (const text of picked) expect(planner).toContain(text);
  });

  it('prefers a post in the usual shape over an odd one on the same subject', () => {
    const usual = ['Rates held.\n\nWe planned for it.\n\n#finance', 'Cash is king.\n\nWe keep it.\n\n#finance'];
    const odd = `Rates rates rates ${'and more about rates '.repeat(30)}`;
    const samples = [odd, ...usual, 'Margins matter.\n\nWe track them.\n\n#finance'];
    const picked = closestSamples(samples, learnVoice(samples), 'interest rates held by the central bank', 2);
    expect(picked).not.toContain(odd);
  });
});
