// Every platform's client, registered beside its facts: the compiler refuses a platform of the
// registry (index.ts) without a client here. Server only.
import { blueskyClient } from './bluesky.client';
import type { PublishingPlatformId } from './index';
import { linkedinClient } from './linkedin.client';
import { mastodonClient } from './mastodon.client';
import type { PlatformApp, PlatformClient, PlatformClientFactory, SettingReaders } from './platform-client';
import { threadsClient } from './threads.client';
import { xClient } from './x.client';

const FACTORIES = {
  linkedin: linkedinClient,
  x: xClient,
  bluesky: blueskyClient,
  mastodon: mastodonClient,
  threads: threadsClient,
} satisfies {
  [Id in PublishingPlatformId]: PlatformClientFactory<Id, PlatformApp>;
};

/** Each platform's app on this server, read once from the settings. */
export type PlatformApps = { [Id in PublishingPlatformId]: ReturnType<(typeof FACTORIES)[Id]['readSettings']> };

export function readPlatformApps(readers: SettingReaders): PlatformApps {
  return Object.fromEntries(
    Object.entries(FACTORIES).map(([id, factory]) => [id, factory.readSettings(readers)]),
  ) as PlatformApps;
}

/** The platforms as this server is set up for them: one client each, made from its app's settings. */
export class PublishingClients {
  private readonly byId: Map<PublishingPlatformId, PlatformClient>;

  constructor(apps: PlatformApps, overrides: Partial<Record<PublishingPlatformId, PlatformClient>> = {}) {
    this.byId = new Map(
      (Object.keys(FACTORIES) as PublishingPlatformId[]).map((id) => [
        id,
        overrides[id] ?? (FACTORIES[id] as PlatformClientFactory).create(apps[id]),
      ]),
    );
  }

  get(id: PublishingPlatformId): PlatformClient {
    return this.byId.get(id)!;
  }

  all(): PlatformClient[] {
    return [...this.byId.values()];
  }
}

const built = new WeakMap<PlatformApps, PublishingClients>();

/** The clients of these settings, made once and shared by every service that reads them. */
export function clientsFor(apps: PlatformApps): PublishingClients {
  let clients = built.get(apps);
  if (!clients) built.set(apps, (clients = new PublishingClients(apps)));
  return clients;
}
