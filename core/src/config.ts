// The only module that reads process.env. Each process calls loadConfig() once, inside its start-up
// error handler, and passes the result down: nothing reads the environment at import time, so a bad
// setting ends in one sentence instead of a stack trace.
import path from 'node:path';
import { DEFAULT_QUERY_LIMITS } from './lib/query-limits';
import { BRAVE_SEARCH_API_URL } from './search/brave-web-search';
import type { SearchProviderName } from './search/search-provider-factory';
import { DEFAULT_RATE_LIMITS, type RateLimitedAction, type RateLimitSettings } from './rate-limit/rate-limit.rules';
import { publishingSettings } from './publishing/publishing-settings';

export type AiProviderName = 'openai' | 'local';

export class ConfigError extends Error {}

/** The APP_SECRET used when none is set; production refuses it, since anyone can read it here. */
export const DEVELOPMENT_APP_SECRET = 'synth-local-development-secret';
/** Shortest APP_SECRET production accepts, in bytes: it signs unsubscribe and confirmation links. */
export const MIN_APP_SECRET_BYTES = 32;

function str(name: string, fallback?: string): string | undefined {
  const v = process.env[name];
  return v === undefined || v === '' ? fallback : v;
}

function bool(name: string, fallback: boolean): boolean {
  const v = str(name);
  if (v === undefined) return fallback;
  if (/^(1|true|yes|on)$/i.test(v)) return true;
  if (/^(0|false|no|off)$/i.test(v)) return false;
  throw new ConfigError(`${name} must be true or false, got "${v}"`);
}

/** A count or amount setting: never negative; `kind` names what else it must be, for the error. */
function nonNegative(name: string, fallback: number, kind: 'number' | 'integer'): number {
  const v = str(name);
  if (v === undefined) return fallback;
  const n = Number(v);
  const wellFormed = kind === 'integer' ? Number.isInteger(n) : Number.isFinite(n);
  if (!wellFormed || n < 0) throw new ConfigError(`${name} must be a non-negative ${kind}, got "${v}"`);
  return n;
}

const decimal = (name: string, fallback: number) => nonNegative(name, fallback, 'number');
const int = (name: string, fallback: number) => nonNegative(name, fallback, 'integer');

