// The production refusal table, shared by the loadConfig() unit test and the test that starts the
// real API and worker entries: each unsafe setting, and the one sentence that names it.

/** A production environment every check accepts; each row below spoils one setting of it. */
export const SAFE_PRODUCTION_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  FIREBASE_PROJECT_ID: 'synth-production',
  APP_SECRET: 'k3J9w2Qx7vN4mR8tY1bZ6cF0hL5pD2sG',
  PUBLIC_URL: 'https://synth.example.com',
  FEED_ALLOW_PRIVATE_NETWORKS: 'false',
};

/** Every variable the table sets, so a test can clear them all first. */
export const PRODUCTION_SETTING_NAMES = [
  'NODE_ENV',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIREBASE_PROJECT_ID',
  'FEED_ALLOW_PRIVATE_NETWORKS',
  'APP_SECRET',
  'PUBLIC_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'LINKEDIN_CLIENT_ID',
  'X_CLIENT_ID',
  'BLUESKY_SERVICE_URL',
  'MASTODON_ENABLED',
  'THREADS_CLIENT_ID',
  'PUBLISHING_TOKEN_KEY',
  'SES_ENDPOINT',
  'STRIPE_API_BASE',
  'LINKEDIN_AUTH_URL',
  'LINKEDIN_API_URL',
  'X_AUTH_URL',
  'X_API_URL',
  'THREADS_AUTH_URL',
  'THREADS_API_URL',
] as const;

export interface UnsafeProductionSetting {
  case: string;
  env: Record<string, string>;
  sentence: string;
}

