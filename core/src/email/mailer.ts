// Sending mail through SES (or aws-ses-v2-local, which speaks the same API). Raw sends, because
// the digest needs List-Unsubscribe headers that the structured SendEmail call cannot carry.
import { SESClient, SendRawEmailCommand } from '@aws-sdk/client-ses';
import { ProviderFailure } from '../lib/provider-failure';
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

/**
 * Retrying cannot help (rejected content, unverified sender, bad address): callers give up. `message`
 * is the sentence people read; `detail` what SES said, for the server log.
 */
export class PermanentEmailError extends ProviderFailure {
  constructor(
    message: string,
    readonly code: string,
    options?: { cause?: unknown; detail?: string },
  ) {
    super(message, options?.detail ?? message, options);
    this.name = 'PermanentEmailError';
  }
}

export const EMAIL_FAILURE = {
  rejected: 'The email service refused the message.',
  senderNotVerified: 'The email service has not verified the sender address, so it sends nothing from it.',
  badRecipient: 'The email service refused the recipient address.',
  badAddress: 'The email could not be written: the recipient or the sender address is not a valid email address.',
  unknownSettings: 'The email service does not know the sending settings Synth is set to use.',
  credentials: 'The email service refused the credentials Synth is set to use.',
  throttled: 'The email service is over its sending rate for now.',
  quotaUsed: "The email service's daily sending quota is used up.",
  timeout: 'The email service did not answer in time.',
  unreachable: 'The email service could not be reached.',
  serverError: 'The email service had a problem on its side.',
  failed: 'The email service could not send the message.',
} as const;

// SES error names that describe this message or this sender, not a passing condition.
const PERMANENT: Record<string, string> = {
  MessageRejected: EMAIL_FAILURE.rejected,
  MailFromDomainNotVerified: EMAIL_FAILURE.senderNotVerified,
  MailFromDomainNotVerifiedException: EMAIL_FAILURE.senderNotVerified,
  FromEmailAddressNotVerifiedException: EMAIL_FAILURE.senderNotVerified,
  ConfigurationSetDoesNotExist: EMAIL_FAILURE.unknownSettings,
  ConfigurationSetDoesNotExistException: EMAIL_FAILURE.unknownSettings,
};
// SES reports bad recipients as InvalidParameterValue with one of these messages.
const BAD_ADDRESS =
  /illegal address|invalid address|missing final '@domain'|local address contains|domain contains|address is not verified/i;
const CREDENTIALS = new Set([
  'InvalidClientTokenId',
  'SignatureDoesNotMatch',
  'AccessDenied',
  'AccessDeniedException',
  'UnrecognizedClientException',
  'CredentialsProviderError',
  'ExpiredToken',
]);
const NETWORK = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

/** The sentence for a failure retrying may get past: throttling, timeouts, outages, the network. */
function passingSentence(
  err: Error & { code?: string; $fault?: string; $metadata?: { httpStatusCode?: number } },
): string {
  if (err.name === 'Throttling' || err.name === 'TooManyRequestsException')
    return /daily/i.test(err.message) ? EMAIL_FAILURE.quotaUsed : EMAIL_FAILURE.throttled;
  if (err.name === 'TimeoutError' || err.code === 'ETIMEDOUT') return EMAIL_FAILURE.timeout;
  if (CREDENTIALS.has(err.name)) return EMAIL_FAILURE.credentials;
  if (err.code && NETWORK.has(err.code)) return EMAIL_FAILURE.unreachable;
  if (err.$fault === 'server' || (err.$metadata?.httpStatusCode ?? 0) >= 500) return EMAIL_FAILURE.serverError;
  return EMAIL_FAILURE.failed;
}

/** Permanent failures become PermanentEmailError, the rest a retryable ProviderFailure; each says what happened in a sentence. */
export function classifySesError(err: unknown): unknown {
  if (!(err instanceof Error) || err instanceof ProviderFailure) return err;
  const message = err.message ?? '';
  const detail = `SES ${err.name}: ${message}`;
  const permanent =
    PERMANENT[err.name] ?? (err.name !== 'Throttling' && BAD_ADDRESS.test(message) ? EMAIL_FAILURE.badRecipient : null);
  if (permanent) return new PermanentEmailError(permanent, err.name, { cause: err, detail });
  return new ProviderFailure(passingSentence(err), detail, { cause: err });
}

export class SesMailer implements Mailer {
  readonly client: SESClient;

  /** `limits` shortens the send budget's timeouts, for tests of a stalled SES that cannot wait minutes. */
  constructor(options: {
    endpoint?: string;
    region: string;
    limits?: { maxAttempts: number; requestTimeoutMs: number };
  }) {
    this.client = new SESClient({
      region: options.region,
      // Local SES checks only that some AWS signature is present; real SES uses the default chain.
      ...(options.endpoint
        ? { endpoint: options.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
        : {}),
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
      throw new PermanentEmailError(EMAIL_FAILURE.badAddress, 'InvalidMessage', {
        cause: err,
        detail: (err as Error).message,
      });
    }
    try {
      const out = await this.client.send(
        new SendRawEmailCommand({ Destinations: [recipient], RawMessage: { Data: Buffer.from(raw, 'utf8') } }),
      );
      if (!out.MessageId)
        throw new ProviderFailure(EMAIL_FAILURE.failed, 'SES accepted the message but returned no MessageId');
      return { messageId: out.MessageId };
    } catch (err) {
      throw classifySesError(err);
    }
  }
}

/** RFC 8058 one-click unsubscribe, plus our idempotency key for tracing a message back. */
export function digestHeaders({
  unsubscribeUrl,
  deliveryKey,
}: {
  unsubscribeUrl: string;
  deliveryKey: string;
}): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'X-Synth-Delivery-Key': deliveryKey,
  };
}
