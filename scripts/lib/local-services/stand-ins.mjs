import { assertPortFree } from '../ports.mjs';
import { track } from '../supervisor.mjs';

/**
 * The Brave Search API stand-in (dev-services/web-search), served from this process: the
 * answers are a small fixed web on reserved .example domains, so examples work without a key.
 */
export async function startWebSearchStandIn({ port }) {
  await assertPortFree(port, 'the local web search stand-in', 'BRAVE_SEARCH_PORT');
  const { startFakeWebSearch } = await import('../../../dev-services/web-search/server.mjs');
  const server = await startFakeWebSearch({ port });
  let closed;
  const exit = new Promise((resolve) => {
    closed = resolve;
  });
  const stop = () => server.close().finally(() => closed({ code: 0, signal: null }));
  track({ name: 'web-search', exit, stop });
  return { url: server.url, stop };
}

/**
 * The social stand-ins (dev-services/social), served from this process, with the settings that
 * point Synth at them. Each starts only when its platform is not set up (no client id, no service).
 */
export async function startSocialStandIns({
  linkedinPort,
  xPort,
  blueskyPort,
  mastodonPort,
  threadsPort,
  env = process.env,
}) {
  const { startFakeBluesky, startFakeLinkedIn, startFakeMastodon, startFakeThreads, startFakeX } =
    await import('../../../dev-services/social/index.mjs');
  const settings = {};
  const started = [];
  // How much faster than real time the stand-ins' posts earn their figures (browser tests speed them up).
  const figureSpeed = Number(env.SOCIAL_STAND_IN_FIGURE_SPEED) || 1;
  const serve = async (name, port, setting, start, toSettings) => {
    await assertPortFree(port, `the local ${name} stand-in`, setting);
    const server = await start({ port, figureSpeed });
    let closed;
    const exit = new Promise((resolve) => {
      closed = resolve;
    });
    const stop = () => server.close().finally(() => closed({ code: 0, signal: null }));
    track({ name: `${name.toLowerCase()}-stand-in`, exit, stop });
    Object.assign(settings, toSettings(server));
    started.push(`${name} stand-in on ${server.url}`);
  };
  if (!env.LINKEDIN_CLIENT_ID) {
    await serve('LinkedIn', linkedinPort, 'LINKEDIN_STAND_IN_PORT', startFakeLinkedIn, (s) => ({
      LINKEDIN_CLIENT_ID: s.client.id,
      LINKEDIN_CLIENT_SECRET: s.client.secret,
      LINKEDIN_AUTH_URL: s.url,
      LINKEDIN_API_URL: s.url,
      // The stand-in grants the scope that reads posts' reactions and comments.
      LINKEDIN_READS_FIGURES: 'true',
    }));
  }
  if (!env.X_CLIENT_ID) {
    await serve('X', xPort, 'X_STAND_IN_PORT', startFakeX, (s) => ({
      X_CLIENT_ID: s.client.id,
      X_CLIENT_SECRET: s.client.secret,
      X_AUTH_URL: s.url,
      X_API_URL: s.url,
    }));
  }
  if (!env.BLUESKY_SERVICE_URL) {
    await serve('Bluesky', blueskyPort, 'BLUESKY_STAND_IN_PORT', startFakeBluesky, (s) => ({
      BLUESKY_SERVICE_URL: s.url,
    }));
  }
  // The person names this server (http://127.0.0.1:<port>); reaching it needs private addresses allowed.
  if (!env.MASTODON_ENABLED) {
    await serve('Mastodon', mastodonPort, 'MASTODON_STAND_IN_PORT', startFakeMastodon, () => ({
      MASTODON_ENABLED: 'true',
      FEED_ALLOW_PRIVATE_NETWORKS: env.FEED_ALLOW_PRIVATE_NETWORKS || 'true',
    }));
  }
  if (!env.THREADS_CLIENT_ID) {
    await serve('Threads', threadsPort, 'THREADS_STAND_IN_PORT', startFakeThreads, (s) => ({
      THREADS_CLIENT_ID: s.client.id,
      THREADS_CLIENT_SECRET: s.client.secret,
      THREADS_AUTH_URL: s.url,
      THREADS_API_URL: s.url,
    }));
  }
  return { settings, started };
}

/**
 * The Slack, Teams, Discord and generic webhook stand-ins (dev-services/channels), served from this
 * process: a developer pastes one of its addresses into a synth's delivery channels.
 */
export async function startChannelStandIns({ port }) {
  await assertPortFree(port, 'the local delivery channels stand-in', 'CHANNELS_STAND_IN_PORT');
  const { startChannelStandIns: start } = await import('../../../dev-services/channels/server.mjs');
  const server = await start({ port });
  let closed;
  const exit = new Promise((resolve) => {
    closed = resolve;
  });
  const stop = () => server.close().finally(() => closed({ code: 0, signal: null }));
  track({ name: 'channels-stand-in', exit, stop });
  return { url: server.url, addresses: server.addresses, stop };
}
