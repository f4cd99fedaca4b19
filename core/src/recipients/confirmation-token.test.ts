import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken } from '../email/unsubscribe-token';
import { checkConfirmationToken, signConfirmationToken } from './confirmation-token';

const SECRET = 'test-secret';
const issued = new Date('2026-11-26T12:00:00Z');
const day = 86_400_000;
const claims = { recipientId: '9b2f7c1e-1d2a-4c3b-8e4f-5a6b7c8d9e0f', round: 2 };

describe('confirmation links', () => {
  it('confirm their recipient and round for 7 days', () => {
    const token = signConfirmationToken(claims, SECRET, issued);
    expect(encodeURIComponent(token)).toBe(token);
    const checked = checkConfirmationToken(token, SECRET, new Date(issued.getTime() + 7 * day - 1000));
    expect(checked).toEqual({ ok: true, claims: { ...claims, expiresAt: new Date(issued.getTime() + 7 * day) } });
  });

  it('are expired, not invalid, once the 7 days have passed', () => {
    const token = signConfirmationToken(claims, SECRET, issued);
    expect(checkConfirmationToken(token, SECRET, new Date(issued.getTime() + 7 * day))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuse a forged payload, another secret, and an unsubscribe token signed with the same secret', () => {
    const token = signConfirmationToken(claims, SECRET, issued);
    const [, sig] = token.split('.');
    const longer = Buffer.from(JSON.stringify({ r: claims.recipientId, n: 2, x: 9_999_999_999 })).toString('base64url');
    expect(checkConfirmationToken(`${longer}.${sig}`, SECRET, issued)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkConfirmationToken(token, 'another-secret', issued)).toEqual({ ok: false, reason: 'invalid' });
    const unsubscribe = signUnsubscribeToken({ userId: claims.recipientId, email: 'a@example.com' }, SECRET);
    expect(checkConfirmationToken(unsubscribe, SECRET, issued)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuse garbage and over-long input before parsing it', () => {
    for (const bad of ['', 'abc', 'a.b.c', '%%%.%%%', `${'a'.repeat(3000)}.b`]) {
      expect(checkConfirmationToken(bad, SECRET, issued)).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});
