import { describe, expect, it } from 'vitest';
import { VOICE_PERSONAS } from '../../../test-support/voice-corpus';
import { describeVoice } from './voice-describe';
import { learnVoice, removedByEdit } from './voice-profile';

const persona = (id: string) => VOICE_PERSONAS.find((p) => p.id === id)!.posts;

const TERSE = [
  'Cash is a fact. Profit is an opinion.\n\nWe closed the quarter with fourteen weeks of runway.\n\n#finance',
  'A budget is a list of promises.\n\nEvery line has an owner and a date now.\n\n#finance',
  'Our auditors finished two weeks early.\n\nThat is a year of closing the books in five days.\n\n#finance',
];
const SOURCES =
  'Retail sales rise 1.3% in October. Retail sales rose 1.3% in October, the strongest month this year, as shoppers brought forward holiday spending.';
const edit = (before: string, after: string) => ({ before, after, removed: removedByEdit(before, after, SOURCES) });
const DRAFT =
  'Retail sales rise 1.3% in October\n\nRetail sales rose 1.3% in October, the strongest month this year, as shoppers brought forward holiday spending. A thrilled market called it a transformative quarter.\n\nRead the full story: https://news.example.com/retail\n\n#Finance #Logistics #Retail';

describe('learnVoice', () => {
  it('learns the habits each person in the corpus was written with', () => {
    expect(describeVoice(learnVoice(persona('freight-cfo'))).summary).toBe(
      'You write 25–40 words, in short paragraphs, no emoji, one hashtag at the end.',
    );
    expect(describeVoice(learnVoice(persona('nursing-director'))).summary).toBe(
      'You write 150–180 words, in short paragraphs, no emoji, no hashtags.',
    );
    expect(describeVoice(learnVoice(persona('saas-growth-marketer'))).summary).toBe(
      'You write 40–50 words, one point per line, as a list, about five emoji, three hashtags at the end.',
    );
    expect(describeVoice(learnVoice(persona('data-engineer'))).summary).toBe(
      'You write 50–80 words, one idea per line, no emoji, two hashtags within your sentences.',
    );
    expect(describeVoice(learnVoice(persona('transport-planner'))).summary).toBe(
      'You write 60–80 words, one idea per line, an emoji now and then, no hashtags.',
    );
  });

  it('tells the near-misses from the people they resemble', () => {
    const cfo = learnVoice(persona('freight-cfo'));
    const buyer = learnVoice(persona('grocery-buyer'));
    expect([cfo.questionHooks, buyer.questionHooks]).toEqual([0, 1]);
    expect([cfo.hashtags.perPost, buyer.hashtags.perPost]).toEqual([1, 2]);
    const engineer = learnVoice(persona('data-engineer'));
    const planner = learnVoice(persona('transport-planner'));
    expect([engineer.blankLines, planner.blankLines]).toEqual([true, false]);
    expect([engineer.hashtags.place, planner.hashtags.place]).toEqual(['inline', 'none']);
  });

  it("keeps the person's own hashtags, emoji and words", () => {
    const marketer = learnVoice(persona('saas-growth-marketer'));
    expect(marketer.hashtags.own).toEqual(['#growth', '#marketing', '#saas']);
    expect(marketer.listMarker).toBe('✅');
    expect(marketer.emoji).not.toContain('✅');
    expect(learnVoice(persona('grocery-buyer')).frequentWords).toContain('supplier');
    expect(learnVoice(TERSE).avoidedWords.slice(0, 3)).toEqual(['insights', 'takeaways', 'leverage']);
  });

  it('takes what an edit changed as evidence, twice, and leaves the habits it did not touch alone', () => {
    const before = learnVoice(TERSE);
    const trimmed = 'Retail sales rose 1.3% in October.\n\nThe strongest month this year.\n\n#finance';
    const after = learnVoice(TERSE, [edit(DRAFT, trimmed)]);
    expect(after.edits).toBe(1);
    // The words Synth chose, not the story's facts the person left out.
    expect(after.removedWords).toEqual(expect.arrayContaining(['thrilled', 'transformative', 'market', 'called']));
    // Nor a word the person uses in their own posts ("quarter").
    for (const kept of ['shoppers', 'holiday', 'spending', 'rise', 'quarter'])
      expect(after.removedWords).not.toContain(kept);
    expect(after.avoidedWords.slice(0, 2)).toEqual(after.removedWords.slice(0, 2));
    expect(after.hashtags).toEqual(before.hashtags);
    expect(after.words.low).toBeLessThanOrEqual(before.words.low);

    // Two edits that take every hashtag out outweigh three posts with one.
    const bare = 'Retail sales rose 1.3% in October.\n\nThe strongest month this year.';
    const twice = learnVoice(TERSE, [
      edit(DRAFT, bare),
      edit(DRAFT.replace('October', 'November'), bare.replace('October', 'November')),
    ]);
    expect(twice.hashtags).toMatchObject({ perPost: 0, place: 'none' });

    // Fixing one word says nothing about length or hashtags.
    const typo = learnVoice(TERSE, [edit(TERSE[0].replace('fact', 'fcat'), TERSE[0])]);
    expect(typo.words).toEqual(before.words);
    expect(typo.hashtags).toEqual(before.hashtags);
  });
});

describe('describeVoice', () => {
  it('says every habit in a plain sentence, and what edits took out', () => {
    const d = describeVoice(
      learnVoice(TERSE, [
        edit(DRAFT, 'Retail sales rose 1.3% in October.\n\nThe strongest month this year.\n\n#finance'),
      ]),
    );
    expect(Object.fromEntries(d.details.map((x) => [x.label, x.text]))).toMatchObject({
      'Line breaks': 'Paragraphs of about one sentence, separated by blank lines.',
      Openings: 'You usually open with a statement.',
      'First person': 'You rarely write as “I”.',
      Emoji: 'None.',
      Hashtags: 'One at the end, usually #finance.',
      'Taken out in your edits': expect.stringContaining('“thrilled”'),
      'Learned from': 'Three of your posts and one edit you saved to Synth’s drafts.',
    });
  });

  it('describes emoji, lists, inline hashtags and the first person in words', () => {
    const d = describeVoice(learnVoice(persona('saas-growth-marketer')));
    const by = Object.fromEntries(d.details.map((x) => [x.label, x.text]));
    expect(by['Line breaks']).toBe(
      'One sentence per line, without blank lines between them. Your points are a list, each line starting with ✅.',
    );
    expect(by.Emoji).toMatch(/^About five per post, most often .+, .+ and .+\.$/u);
    expect(by['First person']).toBe('You write as “I” now and then.');
    const nurse = Object.fromEntries(
      describeVoice(learnVoice(persona('nursing-director'))).details.map((x) => [x.label, x.text]),
    );
    expect(nurse['First person']).toBe('You write as “I” often: about 4 times in every 100 words.');
    expect(nurse.Openings).toBe('You usually open with a question.');
  });
});
