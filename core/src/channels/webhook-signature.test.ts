import { describe, expect, it } from 'vitest';
import { newWebhookSecret, verifyWebhookSignature, webhookSignature } from './webhook-signature';
import { fitText } from './fit-text';

describe('the webhook signature', () => {
  it('verifies a body with its secret and timestamp, and nothing changed', () => {
    const secret = newWebhookSecret();
    const body = JSON.stringify({ type: 'digest', id: 'd1' });
    const sig = webhookSignature(secret, 1_790_000_000, body);
    expect(sig).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(secret, 1_790_000_000, body, sig)).toBe(true);
    expect(verifyWebhookSignature(secret, 1_790_000_001, body, sig)).toBe(false);
    expect(verifyWebhookSignature(secret, 1_790_000_000, `${body} `, sig)).toBe(false);
    expect(verifyWebhookSignature(newWebhookSecret(), 1_790_000_000, body, sig)).toBe(false);
  });
});

describe('fitting text to a limit', () => {
  it('never splits an emoji and ends a cut text with an ellipsis', () => {
    const cut = fitText('ab😀cd', 4);
    expect(cut.length).toBeLessThanOrEqual(4);
    expect(cut).toBe('ab…');
    expect(fitText('short', 10)).toBe('short');
  });
});
