// Maps what went wrong while fetching a feed (HTTP statuses, socket and DNS error codes, limits)
// to a FeedFetchError with a message the user can act on, and whether a later retry may succeed.
import type * as http from 'node:http';
import { FeedFetchError } from './feed-errors';
import type { FeedFailureReason } from './feed-health.text';

const MiB = 1024 * 1024;

const BOT_BLOCK_SERVER = /cloudflare|akamai|ddos-guard|sucuri|incapsula|imperva|perimeterx|datadome/i;
const BOT_BLOCK_BODY =
  /captcha|cloudflare|just a moment|attention required|access denied|are you a (ro)?bot|bot (protection|detection)|unusual traffic|automated (requests|access)/i;

/** Statuses whose body is worth a look: a filter against automated readers answers with one of them. */
export function mayBeBotBlock(status: number): boolean {
  return status === 401 || status === 403 || status === 429;
}

export function looksLikeBotBlock(status: number, headers: http.IncomingHttpHeaders, body: string): boolean {
  // Feeds are public, so a 403 is almost always a filter against automated readers.
  if (status === 403) return true;
  return (
    headers['cf-mitigated'] !== undefined ||
    BOT_BLOCK_SERVER.test(String(headers.server ?? '')) ||
    BOT_BLOCK_BODY.test(body)
  );
}

export function botBlockError(status: number): FeedFetchError {
  return new FeedFetchError('bot-block', `The site blocked our reader (HTTP ${status})`, status === 429, status);
}

export function httpStatusError(status: number): FeedFetchError {
  const err = (message: string, retryable: boolean) =>
    new FeedFetchError('http-status', `${message} (HTTP ${status})`, retryable, status);
  if (status < 400) return err('The feed server sent a redirect without a target address', false);
  if (status === 401) return err('The feed requires a login', false);
  if (status === 404) return err('The feed was not found', false);
  if (status === 410) return err('The feed has been removed', false);
  if (status === 429) return err('The feed server asked us to slow down', true);
  if (status >= 500) return err('The feed server had an internal problem', true);
  return err('The feed server refused the request', false);
}

export function toFeedError(err: unknown): FeedFetchError {
  if (err instanceof FeedFetchError) return err;
  const code = String((err as NodeJS.ErrnoException | undefined)?.code ?? '');
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return dnsError(code);
  if (code === 'ETIMEDOUT') return new FeedFetchError('timeout', 'The feed server did not answer in time', true);
  if (/CERT|TLS|SSL/.test(code))
    return new FeedFetchError('network', "The feed site's security certificate is not valid", false);
  if (code.startsWith('HPE_'))
    return new FeedFetchError('network', 'The feed server sent an invalid HTTP response', true);
  return new FeedFetchError('network', 'We could not connect to the feed server', true);
}

export function dnsError(code: string | undefined): FeedFetchError {
  // ENOTFOUND means the name does not exist; other DNS failures are usually transient.
  return new FeedFetchError(
    'dns',
    "We could not find the feed's server (its domain name does not resolve)",
    code !== 'ENOTFOUND',
  );
}

export function tooLarge(limit: number): FeedFetchError {
  return new FeedFetchError(
    'too-large',
    `The feed is larger than ${Math.round(limit / MiB) || '<1'} MB, the most we read`,
    false,
  );
}

export function totalTimeoutError(ms: number): FeedFetchError {
  return new FeedFetchError('timeout', `The feed server did not answer within ${seconds(ms)}`, true);
}

export function connectTimeoutError(ms: number): FeedFetchError {
  return new FeedFetchError('timeout', `The feed server did not accept a connection within ${seconds(ms)}`, true);
}

function seconds(ms: number): string {
  const s = Math.round(ms / 100) / 10;
  return s === 1 ? '1 second' : `${s} seconds`;
}

/** The plain-words reason code of a fetch failure (the texts are in feed-health.text.ts). */
export function failureReasonOf(err: unknown): FeedFailureReason {
  const e = toFeedError(err);
  switch (e.reason) {
    case 'dns':
      return 'dns';
    case 'timeout':
      return 'timeout';
    case 'bot-block':
      return e.httpStatus === 429 ? 'rate-limited' : 'refused';
    case 'not-a-feed':
      return 'not-a-feed';
    case 'bad-encoding':
      return 'bad-encoding';
    case 'too-large':
      return 'too-large';
    case 'blocked-address':
      return 'blocked-address';
    case 'bad-url':
    case 'bad-scheme':
      return 'bad-address';
    case 'too-many-redirects':
    case 'redirect-loop':
    case 'downgrade':
      return 'redirects';
    case 'http-status':
      return httpStatusReason(e.httpStatus);
    default:
      return 'network';
  }
}

function httpStatusReason(status: number | undefined): FeedFailureReason {
  if (status === 404) return 'not-found';
  if (status === 410) return 'gone';
  if (status === 401) return 'login-required';
  if (status === 429) return 'rate-limited';
  if (status !== undefined && status >= 500) return 'server-error';
  if (status === 403 || (status !== undefined && status >= 400)) return 'refused';
  return 'network';
}
