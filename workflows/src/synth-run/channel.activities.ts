import type { EntityManager } from '@mikro-orm/postgresql';
import {
  channelOutcomeSentence,
  channelPostSettings,
  channelsOf,
  deliverToChannels,
  isPostedKind,
  runChannelDigest,
  type ChannelDeliveryDeps,
} from '@synth/core/channels';
import { digestArticlesOf } from '@synth/core/email';
import { LogLevel, reportRun, setOutput } from '@synth/core/runs';
import type { ActivityDeps } from '../deps';
import { deliveryKeyOf } from './email.activities';
import { loadRun, type RunScope } from './run-context';

/**
 * The digest posted to the synth's delivery channels, each exactly once per run slot (see
 * deliverToChannels), before the email. It runs inside the run's one step, so Temporal retries it
 * with the step; a channel that still fails after its own tries is reported on the run page, and
 * neither the email nor the other channels wait on it.
 */
export function channelActivities(deps: ActivityDeps & { channelSleep?: ChannelDeliveryDeps['sleep'] }) {
  const em = () => deps.orm.em.fork() as EntityManager;
  return {
    async deliverToChannels({ runId }: { runId: string }, scope?: RunScope): Promise<{ posted: number }> {
      const db = scope?.db ?? em();
      const { run, features } = scope?.loaded ?? (await loadRun(db, runId));
      // A preview has no synth; a plan that mails no digest posts none; a day with no story posts nothing.
      if (!run.synth || !features.canUseEmail || digestArticlesOf(run).length === 0) return { posted: 0 };
      const channels = (await channelsOf(db, run.user.id, run.synth.id)).filter((c) => isPostedKind(c.kind));
      if (!channels.length) return { posted: 0 };
      const outcomes = await deliverToChannels(
        db,
        channels,
        runChannelDigest(run, deps.config),
        {
          id: run.id,
          key: deliveryKeyOf({
            id: run.id,
            trigger: run.trigger,
            synth: run.synth,
            scheduledFor: run.scheduledFor ?? null,
          }),
        },
        {
          keyring: deps.config.publishing.tokenKeyring,
          post: channelPostSettings(deps.config),
          now: deps.now,
          sleep: deps.channelSleep,
        },
      );
      setOutput(run, { channels: outcomes });
      for (const o of outcomes)
        await reportRun(db, run, {
          level: o.status === 'failed' ? LogLevel.warning : LogLevel.success,
          step: 'channels',
          message: channelOutcomeSentence(o),
        });
      return { posted: outcomes.filter((o) => o.status === 'sent').length };
    },
  };
}