export function loadConfig() {
  const nodeEnv = str('NODE_ENV', 'development')!;
  const port = int('PORT', 8080);
  // How many runs a worker works on at once (their steps, and other workflows' activities): enough
  // to keep two cores busy through a busy minute, few enough to bound the worker's memory
  // (bench/results/pipeline.md, "The worker under 400 MiB").
  const workerMaxConcurrentActivities = int('WORKER_MAX_CONCURRENT_ACTIVITIES', 100);
  const dataDir = path.resolve(str('DATA_DIR', '.data')!);
  const aiProvider = (str('AI_PROVIDER') ?? (str('OPENAI_API_KEY') ? 'openai' : 'local')) as AiProviderName;
  if (aiProvider !== 'openai' && aiProvider !== 'local') {
    throw new ConfigError(`AI_PROVIDER must be "openai" or "local", got "${aiProvider}"`);
  }
  const searchProvider = (str('SEARCH_PROVIDER') ??
    (str('BRAVE_SEARCH_API_KEY') ? 'brave' : 'stored')) as SearchProviderName;
  if (searchProvider !== 'stored' && searchProvider !== 'brave') {
    throw new ConfigError(`SEARCH_PROVIDER must be "stored" or "brave", got "${searchProvider}"`);
  }
  const firebaseProjectId = str('FIREBASE_PROJECT_ID', 'demo-synth')!;
  const authEmulatorHost = str('FIREBASE_AUTH_EMULATOR_HOST');
  const appSecret = str('APP_SECRET');
  const config = {
    nodeEnv,
    isProduction: nodeEnv === 'production',
    port,
    host: str('HOST', '127.0.0.1')!,
    // Which proxies' X-Forwarded-For is believed (Express "trust proxy"): the client address the
    // per-IP rate limits count. docker-compose adds its nginx's private network.
    trustProxy: str('TRUST_PROXY', 'loopback')!,
    // How late the API's event loop may run before new requests are turned away with 503 and
    // Retry-After (0: never): past it the process is behind, and taking more would stall everyone.
    // Well above the pause of a heavy but legitimate request, so only an overload sheds.
    shedLagMs: int('API_SHED_LAG_MS', 200),
    publicUrl: str('PUBLIC_URL', `http://127.0.0.1:${port}`)!.replace(/\/$/, ''),
    dataDir,
    appSecret: appSecret ?? DEVELOPMENT_APP_SECRET,
    databaseUrl: str('DATABASE_URL', 'postgres://postgres:postgres@127.0.0.1:5433/synth')!,
    temporal: {
      address: str('TEMPORAL_ADDRESS', '127.0.0.1:7233')!,
      namespace: str('TEMPORAL_NAMESPACE', 'default')!,
      taskQueue: str('TEMPORAL_TASK_QUEUE', 'synth')!,
      uiUrl: str('TEMPORAL_UI_URL', 'http://127.0.0.1:8233')!,
      // How many runs a worker keeps in memory between their steps; a run not kept is replayed from
      // its short history when its next step is due. Unset: the SDK's default, which follows the heap.
      workerMaxCachedWorkflows:
        str('WORKER_MAX_CACHED_WORKFLOWS') === undefined ? undefined : int('WORKER_MAX_CACHED_WORKFLOWS', 0),
      workerMaxConcurrentActivities,
      // How many runs a worker takes in hand at once, each started and waiting its turn among the runs
      // worked on: more starts a busy minute's runs sooner at a cost in memory (bench/results/pipeline.md,
      // "Runs in hand apart from runs worked on"); unset (or fewer), as many as are worked on.
      workerMaxRunsInHand: Math.max(
        int('WORKER_MAX_RUNS_IN_HAND', workerMaxConcurrentActivities),
        workerMaxConcurrentActivities,
      ),
    },
    firebase: {
      projectId: firebaseProjectId,
      authEmulatorHost,
      // Public web settings handed to the SPA at run time, so one build serves every environment.
      webApiKey: str('FIREBASE_WEB_API_KEY', authEmulatorHost ? 'demo-key' : undefined),
      authDomain: str('FIREBASE_AUTH_DOMAIN', `${firebaseProjectId}.firebaseapp.com`)!,
      sessionDays: int('SESSION_COOKIE_DAYS', 5),
      // How long an API process trusts what it last read about a user's revoked sessions (our logout
      // record and Firebase's tokensValidAfterTime) before reading it again. Logout also tells every
      // process at once; this bounds how late one that missed the news can be.
      revocationCacheSeconds: revocationCacheSeconds(),
    },
    email: {
      from: str('EMAIL_FROM', 'Synth <digest@synth.local>')!,
      sesEndpoint: str('SES_ENDPOINT'),
      region: str('AWS_REGION', 'us-east-1')!,
      mailViewerUrl: str('MAIL_VIEWER_URL', str('SES_ENDPOINT')),
    },
    ai: {
      provider: aiProvider,
      apiKey: str('OPENAI_API_KEY'),
      baseUrl: str('OPENAI_BASE_URL'),
      model: str('OPENAI_MODEL', aiProvider === 'openai' ? 'gpt-4o-mini' : 'synth-extractive-2')!,
      // The relevance filter compares a synth's topics with each article through this model.
      embeddingModel: str('OPENAI_EMBEDDING_MODEL', 'text-embedding-3-small')!,
      // US dollars per million tokens, for the run history's cost estimate; AI_PRICE_PER_MILLION_TOKENS
      // prices the configured model when it is not in the table.
      pricesPerMillionTokens: aiPrices(aiProvider, str('OPENAI_MODEL')),
    },
    // Real-world examples: the stored articles (offline) or the Brave Search API (or a stand-in speaking it).
    search: {
      provider: searchProvider,
      brave: {
        apiKey: str('BRAVE_SEARCH_API_KEY'),
        baseUrl: str('BRAVE_SEARCH_URL', BRAVE_SEARCH_API_URL)!.replace(/\/+$/, ''),
        // Brave bills successful requests only; the run's output counts them at this price.
        usdPer1000Requests: decimal('BRAVE_SEARCH_USD_PER_1000_REQUESTS', 5),
      },
    },
    stripe: {
      secretKey: str('STRIPE_SECRET_KEY'),
      webhookSecret: str('STRIPE_WEBHOOK_SECRET'),
      apiBase: str('STRIPE_API_BASE'),
    },
    feeds: {
      allowPrivateNetworks: bool('FEED_ALLOW_PRIVATE_NETWORKS', false),
    },
    // Busy minutes (minSynths or more) are prepared ahead, so the slot only filters, composes and
    // mails, and their runs start at the slot in batches with the schedules as the backstop
    // (bench/results/pipeline.md, "The prepare pass"). A lead of 0 turns preparing off; startsRuns
    // false leaves the starts to the schedules.
    prepare: {
      minSynths: int('PREPARE_MIN_SYNTHS', 50),
      leadMinutes: int('PREPARE_LEAD_MINUTES', 15),
      startsRuns: bool('PREPARE_STARTS_RUNS', true),
    },
    graphql: {
      maxTokens: int('GRAPHQL_MAX_TOKENS', DEFAULT_QUERY_LIMITS.maxTokens),
      maxDepth: int('GRAPHQL_MAX_DEPTH', DEFAULT_QUERY_LIMITS.maxDepth),
      maxAliases: int('GRAPHQL_MAX_ALIASES', DEFAULT_QUERY_LIMITS.maxAliases),
      maxCost: int('GRAPHQL_MAX_COST', DEFAULT_QUERY_LIMITS.maxCost),
    },
    rateLimits: rateLimitSettings(),
    publishing: publishingSettings({
      str,
      decimal,
      flag: bool,
      appSecret: appSecret ?? DEVELOPMENT_APP_SECRET,
      fail: (m) => new ConfigError(m),
    }),
  };
  if (config.isProduction) refuseUnsafeProductionSettings(config, appSecret);
  return config;
}

