// The publishing settings (LinkedIn and X apps, the token key, X's prices), read through the
// helpers config.ts hands over, so config.ts stays the only reader of the environment.
import { createHash } from 'node:crypto';
import type { TokenKeyring } from './token-cipher';
import { DEFAULT_X_PRICES } from './x-prices';

interface Readers {
  str(name: string, fallback?: string): string | undefined;
  decimal(name: string, fallback: number): number;
  /** Signs the development token key when PUBLISHING_TOKEN_KEY is unset. */
  appSecret: string;
  fail(message: string): Error;
}

export interface PlatformApp {
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** Where the person's browser is sent to allow access. */
  authUrl: string;
  /** Where tokens are exchanged and posts are sent. */
  apiUrl: string;
}

/** A 32-byte AES key written as 64 hex digits or as base64. */
function parseKey(value: string, setting: string, fail: Readers['fail']): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32)
    throw fail(`${setting} must be 32 bytes, written as 64 hex digits or as base64 (openssl rand -base64 32).`);
  return key;
}

export function publishingSettings({ str, decimal, appSecret, fail }: Readers) {
  const trim = (url: string) => url.replace(/\/+$/, '');
  const linkedin: PlatformApp & { apiVersion: string } = {
    clientId: str('LINKEDIN_CLIENT_ID'),
    clientSecret: str('LINKEDIN_CLIENT_SECRET'),
    authUrl: trim(str('LINKEDIN_AUTH_URL', 'https://www.linkedin.com')!),
    apiUrl: trim(str('LINKEDIN_API_URL', 'https://api.linkedin.com')!),
    apiVersion: str('LINKEDIN_API_VERSION', '202510')!,
  };
  const x: PlatformApp = {
    clientId: str('X_CLIENT_ID'),
    clientSecret: str('X_CLIENT_SECRET'),
    authUrl: trim(str('X_AUTH_URL', 'https://x.com')!),
    apiUrl: trim(str('X_API_URL', 'https://api.x.com')!),
  };
  const keySetting = str('PUBLISHING_TOKEN_KEY');
  // Without a setting (development only: production refuses it) the key follows APP_SECRET.
  const tokenKey =
    keySetting !== undefined
      ? parseKey(keySetting, 'PUBLISHING_TOKEN_KEY', fail)
      : createHash('sha256').update(`publishing-token-key:${appSecret}`).digest();
  // Keys used before a change: tokens they sealed still open, and are sealed again with the new key.
  const previousTokenKeys = (str('PUBLISHING_TOKEN_KEYS_PREVIOUS') ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
    .map((k) => parseKey(k, 'PUBLISHING_TOKEN_KEYS_PREVIOUS', fail));
  return {
    linkedin,
    x,
    /** Whether any platform has an app: production then needs its own token key. */
    configured: !!(linkedin.clientId || x.clientId),
    tokenKeySet: keySetting !== undefined,
    tokenKey,
    tokenKeyring: { current: tokenKey, previous: previousTokenKeys } satisfies TokenKeyring,
    xPrices: {
      usdPerPost: decimal('X_USD_PER_POST', DEFAULT_X_PRICES.usdPerPost),
      usdPerPostWithLink: decimal('X_USD_PER_POST_WITH_LINK', DEFAULT_X_PRICES.usdPerPostWithLink),
    },
  };
}

export type PublishingSettings = ReturnType<typeof publishingSettings>;
