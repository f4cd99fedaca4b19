import { describe, expect, it } from 'vitest';
import { dailyEmailCapsFor } from '../plans/plans';
import { composeConfirmationEmail } from './confirmation-email';
import { isOwnVerifiedAddress, normaliseRecipient, whyNoConfirmation, whyNoDigest } from './recipient.rules';

describe('recipient rules', () => {
  it('compare addresses without regard to case or surrounding space', () => {
    expect(normaliseRecipient('  Ana.Reader@Example.COM ')).toBe('ana.reader@example.com');
    expect(isOwnVerifiedAddress('OWNER@example.com', 'owner@Example.com')).toBe(true);
  });

  it('count the own address only when the identity provider verified one', () => {
    expect(isOwnVerifiedAddress('owner@example.com', null)).toBe(false);
    expect(isOwnVerifiedAddress('other@example.com', 'owner@example.com')).toBe(false);
  });

  it('give a trial account lower daily caps than a paying one', () => {
    const trial = dailyEmailCapsFor('trial');
    for (const paid of ['active-basic', 'active-professional', 'active-thought-leader']) {
      expect(dailyEmailCapsFor(paid).digests).toBeGreaterThan(trial.digests);
      expect(dailyEmailCapsFor(paid).confirmations).toBeGreaterThan(trial.confirmations);
    }
    expect(trial.digests).toBeGreaterThan(0);
    expect(trial.confirmations).toBeGreaterThan(0);
  });

  it('explain in whole sentences why nothing was sent', () => {
    expect(whyNoDigest.notConfirmed('ana@example.com')).toBe(
      'Email not sent: ana@example.com has not confirmed that they want these digests yet. Ask them to open the confirmation email, or resend it from the synth editor.',
    );
    expect(whyNoDigest.suppressed('ana@example.com')).toBe(
      "Email not sent: ana@example.com unsubscribed from this synth's digests.",
    );
    expect(whyNoDigest.dailyCap(1)).toBe(
      'Email not sent: your account has already sent 1 digest in the last 24 hours, the most your plan allows.',
    );
    expect(whyNoConfirmation.dailyCap(3)).toBe(
      'Your account has already sent 3 confirmation emails in the last 24 hours, the most your plan allows. Try again tomorrow.',
    );
    expect(whyNoConfirmation.addressCap('ana@example.com')).toBe(
      'ana@example.com has already been sent 3 confirmation emails by Synth in the last 24 hours, the most one address is sent. Try again tomorrow.',
    );
  });
});

describe('the confirmation email', () => {
  it('carries no text the asking account typed, only the link to the page that says who asked', () => {
    const mail = composeConfirmationEmail({ confirmUrl: 'https://synth.example/api/confirm-recipient?token=a.b' });
    expect(mail.subject).toBe('Confirm that you want to receive Synth digests');
    expect(mail.html).toContain('href="https://synth.example/api/confirm-recipient?token=a.b"');
    expect(mail.text).toContain('See who asked and confirm: https://synth.example/api/confirm-recipient?token=a.b');
    expect(mail.text).toContain('The link works for 7 days.');
  });
});
