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
  type PublishWorkflowResult,
  type ScheduledPublish,
} from '@synth/core/publishing';
import { platformsOf, type ActivityDeps } from '../deps';
import { withHeartbeats } from '../synth-run/with-heartbeats';
import { logProviderDetail } from '../synth-run/safe-failures';

export function publishActivities(deps: ActivityDeps) {
  const { config } = deps;
  const em = () => deps.orm.em.fork() as EntityManager;
  const accountsFor = (e: EntityManager) =>
    new ConnectedAccounts(
      e,
      { publishing: config.publishing, appSecret: config.appSecret, publicUrl: config.publicUrl },
      platformsOf(deps),
    );

  return {
    /** How the publication stands after this attempt: published with its link, or cancelled before it began. */
    async publishPost(publicationId: string): Promise<PublishWorkflowResult> {
      try {
        return await withHeartbeats(async () => {
          const e = em();
          const pub = await publishPublication(e, accountsFor(e), publicationId);
          if (pub.status === 'published') return { status: 'published', url: pub.url ?? null };
          if (pub.status === 'canceled') return { status: 'canceled' };
          throw ApplicationFailure.nonRetryable(pub.error ?? 'The post was not published.', PUBLISH_REFUSED);
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

    /** The run's automatic publications, created once its owner was told; answers every one still waiting. */
    async scheduleAutoPublish({ runId }: { runId: string }): Promise<ScheduledPublish[]> {
      const waiting = await scheduleAutoPublish(
        em(),
        runId,
        {
          platforms: platformsOf(deps),
          mailer: deps.mailer,
          app: { from: config.email.from, publicUrl: config.publicUrl, appSecret: config.appSecret },
        },
        deps.now?.(),
      );
      await deps.afterAutoPublishScheduled?.(runId);
      return waiting;
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

    /** The publish gave up: recorded as failed unless it was published meanwhile; what is live stays recorded. */
    async markPublicationFailed(publicationId: string, error: string): Promise<void> {
      await em().nativeUpdate(
        Publication,
        { id: publicationId, status: { $in: ['scheduled', 'publishing'] } },
        { status: 'failed', error: error.slice(0, 1000) },
      );
    },

    /** The waiting workflow was cancelled: a publication still waiting is recorded as cancelled, never one that began. */
    async markPublicationCanceled(publicationId: string): Promise<void> {
      await em().nativeUpdate(Publication, { id: publicationId, status: 'scheduled' }, { status: 'canceled' });
    },
  };
}
