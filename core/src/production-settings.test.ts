import { describe, expect, it } from 'vitest';
import { ConfigError } from './config';
import { configWith } from './config-env.test-data';
import {
  PRODUCTION_SETTING_NAMES,
  SAFE_PRODUCTION_ENV,
  UNSAFE_PRODUCTION_SETTINGS,
} from './production-settings.test-data';

const load = configWith([...PRODUCTION_SETTING_NAMES, 'PORT']);

describe('production refuses unsafe settings', () => {
  it('accepts a production environment with real, safe settings', () => {
    const config = load(SAFE_PRODUCTION_ENV);
    expect(config.isProduction).toBe(true);
    expect(config.publicUrl).toBe('https://synth.example.com');
    expect(
      load({ ...SAFE_PRODUCTION_ENV, STRIPE_SECRET_KEY: 'sk_live_123', STRIPE_WEBHOOK_SECRET: 'whsec_123' }).stripe
        .webhookSecret,
    ).toBe('whsec_123');
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(
      load({
        ...SAFE_PRODUCTION_ENV,
        LINKEDIN_CLIENT_ID: '86abc123',
        PUBLISHING_TOKEN_KEY: key,
      }).publishing.tokenKey.toString('base64'),
    ).toBe(key);
  });

  it.each(UNSAFE_PRODUCTION_SETTINGS)('refuses $case with one sentence naming the setting', ({ env, sentence }) => {
    let thrown: unknown;
    try {
      load({ ...SAFE_PRODUCTION_ENV, ...env });
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as Error).message).toBe(sentence);
  });

  it.each(UNSAFE_PRODUCTION_SETTINGS)(
    'allows $case outside production, where the local stand-ins need it',
    ({ env }) => {
      expect(load({ ...SAFE_PRODUCTION_ENV, NODE_ENV: 'development', ...env }).isProduction).toBe(false);
    },
  );
});