/**
 * Production refuses the settings that only make sense on a developer's machine, each with one
 * sentence naming the setting: any of them would let strangers sign in as anyone, reach private
 * addresses, forge signed links, steal cookies over plain http or send forged billing events.
 */
function refuseUnsafeProductionSettings(config: Config, appSecret: string | undefined): void {
  const { firebase, feeds, stripe, publicUrl } = config;
  if (firebase.authEmulatorHost) {
    throw new ConfigError(
      'FIREBASE_AUTH_EMULATOR_HOST must not be set in production, because the Auth emulator accepts unsigned tokens.',
    );
  }
  if (firebase.projectId.startsWith('demo-')) {
    throw new ConfigError(
      `FIREBASE_PROJECT_ID must name a real Firebase project in production, not the emulator's demo project "${firebase.projectId}".`,
    );
  }
  if (feeds.allowPrivateNetworks) {
    throw new ConfigError(
      'FEED_ALLOW_PRIVATE_NETWORKS must be false in production, because it lets any user make the server fetch private addresses.',
    );
  }
  if (!appSecret)
    throw new ConfigError('APP_SECRET must be set in production, because it signs unsubscribe and confirmation links.');
  if (appSecret === DEVELOPMENT_APP_SECRET)
    throw new ConfigError(
      'APP_SECRET must not be the development value in production; set it to a long random string.',
    );
  if (Buffer.byteLength(appSecret, 'utf8') < MIN_APP_SECRET_BYTES) {
    throw new ConfigError(
      `APP_SECRET must be at least ${MIN_APP_SECRET_BYTES} bytes long in production; set it to a long random string.`,
    );
  }
  if (!isHttps(publicUrl))
    throw new ConfigError(`PUBLIC_URL must be an https address in production, got "${publicUrl}".`);
  if (config.publishing.configured && !config.publishing.tokenKeySet) {
    throw new ConfigError(
      `PUBLISHING_TOKEN_KEY must be set in production when ${orList(config.publishing.enabledBy)} is, because it encrypts the stored publishing tokens.`,
    );
  }
  if (stripe.secretKey && !stripe.webhookSecret) {
    throw new ConfigError(
      'STRIPE_WEBHOOK_SECRET must be set in production when STRIPE_SECRET_KEY is, or forged billing events would be accepted.',
    );
  }
  const { email, publishing } = config;
  if (email.sesEndpoint && !isHttps(email.sesEndpoint))
    throw new ConfigError(
      `SES_ENDPOINT must not point at a local mail stand-in in production: unset it to send through Amazon SES, or give an https endpoint; got "${email.sesEndpoint}".`,
    );
  if (stripe.apiBase && !isHttps(stripe.apiBase))
    throw new ConfigError(
      `STRIPE_API_BASE must not point at stripe-mock in production: unset it to bill through Stripe, or give an https address; got "${stripe.apiBase}".`,
    );
  for (const [name, url] of Object.values(publishing.apps).flatMap((app) => Object.entries(app.addresses)))
    if (!isHttps(url))
      throw new ConfigError(
        `${name} must be an https address in production, because people's sign-ins and tokens travel to it; got "${url}".`,
      );
}

