// The publishing settings (each platform's app, the token keys), read through the helpers config.ts
// hands over, so config.ts stays the only reader of the environment.
import { createHash } from 'node:crypto';
import { readPlatformApps } from './platforms/platform-clients';
import type { SettingReaders } from './platforms/platform-client';
import type { TokenKeyring } from './token-cipher';
import { DEFAULT_FIGURES_READING_DELAYS, type FiguresReadingDelays } from './figures-readings';

interface Readers extends SettingReaders {
  /** Signs the development token key when PUBLISHING_TOKEN_KEY is unset. */
  appSecret: string;
  fail(message: string): Error;
}

/** A 32-byte AES key written as 64 hex digits or as base64. */
function parseKey(value: string, setting: string, fail: Readers['fail']): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32)
    throw fail(`${setting} must be 32 bytes, written as 64 hex digits or as base64 (openssl rand -base64 32).`);
  return key;
}

export function publishingSettings({ str, decimal, flag, appSecret, fail }: Readers) {
  const apps = readPlatformApps({ str, decimal, flag });
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
    apps,
    /** Whether any platform has an app: production then needs its own token key. */
    configured: Object.values(apps).some((app) => app.enabled),
    /** The settings that turn publishing on, one per platform. */
    enabledBy: Object.values(apps).map((app) => app.enabledBy),
    tokenKeySet: keySetting !== undefined,
    tokenKey,
    tokenKeyring: { current: tokenKey, previous: previousTokenKeys } satisfies TokenKeyring,
    /** How long after publishing a post's figures are read (tests shorten them). */
    figuresReadAfter: {
      day: decimal('FIGURES_FIRST_READ_SECONDS', DEFAULT_FIGURES_READING_DELAYS.day),
      week: decimal('FIGURES_SECOND_READ_SECONDS', DEFAULT_FIGURES_READING_DELAYS.week),
    } satisfies FiguresReadingDelays,
  };
}

export type PublishingSettings = ReturnType<typeof publishingSettings>;
