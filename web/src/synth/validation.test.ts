import { describe, expect, it } from 'vitest';
import { defaultForm } from './defaults';
import type { SynthForm } from './types';
import { validateSynthForm } from './validation';

const form = (patch: Partial<SynthForm>): SynthForm => ({
  ...defaultForm(),
  rssFeedUrls: ['https://news.test/rss'],
  ...patch,
});

describe('the editor validates with the server schema', () => {
  it('accepts the defaults with one feed', () => {
    expect(validateSynthForm(form({}))).toBeNull();
  });

  it('refuses a field with the sentence the API would answer for it', () => {
    expect(validateSynthForm(form({ name: '  ' }))).toBe('Name is required');
    expect(validateSynthForm(form({ rssFeedUrls: ['', ' '] }))).toBe('At least one RSS feed URL is required');
    expect(validateSynthForm(form({ rssFeedUrls: ['ftp://news.test/rss'] }))).toBe(
      'Invalid feed URL: ftp://news.test/rss',
    );
    expect(validateSynthForm(form({ recipientEmail: 'not an address' }))).toBe(
      'Recipient email is not a valid address',
    );
  });

  it('checks what the server checks and the old editor did not: a topic every article matches', () => {
    expect(validateSynthForm(form({ topics: ['news'] }))).toMatch(/news/);
  });

  it('reports the first refused field in the form order', () => {
    expect(validateSynthForm(form({ name: '', rssFeedUrls: [] }))).toBe('Name is required');
  });

  it('saves an invalid schedule time as the editor default instead of refusing it', () => {
    expect(validateSynthForm(form({ emailScheduleTime: '25:99' }))).toBeNull();
  });
});
