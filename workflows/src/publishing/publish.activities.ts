// The publishing steps, thin over core: send a publication (idempotent by itself), and record how
// it ended. A platform's refusal becomes a non-retryable failure carrying the person's sentence; a
// rate limit or outage a retryable one that waits as long as the platform asked.
import { ApplicationFailure, Context } from '@temporalio/activity';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ConnectedAccounts,
  FIGURES_WORKFLOW,
  figuresReadingTimes,
  figuresWorkflowId,
  Publication,
  PublishFailure,
  publishPublication,
  readPublicationFigures,
  PUBLISH_REFUSED,
  PUBLISH_RETRY_LATER,
  scheduleAutoPublish,
  sendReconnectReminders,
  type FiguresReading,
  type PublishWorkflowResult,
  type ScheduledPublish,
} from '@synth/core/publishing';
import { platformsOf, type ActivityDeps } from '../deps';
import { withHeartbeats } from '../synth-run/with-heartbeats';
import { logProviderDetail } from '../synth-run/safe-failures';

/** A platform's refusal as the workflow reads it: for good, or to try again after the platform's wait. */
function asActivityFailure(step: string, err: unknown): unknown {
  if (!(err instanceof PublishFailure)) return err;
  if (err.detail) logProviderDetail(step, { message: err.message, detail: err.detail });
  if (err.retryable)
    return ApplicationFailure.create({
      message: err.message,
      type: PUBLISH_RETRY_LATER,
      nextRetryDelay: err.retryAfterMs ?? undefined,
    });
  return ApplicationFailure.nonRetryable(err.message, PUBLISH_REFUSED);
}

export function publishActivities(deps: ActivityDeps) {
  const { config } = deps;
  const em = () => deps.orm.em.fork() as EntityManager;
  const accountsFor = (e: EntityManager) =>
    new ConnectedAccounts(
      e,
      { publishing: config.publishing, appSecret: config.appSecret, publicUrl: config.publicUrl },
      platformsOf(deps),
    );

  /**
   * Starts the readings of what the post earns, where its platform offers figures. Started again by
   * a retried publish, it finds the one already running (its id is the publication's).
   */
  async function startFiguresReadings(pub: Publication): Promise<void> {
    if (!platformsOf(deps).get(pub.platform).readMetrics || !pub.publishedAt) return;
    await Context.current()
      .client.workflow.start(FIGURES_WORKFLOW, {
        taskQueue: config.temporal.taskQueue,
        workflowId: figuresWorkflowId(pub.id),
        args: [
          {
            publicationId: pub.id,
            readings: figuresReadingTimes(pub.publishedAt, config.publishing.figuresReadAfter),
          },
        ],
      })
      .catch((err: unknown) => {
        if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
      });
  }

  return {
    /** How the publication stands after this attempt: published with its link, or cancelled before it began. */
    async publishPost(publicationId: string): Promise<PublishWorkflowResult> {
      try {
        return await withHeartbeats(async () => {
          const e = em();
          const pub = await publishPublication(e, accountsFor(e), publicationId);
          if (pub.status === 'published') {
            await startFiguresReadings(pub);
            return { status: 'published', url: pub.url ?? null };
          }
          if (pub.status === 'canceled') return { status: 'canceled' };
          throw ApplicationFailure.nonRetryable(pub.error ?? 'The post was not published.', PUBLISH_REFUSED);
        });
      } catch (err) {
        throw asActivityFailure('publishPost', err);
      }
    },

    /** Reads what a published post earned at this reading; true when this attempt stored it. */
    async readPublicationFigures(publicationId: string, reading: FiguresReading): Promise<boolean> {
      try {
        const e = em();
        const outcome = await readPublicationFigures(e, accountsFor(e), publicationId, reading, deps.now?.());
        if (outcome.status === 'wait')
          throw ApplicationFailure.create({
            message: 'The platform allows no more reads of figures this minute.',
            type: PUBLISH_RETRY_LATER,
            nextRetryDelay: outcome.waitMs,
          });
        return outcome.status === 'stored';
      } catch (err) {
        throw asActivityFailure('readPublicationFigures', err);
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
