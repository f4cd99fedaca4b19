/**
 * Where one digest delivery stands. claimed: the row exists, nothing sent yet. sending: an attempt
 * is calling SES, renewing its claim while it waits, or died without recording the outcome (the
 * message may or may not have been accepted). sent: SES accepted the message and its message id is
 * recorded.
 */
export const EmailDeliveryStatus = { claimed: 'claimed', sending: 'sending', sent: 'sent' } as const;
export type EmailDeliveryStatus = (typeof EmailDeliveryStatus)[keyof typeof EmailDeliveryStatus];

/** A digest email, the owner's notice that posts will publish themselves, or a digest posted to a delivery channel. */
export type EmailDeliveryKind = 'digest' | 'auto-publish-notice' | 'channel';
