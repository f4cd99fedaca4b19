import { describe, expect, it } from 'vitest';
import { initialSynthState, synthReducer } from './synthReducer';
import type { SynthState } from './types';

const loaded = (): SynthState =>
  synthReducer(initialSynthState(), {
    type: 'LOAD_SYNTH',
    synth: {
      id: 'synth-1',
      name: 'Brief',
      rssFeedUrls: ['https://a.test/1'],
      enableRealWorldExamples: true,
      emailScheduleTime: '6:15',
    },
    limits: { maxRssFeeds: 5, canUseRealWorldExamples: true },
  });

describe('synth reducer', () => {
  it('starts the editor at 08:00 with the defaults', () => {
    const s = initialSynthState();
    expect(s.form.emailScheduleTime).toBe('08:00');
    expect(s.form.name).toBe('My Content Synth');
    expect(s.form.rssFeedUrls).toEqual(['']);
    expect(s.form.summaryLength).toBe('brief');
    expect(s.form.contentTemplate).toBe('informative');
  });

  it('fills missing fields with defaults on load and normalises the time', () => {
    const s = loaded();
    expect(s.form.id).toBe('synth-1');
    expect(s.form.fetchLatestOnly).toBe(true);
    expect(s.form.summaryStyle).toBe('informative');
    expect(s.form.emailScheduleTime).toBe('06:15');
  });

  it('defaults a missing time to 09:00 on load', () => {
    const s = synthReducer(initialSynthState(), { type: 'LOAD_SYNTH', synth: { id: 'x' } });
    expect(s.form.emailScheduleTime).toBe('09:00');
  });

  it('skips loading the same id again', () => {
    const s = synthReducer(loaded(), { type: 'UPDATE_FIELD', field: 'name', value: 'Edited' });
    const again = synthReducer(s, { type: 'LOAD_SYNTH', synth: { id: 'synth-1', name: 'Brief' } });
    expect(again).toBe(s);
    expect(again.form.name).toBe('Edited');
  });

  it('ignores an unchanged value', () => {
    const s = loaded();
    expect(synthReducer(s, { type: 'UPDATE_FIELD', field: 'name', value: 'Brief' })).toBe(s);
    expect(synthReducer(s, { type: 'UPDATE_FIELD', field: 'rssFeedUrls', value: ['https://a.test/1'] })).toBe(s);
  });

  it('normalises the time on update, falling back to 08:00', () => {
    expect(
      synthReducer(loaded(), { type: 'UPDATE_FIELD', field: 'emailScheduleTime', value: '7:45' }).form
        .emailScheduleTime,
    ).toBe('07:45');
    expect(
      synthReducer(loaded(), { type: 'UPDATE_FIELD', field: 'emailScheduleTime', value: '99:99' }).form
        .emailScheduleTime,
    ).toBe('08:00');
  });

  it('applies plan limits on load', () => {
    const s = synthReducer(initialSynthState(), {
      type: 'LOAD_SYNTH',
      synth: { id: 's', rssFeedUrls: ['1', '2', '3'], enableRealWorldExamples: true },
      limits: { maxRssFeeds: 2, canUseRealWorldExamples: false },
    });
    expect(s.form.rssFeedUrls).toEqual(['1', '2']);
    expect(s.form.enableRealWorldExamples).toBe(false);
  });

  it('uses a default maximum of 5 feeds without limits', () => {
    const s = synthReducer(initialSynthState(), {
      type: 'LOAD_SYNTH',
      synth: { id: 's', rssFeedUrls: ['1', '2', '3', '4', '5', '6'] },
    });
    expect(s.form.rssFeedUrls).toHaveLength(5);
  });

  it('reset restores defaults with no feeds and real-world examples off', () => {
    const s = synthReducer(loaded(), { type: 'RESET', limits: { maxRssFeeds: 5, canUseRealWorldExamples: true } });
    expect(s.form.id).toBeNull();
    expect(s.form.rssFeedUrls).toEqual([]);
    expect(s.form.enableRealWorldExamples).toBe(false);
    expect(s.form.emailScheduleTime).toBe('09:00');
  });

  it('reset can keep the real-world flag', () => {
    const s = synthReducer(loaded(), {
      type: 'RESET',
      keepRealWorldExamples: true,
      limits: { maxRssFeeds: 5, canUseRealWorldExamples: true },
    });
    expect(s.form.enableRealWorldExamples).toBe(true);
  });

  it('sets the id of a synth the server saved', () => {
    const s = synthReducer(initialSynthState(), { type: 'SET_ID', id: 'abc' });
    expect(s.form.id).toBe('abc');
  });
});
