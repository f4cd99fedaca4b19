// The generic webhook's signature: HMAC-SHA256 of "<timestamp>.<body>" with the channel's own
// secret, so a receiver can tell our deliveries from forgeries and refuse an old one replayed.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Synth-Signature';
export const TIMESTAMP_HEADER = 'X-Synth-Timestamp';
/** The same for every attempt at one delivery, on every channel's request. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A new webhook's signing secret, shown to its owner once. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

/** The header value: "sha256=" and the hex HMAC of "<timestamp>.<body>". */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Whether a delivery's signature is ours for this secret (a receiver's check, as docs/ shows it). */
export function verifyWebhookSignature(secret: string, timestamp: number, body: string, signature: string): boolean {
  const expected = Buffer.from(webhookSignature(secret, timestamp, body));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
