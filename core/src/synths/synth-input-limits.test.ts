import { describe, expect, it } from 'vitest';
import { validateSynthFields } from './synth.validation';
import {
  EMAIL_TOO_LONG_MESSAGE,
  MAX_EMAIL_CHARS,
  MAX_TOPIC_CHARS,
  MAX_URL_CHARS,
  TOPIC_TOO_LONG_MESSAGE,
  URL_TOO_LONG_MESSAGE,
} from '../lib/input-limits';

const errorsOf = (input: Record<string, unknown>) => validateSynthFields(input, { partial: true }).errors;

describe('synth field length limits', () => {
  it('accepts an address of exactly 254 characters and refuses 255 with the limit named', () => {
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(MAX_EMAIL_CHARS - 64 - 1 - 63 - 1 - 63 - 1)}`;
    expect(at254).toHaveLength(MAX_EMAIL_CHARS);
    expect(errorsOf({ recipientEmail: at254 })).toEqual([]);
    expect(errorsOf({ recipientEmail: `${at254}x` })).toEqual([
      { field: 'recipientEmail', message: EMAIL_TOO_LONG_MESSAGE },
    ]);
  });

  it('refuses the input that made the old pattern quadratic by its length, and a short one of its shape as invalid', () => {
    expect(errorsOf({ recipientEmail: `a@${'.@'.repeat(30_000)}` })).toEqual([
      { field: 'recipientEmail', message: EMAIL_TOO_LONG_MESSAGE },
    ]);
    expect(errorsOf({ recipientEmail: `a@${'.@'.repeat(100)}` })).toEqual([
      { field: 'recipientEmail', message: 'Recipient email is not a valid address' },
    ]);
  });

  it.each(['someone@example.com', 'First.Last+digest@mail.example.co.uk'])('accepts %s', (address) => {
    expect(validateSynthFields({ recipientEmail: address }, { partial: true })).toEqual({
      value: { recipientEmail: address },
      errors: [],
    });
  });

  it.each([['a@b'], ['no-at-sign.example.com'], ['two@@example.com'], ['line\nbreak@example.com']])(
    'refuses %j as not an address',
    (address) => {
      expect(errorsOf({ recipientEmail: address })).toEqual([
        { field: 'recipientEmail', message: 'Recipient email is not a valid address' },
      ]);
    },
  );

  it('refuses an address that is not text', () => {
    expect(errorsOf({ recipientEmail: { $ne: '' } })).toEqual([
      { field: 'recipientEmail', message: 'Recipient email must be text' },
    ]);
  });

  it('keeps topics of 100 characters and refuses one of 101', () => {
    expect(errorsOf({ topics: ['t'.repeat(MAX_TOPIC_CHARS)] })).toEqual([]);
    expect(errorsOf({ topics: ['ok', 't'.repeat(MAX_TOPIC_CHARS + 1)] })).toEqual([
      { field: 'topics', message: TOPIC_TOO_LONG_MESSAGE },
    ]);
  });

  it('refuses more than 100 topics before reading them', () => {
    expect(errorsOf({ topics: Array.from({ length: 101 }, () => 'same') })).toEqual([
      { field: 'topics', message: 'At most 100 topics' },
    ]);
  });

  it('refuses a feed URL longer than 2,048 characters without echoing it', () => {
    const long = `https://example.com/${'p'.repeat(MAX_URL_CHARS)}`;
    expect(errorsOf({ rssFeedUrls: [long] })).toEqual([{ field: 'rssFeedUrls', message: URL_TOO_LONG_MESSAGE }]);
  });

  it('names a short unknown time zone and does not echo a long one', () => {
    expect(errorsOf({ userTimezone: 'Mars/Olympus' })).toEqual([
      { field: 'userTimezone', message: 'Unknown time zone: Mars/Olympus' },
    ]);
    expect(errorsOf({ userTimezone: 'x'.repeat(100_000) })).toEqual([
      { field: 'userTimezone', message: 'Unknown time zone' },
    ]);
  });
});
