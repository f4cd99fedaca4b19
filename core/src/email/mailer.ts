// Sending mail through SES (or aws-ses-v2-local, which speaks the same API). Raw sends, because
// the digest needs List-Unsubscribe headers that the structured SendEmail call cannot carry.
import { SESClient, SendRawEmailCommand } from '@aws-sdk/client-ses';
import { buildMime, parseMailbox } from './mime';
import { SES_CONNECTION_TIMEOUT_MS, SES_MAX_ATTEMPTS, SES_REQUEST_TIMEOUT_MS } from './ses-send-budget';

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  send(msg: OutgoingEmail): Promise<{ messageId: string }>;
}

/** Retrying cannot help (rejected content, unverified sender, bad address): callers give up. */
export class PermanentEmailError extends Error {
  constructor(message: string, readonly code: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentEmailError';
  }
}

// SES error names that describe this message or this sender, not a passing condition.
const PERMANENT = new Set([
  'MessageRejected',
  'MailFromDomainNotVerified',
  'MailFromDomainNotVerifiedException',
  'FromEmailAddressNotVerifiedException',
  'ConfigurationSetDoesNotExist',
  'ConfigurationSetDoesNotExistException',
]);
// SES reports bad recipients as InvalidParameterValue with one of these messages.
const BAD_ADDRESS = /illegal address|invalid address|missing final '@domain'|local address contains|domain contains|address is not verified/i;

/** Permanent failures become PermanentEmailError; throttling and network errors pass through. */
export function classifySesError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const message = err.message ?? '';
  if (PERMANENT.has(err.name) || (err.name !== 'Throttling' && BAD_ADDRESS.test(message))) {
    return new PermanentEmailError(`SES refused the message (${err.name}): ${message}`, err.name, { cause: err });
  }
  return err;
}

export class SesMailer implements Mailer {
  readonly client: SESClient;

  /** `limits` shortens the send budget's timeouts, for tests of a stalled SES that cannot wait minutes. */
  constructor(options: { endpoint?: string; region: string; limits?: { maxAttempts: number; requestTimeoutMs: number } }) {
    this.client = new SESClient({
      region: options.region,
      // Local SES checks only that some AWS signature is present; real SES uses the default chain.
      ...(options.endpoint ? { endpoint: options.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
      // Every attempt ends within the send budget: without throwOnRequestTimeout the SDK only warns
      // about a slow answer and waits for ever, and the email step's timeout would fire first.
      maxAttempts: options.limits?.maxAttempts ?? SES_MAX_ATTEMPTS,
      requestHandler: {
        connectionTimeout: SES_CONNECTION_TIMEOUT_MS,
        requestTimeout: options.limits?.requestTimeoutMs ?? SES_REQUEST_TIMEOUT_MS,
        throwOnRequestTimeout: true,
      },
    });
  }

  async send(msg: OutgoingEmail): Promise<{ messageId: string }> {
    let raw: string;
    let recipient: string;
    try {
      recipient = parseMailbox(msg.to).address;
      parseMailbox(msg.from);
      raw = buildMime(msg);
    } catch (err) {
      throw new PermanentEmailError((err as Error).message, 'InvalidMessage', { cause: err });
    }
    try {
      const out = await this.client.send(
        new SendRawEmailCommand({ Destinations: [recipient], RawMessage: { Data: Buffer.from(raw, 'utf8') } }),
      );
      if (!out.MessageId) throw new Error('SES accepted the message but returned no MessageId');
      return { messageId: out.MessageId };
    } catch (err) {
      throw classifySesError(err);
    }
  }
}

/** RFC 8058 one-click unsubscribe, plus our idempotency key for tracing a message back. */
export function digestHeaders({ unsubscribeUrl, deliveryKey }: { unsubscribeUrl: string; deliveryKey: string }): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'X-Synth-Delivery-Key': deliveryKey,
  };
}
