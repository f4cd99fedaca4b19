import type { Config } from '@synth/core/config';
import { initOrm } from '@synth/core/orm';
import { createAiProvider } from '@synth/core/ai';
import { templateLibrary } from '@synth/core/content';
import { SesMailer } from '@synth/core/email';
import { markTokensRevoked, tokensRevokedAtMs } from '@synth/core/users';
import { TemporalScheduleService, TemporalClientProvider, TemporalRunStarter } from '@synth/workflows/schedules';
import { PgPubSub } from '../graphql/pubsub';
import { AuthService } from '../modules/auth/auth.service';
import { firebaseAuth } from '../modules/auth/firebase';
import { RateLimits } from '../modules/rate-limit/rate-limits';
import type { Services } from '../services';

/** Connects the database, the pub/sub channel and Temporal, and builds the services every request shares. */
export async function createServices(config: Config): Promise<Services> {
  const orm = await initOrm(config.databaseUrl);
  const pubsub = new PgPubSub(config.databaseUrl);
  await pubsub.start();
  const temporal = new TemporalClientProvider(config.temporal);
  const services: Services = {
    config,
    orm,
    auth: new AuthService(
      firebaseAuth(config),
      {
        read: (uid) => tokensRevokedAtMs(orm.em.fork() as never, uid),
        revoke: async (uid) => {
          await markTokensRevoked(orm.em.fork() as never, uid);
          await pubsub.announceSessionsRevoked(uid).catch(() => undefined);
        },
      },
      {
        sessionDays: config.firebase.sessionDays,
        emulator: !!config.firebase.authEmulatorHost,
        revocationCacheSeconds: config.firebase.revocationCacheSeconds,
      },
    ),
    temporal,
    schedules: new TemporalScheduleService(() => temporal.get(), config.temporal.taskQueue),
    runStarter: new TemporalRunStarter(() => temporal.get(), config.temporal.taskQueue),
    pubsub,
    ai: createAiProvider({ ...config.ai, library: templateLibrary }),
    rateLimits: new RateLimits(orm.em.getKnex(), config.rateLimits),
    mailer: new SesMailer({ endpoint: config.email.sesEndpoint, region: config.email.region }),
  };
  return services;
}
