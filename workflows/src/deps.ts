import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '@synth/api/config';
import type { AiProvider } from '@synth/api/modules/ai/ai.types';
import type { Mailer } from '@synth/api/modules/email/mailer';
import type { SearchProvider } from '@synth/api/modules/search/search.types';

/** Everything activities touch, injected by the worker (tests pass fakes of third parties only). */
export interface ActivityDeps {
  orm: MikroORM;
  config: Config;
  ai: AiProvider;
  mailer: Mailer;
  search: SearchProvider;
  /** Test hook: runs right after SES accepted a message, before the delivery is recorded. */
  afterEmailAccepted?: (deliveryKey: string) => Promise<void> | void;
  now?: () => Date;
  /** Whether the server accepts the run search attributes (checked once at worker start). */
  searchAttributesReady?: boolean;
}
