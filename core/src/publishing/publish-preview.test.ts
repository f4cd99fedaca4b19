import { describe, expect, it } from 'vitest';
import { PublishingClients, readPlatformApps } from './platforms/platform-clients';
import { DEFAULT_X_PRICES, xCostUsd } from './platforms/x.client';
import type { PublishingPlatformId } from './platforms';

const prices = { usdPerPost: 0.01, usdPerPostWithLink: 0.2 };
/** Each platform's client as a server with these X prices builds it. */
const platforms = new PublishingClients(
  readPlatformApps({
    str: (_name, fallback) => fallback,
    decimal: (name) => (name === 'X_USD_PER_POST' ? prices.usdPerPost : prices.usdPerPostWithLink),
    flag: (_name, fallback) => fallback,
  }),
);
const publishPreview = (id: PublishingPlatformId, text: string, options: { linkAsFirstComment?: boolean } = {}) =>
  platforms.get(id).compose(text, options);

describe('publishPreview', () => {
  it('shows an X thread as its numbered tweets, each within 280 with a link counted as 23, and its price', () => {
    const link = `https://example.com/${'a'.repeat(200)}`;
    const text = `1/2 ${'w'.repeat(250)} ${link}\n\n2/2 The end.`;
    const p = publishPreview('x', text);
    expect(p.parts).toHaveLength(2);
    expect(p.lengths[0]).toBe(4 + 250 + 1 + 23);
    expect(p.problem).toBeNull();
    expect(p.costUsd).toBeCloseTo(0.21);
  });

  it('refuses a tweet over 280 characters before anything is sent', () => {
    const p = publishPreview('x', 'x'.repeat(281));
    expect(p.problem).toBe('Tweet 1 of 1 is 281 characters as X counts them; X allows 280.');
  });

  it('refuses a LinkedIn post over 3,000 characters', () => {
    expect(publishPreview('linkedin', 'y'.repeat(3001)).problem).toBe(
      'This post is 3,001 characters; LinkedIn allows 3,000.',
    );
    expect(publishPreview('linkedin', 'y'.repeat(3000)).problem).toBeNull();
  });

  it('moves the article link of a LinkedIn post to the first comment when asked', () => {
    const text = 'Ports are busy again.\n\nRead more: https://news.example/ports\n\n#Logistics';
    const p = publishPreview('linkedin', text, { linkAsFirstComment: true });
    expect(p.firstComment).toBe('https://news.example/ports');
    expect(p.parts[0]).not.toContain('https://');
    expect(p.parts[0]).toContain('#Logistics');
    expect(publishPreview('linkedin', text).firstComment).toBeNull();
    // The label that introduced the link goes with it; a sentence around a link stays.
    expect(p.parts[0]).toBe('Ports are busy again.\n\n#Logistics');
    expect(publishPreview('linkedin', 'See https://a.example today.', { linkAsFirstComment: true }).parts[0]).toBe(
      'See today.',
    );
  });

  it('prices posts with a link higher than posts without', () => {
    expect(xCostUsd(['plain'], DEFAULT_X_PRICES)).toBeLessThan(xCostUsd(['see https://a.example'], DEFAULT_X_PRICES));
  });
});