const isHttps = (url: string) => /^https:\/\//i.test(url);

/** "A, B or C". */
const orList = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}` : (items[0] ?? '');

/** Blended input/output prices of common models; the offline model costs nothing. */
const DEFAULT_AI_PRICES: Record<string, number> = {
  'synth-extractive-1': 0,
  'synth-extractive-2': 0,
  'gpt-4o-mini': 0.3,
  'gpt-4o': 5,
  'gpt-4.1-mini': 0.8,
  'gpt-4.1': 4,
  'text-embedding-3-small': 0.02,
  'text-embedding-3-large': 0.13,
};

function aiPrices(provider: AiProviderName, model: string | undefined): Record<string, number> {
  const prices = { ...DEFAULT_AI_PRICES };
  const override = str('AI_PRICE_PER_MILLION_TOKENS');
  if (override !== undefined && provider === 'openai') {
    const n = Number(override);
    if (!Number.isFinite(n) || n < 0)
      throw new ConfigError(`AI_PRICE_PER_MILLION_TOKENS must be a non-negative number, got "${override}"`);
    prices[model ?? 'gpt-4o-mini'] = n;
  }
  return prices;
}

function revocationCacheSeconds(): number {
  const seconds = int('AUTH_REVOCATION_CACHE_SECONDS', 60);
  if (seconds > 60) throw new ConfigError(`AUTH_REVOCATION_CACHE_SECONDS must be at most 60, got ${seconds}`);
  return seconds;
}

/** RATE_LIMIT_<ACTION>_PER_USER / _PER_IP per window of RATE_LIMIT_WINDOW_SECONDS; 0 turns one off. */
function rateLimitSettings(): RateLimitSettings {
  const d = DEFAULT_RATE_LIMITS;
  const windowSeconds = int('RATE_LIMIT_WINDOW_SECONDS', d.windowSeconds);
  if (windowSeconds < 1) throw new ConfigError('RATE_LIMIT_WINDOW_SECONDS must be at least 1');
  const limit = (action: RateLimitedAction, name: string) => ({
    perUser: int(`RATE_LIMIT_${name}_PER_USER`, d.actions[action].perUser),
    perIp: int(`RATE_LIMIT_${name}_PER_IP`, d.actions[action].perIp),
  });
  return {
    windowSeconds,
    actions: {
      feedCheck: limit('feedCheck', 'FEED_CHECKS'),
      synthDraft: limit('synthDraft', 'SYNTH_DRAFTS'),
      run: limit('run', 'RUNS'),
      // Nobody is known before sign-in: there is no per-user sign-in limit to set.
      signIn: { perUser: 0, perIp: int('RATE_LIMIT_SIGN_INS_PER_IP', d.actions.signIn.perIp) },
      confirmationResend: limit('confirmationResend', 'CONFIRMATION_RESENDS'),
      subscriptionRefresh: limit('subscriptionRefresh', 'SUBSCRIPTION_REFRESHES'),
      checkout: limit('checkout', 'CHECKOUTS'),
      cancel: limit('cancel', 'CANCELS'),
      synthSave: limit('synthSave', 'SYNTH_SAVES'),
      opmlParse: limit('opmlParse', 'OPML_IMPORTS'),
      // Like sign-in, a logout is counted before anyone is known.
      logout: { perUser: 0, perIp: int('RATE_LIMIT_LOGOUTS_PER_IP', d.actions.logout.perIp) },
      socketOperation: limit('socketOperation', 'SOCKET_OPERATIONS'),
      publish: limit('publish', 'PUBLISHES'),
      platformConnect: limit('platformConnect', 'PLATFORM_CONNECTS'),
      relevancePreview: limit('relevancePreview', 'RELEVANCE_PREVIEWS'),
      // A public page's visitor is nobody Synth knows: only the address counts.
      publicSubscribe: {
        perUser: 0,
        perIp: int('RATE_LIMIT_PUBLIC_SUBSCRIBES_PER_IP', d.actions.publicSubscribe.perIp),
      },
      channelTest: limit('channelTest', 'CHANNEL_TESTS'),
    },
  };
}

export type Config = ReturnType<typeof loadConfig>;
