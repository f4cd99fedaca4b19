// Who may be sent a digest, and the sentences that say why a run or a resend sent nothing.

/** How long a confirmation link works. */
export const CONFIRMATION_LINK_DAYS = 7;

/**
 * How many confirmation emails one address may be sent in any 24 hours, whoever asks: however many
 * accounts type it in, a stranger's inbox hears from Synth a few times a day at most.
 */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;

/** Addresses are compared and stored in lower case: one person, one row, however it was typed. */
export function normaliseRecipient(email: string): string {
  return email.trim().toLowerCase();
}

/** The account's own address counts only when the identity provider verified it. */
export function isOwnVerifiedAddress(email: string, verifiedOwnEmail: string | null | undefined): boolean {
  return !!verifiedOwnEmail && normaliseRecipient(email) === normaliseRecipient(verifiedOwnEmail);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Why a run's email step sent nothing, as its log shows it. */
export const whyNoDigest = {
  notConfirmed: (recipient: string) =>
    `Email not sent: ${recipient} has not confirmed that they want these digests yet. Ask them to open the confirmation email, or resend it from the synth editor.`,
  suppressed: (recipient: string) => `Email not sent: ${recipient} unsubscribed from this synth's digests.`,
  dailyCap: (cap: number) =>
    `Email not sent: your account has already sent ${plural(cap, 'digest', 'digests')} in the last 24 hours, the most your plan allows.`,
};

/** Why a confirmation email was not sent when asked for. */
export const whyNoConfirmation = {
  noRecipient: 'This synth has no recipient email to confirm.',
  alreadyConfirmed: (recipient: string) => `${recipient} has already confirmed; there is nothing to resend.`,
  dailyCap: (cap: number) =>
    `Your account has already sent ${plural(cap, 'confirmation email', 'confirmation emails')} in the last 24 hours, the most your plan allows. Try again tomorrow.`,
  addressCap: (recipient: string) =>
    `${recipient} has already been sent ${plural(CONFIRMATIONS_PER_ADDRESS_PER_DAY, 'confirmation email', 'confirmation emails')} by Synth in the last 24 hours, the most one address is sent. Try again tomorrow.`,
};
