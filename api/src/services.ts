import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '@synth/core/config';
import type { AiProvider } from '@synth/core/ai';
import type { PgPubSub } from './graphql/pubsub';
import type { AuthService } from './modules/auth/auth.service';
import type { TemporalClientProvider, TemporalRunStarter } from '@synth/workflows/schedules';
import type { SchedulePort } from '@synth/core/schedules';
import type { RateLimits } from './modules/rate-limit/rate-limits';
import type { Mailer } from '@synth/core/email';

/** Process-wide dependencies, created once by bootstrap() and shared by every request. */
export interface Services {
  config: Config;
  orm: MikroORM;
  auth: AuthService;
  temporal: TemporalClientProvider;
  schedules: SchedulePort;
  /** Starts the runs a person asks for, tagged for the Temporal UI from their start. */
  runStarter: TemporalRunStarter;
  pubsub: PgPubSub;
  /** The same provider the worker uses; the API asks it only to draft synths from a sentence. */
  ai: AiProvider;
  /** Counters for requests that cost money or invite abuse, shared by every API process. */
  rateLimits: RateLimits;
  /** SES (or the local stand-in): the API sends only the emails that ask a recipient to confirm. */
  mailer: Mailer;
}
