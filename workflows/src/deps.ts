import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '@synth/core/config';
import type { AiProvider } from '@synth/core/ai';
import type { Mailer } from '@synth/core/email';
import type { SearchProvider } from '@synth/core/search';
import { clientsFor, type PublishingClients } from '@synth/core/publishing';

/** Everything activities touch, injected by the worker (tests pass fakes of third parties only). */
export interface ActivityDeps {
  orm: MikroORM;
  config: Config;
  ai: AiProvider;
  mailer: Mailer;
  search: SearchProvider;
  /** The publishing platforms' clients; built from the settings when absent. */
  publishingClients?: PublishingClients;
  /** Test hook: runs right after SES accepted a message and the delivery was recorded as sent. */
  afterEmailAccepted?: (deliveryKey: string) => Promise<void> | void;
  /** Test hook: runs right after a run's automatic publications were recorded, before their workflows start. */
  afterAutoPublishScheduled?: (runId: string) => Promise<void> | void;
  now?: () => Date;
  /** Whether the server accepts the run search attributes (checked once at worker start). */
  searchAttributesReady?: boolean;
}

/** The publishing platforms' clients: the ones a test passed in, or those the settings make. */
export function platformsOf(deps: Pick<ActivityDeps, 'config' | 'publishingClients'>): PublishingClients {
  return deps.publishingClients ?? clientsFor(deps.config.publishing.apps);
}
