import { FRAGMENTS_KEY } from 'relay-runtime';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { readSynthForm_synth$data, readSynthForm_synth$key } from '../__generated__/readSynthForm_synth.graphql';
import { readSynthForm, type FragmentSelectsTheFormFields } from './readSynthForm';
import type { SynthForm } from './types';

vi.mock('react-relay', async (importOriginal) =>
  (await import('../test/relayTag')).withGraphqlTag(await importOriginal<object>()),
);

describe('readSynthForm', () => {
  // Checked by the type-check, not at run time: each line fails to compile when the check stops
  // telling a matching fragment from one that drifted.
  it('compiles only while the fragment selects exactly the form fields, both ways', () => {
    expectTypeOf<FragmentSelectsTheFormFields<readSynthForm_synth$data, SynthForm>>().toEqualTypeOf<true>();
    // A fragment that forgets a form field: every save would overwrite the stored value with the default.
    expectTypeOf<
      FragmentSelectsTheFormFields<Omit<readSynthForm_synth$data, 'digestLanguage'>, SynthForm>
    >().toEqualTypeOf<false>();
    // A form that lacks a field the fragment selects: the value would reach the form unchecked.
    expectTypeOf<
      FragmentSelectsTheFormFields<readSynthForm_synth$data, Omit<SynthForm, 'digestLanguage'>>
    >().toEqualTypeOf<false>();
  });

  it('gives the saved values, with nulls left out so the editor fills its defaults, and lists it may change', () => {
    const feeds = Object.freeze(['https://a.test/rss']);
    const saved = { id: 's1', name: 'Morning brief', rssFeedUrls: feeds, recipientEmail: null };
    const ref = { [FRAGMENTS_KEY]: { readSynthForm_synth: saved } } as unknown as readSynthForm_synth$key;
    const form = readSynthForm(ref);
    expect(form).toEqual({
      id: 's1',
      name: 'Morning brief',
      rssFeedUrls: ['https://a.test/rss'],
      recipientEmail: undefined,
    });
    expect(Object.isFrozen(form.rssFeedUrls)).toBe(false);
  });
});
