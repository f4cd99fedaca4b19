import { describe, expect, it } from 'vitest';
import { canonicalUrl } from '../feeds/canonical-url';
import { selectStories } from './select-stories';
import type { SentStoryMemory } from './sent-story.repository';
import { fingerprintOf } from './story-fingerprint';
import { STORY_FIXTURES } from './story-fixtures.test-data';

const byId = (id: string) => STORY_FIXTURES.find((a) => a.id === id)!;
const remembered = (id: string): SentStoryMemory => ({
  canonicalUrl: byId(id).canonicalUrl,
  fingerprint: fingerprintOf(byId(id)),
});
const leads = (sel: ReturnType<typeof selectStories>) => sel.stories.map((s) => s.lead.id);

describe('selectStories', () => {
  it('with nothing sent yet, keeps every story once and counts the folded articles', () => {
    const sel = selectStories(STORY_FIXTURES, []);
    expect(leads(sel)).toEqual(['a2', 'b1', 'c1', 'd1', 'e1']);
    expect(sel).toMatchObject({ skippedAsSent: 0, merged: 3 });
  });

  it('leaves out a story sent before, even told by another feed under another address', () => {
    // Only b2 (markets.example) was sent; b1 (wire.example) tells the same deal.
    const sel = selectStories(
      STORY_FIXTURES.filter((a) => a.id !== 'b2'),
      [remembered('b2')],
    );
    expect(leads(sel)).not.toContain('b1');
    expect(sel.skippedAsSent).toBe(1);
  });

  it('leaves out a story republished under a new address, or with tracking parameters', () => {
    const republished = {
      ...byId('c1'),
      id: 'c1-again',
      canonicalUrl: 'https://wire.example/2026/11/24/uk-app-fraud-falls',
    };
    const tracked = {
      ...byId('d1'),
      id: 'd1-tracked',
      canonicalUrl: canonicalUrl(`${byId('d1').canonicalUrl}?utm_source=newsletter&fbclid=x`),
    };
    const sel = selectStories([republished, tracked, byId('e1')], [remembered('c1'), remembered('d1')]);
    expect(leads(sel)).toEqual(['e1']);
    expect(sel.skippedAsSent).toBe(2);
  });

  it('sends again a story whose address was sent but whose text now tells something else', () => {
    const rewritten = { ...byId('e1'), id: 'e1-new', canonicalUrl: byId('c1').canonicalUrl };
    const sel = selectStories([rewritten], [remembered('c1')]);
    expect(leads(sel)).toEqual(['e1-new']);
  });

  it('sends a follow-up with materially new content about a story already sent', () => {
    const followUp = {
      id: 'b3',
      canonicalUrl: 'https://wire.example/acme-payflow-blocked',
      title: 'Competition regulator blocks card deal over checkout market share',
      description:
        'The competition authority blocked the takeover, saying the combined firm would control 60 percent of online checkout software. Both companies said they would appeal.',
    };
    const sel = selectStories([followUp], [remembered('b1'), remembered('b2')]);
    expect(leads(sel)).toEqual(['b3']);
  });
});
