import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from './config';
import type { AiProvider } from './modules/ai/ai.types';
import type { PgPubSub } from './graphql/pubsub';
import type { AuthService } from './modules/auth/auth.service';
import type { TemporalClientProvider } from './modules/schedules/temporal-client';
import type { SchedulePort } from './modules/schedules/schedule.port';
import type { RateLimits } from './modules/rate-limit/rate-limits';

/** Process-wide dependencies, created once by bootstrap() and shared by every request. */
export interface Services {
  config: Config;
  orm: MikroORM;
  auth: AuthService;
  temporal: TemporalClientProvider;
  schedules: SchedulePort;
  pubsub: PgPubSub;
  /** The same provider the worker uses; the API asks it only to draft synths from a sentence. */
  ai: AiProvider;
  /** Counters for requests that cost money or invite abuse, shared by every API process. */
  rateLimits: RateLimits;
}
