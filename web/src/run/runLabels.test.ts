import { describe, expect, it } from 'vitest';
import { costLabel, emailOutcomeText, summaryChecksText } from './runLabels';
import { shareLinks } from './shareIntents';

describe('the email outcome in words', () => {
  it('says where it went, why it was skipped or failed, and a slot already served', () => {
    expect(emailOutcomeText({ status: 'sent', recipient: 'a@example.com', reason: null })).toBe(
      'Sent to a@example.com',
    );
    expect(emailOutcomeText({ status: 'alreadySent', recipient: 'a@example.com', reason: null })).toBe(
      'Already sent to a@example.com for this scheduled slot',
    );
    expect(
      emailOutcomeText({ status: 'skipped', recipient: null, reason: 'No recipient email set; nothing sent' }),
    ).toBe('Skipped: No recipient email set; nothing sent');
    expect(emailOutcomeText({ status: 'failed', recipient: 'a@example.com', reason: 'Address rejected' })).toBe(
      'Failed: Address rejected',
    );
    expect(
      emailOutcomeText({ status: 'notSent', recipient: null, reason: 'The run failed before its email step' }),
    ).toBe('Not sent: The run failed before its email step');
  });
});

describe('the cost estimate', () => {
  it('names the free offline model, small sums to the tenth of a cent, and a model without a price', () => {
    expect(costLabel(0)).toBe('$0 (offline model)');
    expect(costLabel(0.00042)).toBe('$0.0004');
    expect(costLabel(1.5)).toBe('$1.50');
    expect(costLabel(null)).toBe('no price');
  });
});

describe('share intents', () => {
  it('carry the post text to X and only an http(s) article link to LinkedIn and Facebook', () => {
    const links = shareLinks('Hello & welcome #news', 'https://news.example.com/a?b=1');
    expect(links.x).toBe('https://x.com/intent/tweet?text=Hello%20%26%20welcome%20%23news');
    expect(links.linkedIn).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fnews.example.com%2Fa%3Fb%3D1',
    );
    expect(links.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fnews.example.com%2Fa%3Fb%3D1',
    );
  });

  it('shares no link at all rather than a non-web address', () => {
    const links = shareLinks('text', 'javascript:alert(1)');
    expect(links.linkedIn).toBeNull();
    expect(links.facebook).toBeNull();
  });
});

describe('the summary check', () => {
  it('says how many summaries were checked, written again and replaced', () => {
    expect(summaryChecksText({ checked: 9, rewritten: 2, replaced: 1 })).toBe(
      '9 checked against their articles · 2 written again · 1 replaced by sentences from the article',
    );
  });
});
