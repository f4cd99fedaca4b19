// The publishing steps, thin over core: send a publication (idempotent by itself), and record how
// it ended. A platform's refusal becomes a non-retryable failure carrying the person's sentence; a
// rate limit or outage a retryable one that waits as long as the platform asked.
import { ApplicationFailure } from '@temporalio/activity';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ConnectedAccounts,
  Publication,
  PublishFailure,
  publishPublication,
  PUBLISH_REFUSED,
  PUBLISH_RETRY_LATER,
  scheduleAutoPublish,
  sendReconnectReminders,
} from '@synth/core/publishing';
import type { ActivityDeps } from '../deps';
import { withHeartbeats } from '../synth-run/with-heartbeats';
import { logProviderDetail } from '../synth-run/safe-failures';

export function publishActivities(deps: ActivityDeps) {
  const { config } = deps;
  const em = () => deps.orm.em.fork() as EntityManager;
  const accountsFor = (e: EntityManager) =>
    new ConnectedAccounts(
      e,
      { publishing: config.publishing, appSecret: config.appSecret, publicUrl: config.publicUrl },
      deps.publishingClients,
    );

  return {
    /** The published post's link. */
    async publishPost(publicationId: string): Promise<string | null> {
      try {
        return await withHeartbeats(async () => {
          const e = em();
          return (await publishPublication(e, accountsFor(e), publicationId)).url ?? null;
        });
      } catch (err) {
        if (!(err instanceof PublishFailure)) throw err;
        if (err.detail) logProviderDetail('publishPost', { message: err.message, detail: err.detail });
        if (err.retryable)
          throw ApplicationFailure.create({
            message: err.message,
            type: PUBLISH_RETRY_LATER,
            nextRetryDelay: err.retryAfterMs ?? undefined,
          });
        throw ApplicationFailure.nonRetryable(err.message, PUBLISH_REFUSED);
      }
    },

    /** The run's automatic publications, created once; answers those whose workflows to start. */
    async scheduleAutoPublish({
      runId,
    }: {
      runId: string;
    }): Promise<{ publicationId: string; key: string; publishAt: string }[]> {
      return scheduleAutoPublish(em(), runId, config.publishing.xPrices, deps.now?.());
    },

    /** Emails each person whose LinkedIn connection expires within a week, once per connection. */
    async sendReconnectReminders(): Promise<number> {
      return withHeartbeats(() =>
        sendReconnectReminders(
          em(),
          deps.mailer,
          { from: config.email.from, publicUrl: config.publicUrl },
          deps.now?.(),
        ),
      );
    },

    async markPublicationFailed(publicationId: string, error: string): Promise<void> {
      const e = em();
      const pub = await e.findOne(Publication, publicationId);
      if (!pub || pub.status === 'published') return;
      Object.assign(pub, { status: 'failed', error: error.slice(0, 1000) });
      await e.flush();
    },

    async markPublicationCanceled(publicationId: string): Promise<void> {
      const e = em();
      const pub = await e.findOne(Publication, publicationId);
      if (!pub || pub.status === 'published') return;
      pub.status = 'canceled';
      await e.flush();
    },
  };
}