export const UNSAFE_PRODUCTION_SETTINGS: UnsafeProductionSetting[] = [
  {
    case: 'a LinkedIn app without a token key',
    env: { LINKEDIN_CLIENT_ID: '86abc123' },
    sentence:
      'PUBLISHING_TOKEN_KEY must be set in production when LINKEDIN_CLIENT_ID, X_CLIENT_ID, BLUESKY_SERVICE_URL, MASTODON_ENABLED or THREADS_CLIENT_ID is, because it encrypts the stored publishing tokens.',
  },
  {
    case: 'an X app without a token key',
    env: { X_CLIENT_ID: 'Y2xpZW50' },
    sentence:
      'PUBLISHING_TOKEN_KEY must be set in production when LINKEDIN_CLIENT_ID, X_CLIENT_ID, BLUESKY_SERVICE_URL, MASTODON_ENABLED or THREADS_CLIENT_ID is, because it encrypts the stored publishing tokens.',
  },
  {
    case: 'Bluesky publishing without a token key',
    env: { BLUESKY_SERVICE_URL: 'https://bsky.social' },
    sentence:
      'PUBLISHING_TOKEN_KEY must be set in production when LINKEDIN_CLIENT_ID, X_CLIENT_ID, BLUESKY_SERVICE_URL, MASTODON_ENABLED or THREADS_CLIENT_ID is, because it encrypts the stored publishing tokens.',
  },
  {
    case: 'Mastodon publishing without a token key',
    env: { MASTODON_ENABLED: 'true' },
    sentence:
      'PUBLISHING_TOKEN_KEY must be set in production when LINKEDIN_CLIENT_ID, X_CLIENT_ID, BLUESKY_SERVICE_URL, MASTODON_ENABLED or THREADS_CLIENT_ID is, because it encrypts the stored publishing tokens.',
  },
  {
    case: 'a Threads app without a token key',
    env: { THREADS_CLIENT_ID: '1234567890' },
    sentence:
      'PUBLISHING_TOKEN_KEY must be set in production when LINKEDIN_CLIENT_ID, X_CLIENT_ID, BLUESKY_SERVICE_URL, MASTODON_ENABLED or THREADS_CLIENT_ID is, because it encrypts the stored publishing tokens.',
  },
  {
    case: 'an Auth emulator host',
    env: { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
    sentence:
      'FIREBASE_AUTH_EMULATOR_HOST must not be set in production, because the Auth emulator accepts unsigned tokens.',
  },
  {
    case: 'a demo- project id',
    env: { FIREBASE_PROJECT_ID: 'demo-synth' },
    sentence:
      'FIREBASE_PROJECT_ID must name a real Firebase project in production, not the emulator\'s demo project "demo-synth".',
  },
  {
    case: 'no project id (the default is the demo project)',
    env: { FIREBASE_PROJECT_ID: '' },
    sentence:
      'FIREBASE_PROJECT_ID must name a real Firebase project in production, not the emulator\'s demo project "demo-synth".',
  },
  {
    case: 'private networks allowed for feeds',
    env: { FEED_ALLOW_PRIVATE_NETWORKS: 'true' },
    sentence:
      'FEED_ALLOW_PRIVATE_NETWORKS must be false in production, because it lets any user make the server fetch private addresses.',
  },
  {
    case: 'no APP_SECRET',
    env: { APP_SECRET: '' },
    sentence: 'APP_SECRET must be set in production, because it signs unsubscribe and confirmation links.',
  },
  {
    case: 'an APP_SECRET shorter than 32 bytes',
    env: { APP_SECRET: 'k3J9w2Qx7vN4mR8tY1bZ6cF0hL5pD2s' },
    sentence: 'APP_SECRET must be at least 32 bytes long in production; set it to a long random string.',
  },
  {
    case: 'the development APP_SECRET',
    env: { APP_SECRET: 'synth-local-development-secret' },
    sentence: 'APP_SECRET must not be the development value in production; set it to a long random string.',
  },
  {
    case: 'an http PUBLIC_URL',
    env: { PUBLIC_URL: 'http://synth.example.com' },
    sentence: 'PUBLIC_URL must be an https address in production, got "http://synth.example.com".',
  },
  {
    case: 'no PUBLIC_URL (the default is the local http address)',
    env: { PUBLIC_URL: '' },
    sentence: 'PUBLIC_URL must be an https address in production, got "http://127.0.0.1:8080".',
  },
  {
    case: 'a Stripe key without a webhook secret',
    env: { STRIPE_SECRET_KEY: 'sk_live_123' },
    sentence:
      'STRIPE_WEBHOOK_SECRET must be set in production when STRIPE_SECRET_KEY is, or forged billing events would be accepted.',
  },
  {
    case: 'the local SES stand-in',
    env: { SES_ENDPOINT: 'http://127.0.0.1:8005' },
    sentence:
      'SES_ENDPOINT must not point at a local mail stand-in in production: unset it to send through Amazon SES, or give an https endpoint; got "http://127.0.0.1:8005".',
  },
  {
    case: 'stripe-mock',
    env: { STRIPE_API_BASE: 'http://127.0.0.1:12111' },
    sentence:
      'STRIPE_API_BASE must not point at stripe-mock in production: unset it to bill through Stripe, or give an https address; got "http://127.0.0.1:12111".',
  },
  ...(
    ['LINKEDIN_AUTH_URL', 'LINKEDIN_API_URL', 'X_AUTH_URL', 'X_API_URL', 'THREADS_AUTH_URL', 'THREADS_API_URL'] as const
  ).map((name) => ({
    case: `an http ${name} (a local publishing stand-in)`,
    env: { [name]: 'http://127.0.0.1:8007' },
    sentence: `${name} must be an https address in production, because people's sign-ins and tokens travel to it; got "http://127.0.0.1:8007".`,
  })),
  {
    case: 'an http BLUESKY_SERVICE_URL (the local Bluesky stand-in)',
    env: {
      BLUESKY_SERVICE_URL: 'http://127.0.0.1:8011',
      PUBLISHING_TOKEN_KEY: '3f1c0a9e5b7d2468ace013579bdf2468ace013579bdf2468ace013579bdf2468',
    },
    sentence:
      'BLUESKY_SERVICE_URL must be an https address in production, because people\'s sign-ins and tokens travel to it; got "http://127.0.0.1:8011".',
  },
];
