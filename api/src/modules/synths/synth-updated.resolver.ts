import { Arg, Ctx, Field, FieldResolver, ID, ObjectType, Resolver, Root, Subscription } from 'type-graphql';
import { requireViewer, type Context } from '../../context';
import { idOf, toGlobalId } from '../../graphql/relay/global-id';
import { TOPICS, type SynthUpdatePayload } from '../../graphql/pubsub';
import { NotFoundError } from '@synth/core/lib';
import { progressPercent } from '@synth/core/runs';
import { Progress } from '../runs/run.types';
import { Synth } from '@synth/core/synths';
import { SynthStats } from './synth.types';

@ObjectType({ description: 'Live progress, status and stats of a synth' })
export class SynthUpdate {
  @Field(() => ID, { nullable: true }) synthId!: string | null;
  @Field(() => ID, { nullable: true }) runId!: string | null;
  @Field(() => String, { description: 'success, warning, error or info' }) updateType!: string;
  @Field(() => String) message!: string;
  @Field(() => String, { description: 'Run status' }) status!: string;
  @Field(() => Progress) progress!: Progress;
  @Field(() => SynthStats) stats!: SynthStats;
  /** Raw ids for the field resolver; not exposed. */
  rawSynthId!: string | null;
  userId!: string;
}

function toSynthUpdate(p: SynthUpdatePayload): SynthUpdate {
  const total = Math.max(1, p.progressTotal);
  return {
    synthId: p.synthId ? toGlobalId('Synth', p.synthId) : null,
    runId: p.runId ? toGlobalId('SynthRun', p.runId) : null,
    updateType: p.updateType,
    message: p.message,
    status: p.status,
    progress: { current: p.progressCurrent, total, percent: progressPercent(p.progressCurrent, total) },
    stats: {
      articlesFetched: p.articlesFetched,
      articlesFiltered: p.articlesFiltered,
      articlesProcessed: p.articlesProcessed,
      lastRun: p.lastRunAt ? new Date(p.lastRunAt) : null,
    },
    rawSynthId: p.synthId,
    userId: p.userId,
  };
}

@Resolver(() => SynthUpdate)
export class SynthUpdatedResolver {
  @Subscription(() => SynthUpdate, {
    description:
      'Progress, status and stats of one of your synths as its runs happen; without synthId, of all your runs, previews of unsaved synths included',
    subscribe: async ({ args, context }) => {
      const ctx = context as Context;
      const viewer = requireViewer(ctx);
      if (args.synthId == null)
        return filterIterable(ctx.services.pubsub.subscribe(TOPICS.SYNTH_UPDATED), (p) => p.userId === viewer.id);
      const raw = idOf('Synth', args.synthId as string);
      const owned = raw ? await ctx.em.count(Synth, { id: raw, user: viewer }) : 0;
      if (!owned) throw new NotFoundError('Synth not found');
      return filterIterable(
        ctx.services.pubsub.subscribe(TOPICS.SYNTH_UPDATED),
        (p) => p.userId === viewer.id && p.synthId === raw,
      );
    },
  })
  synthUpdated(
    @Arg('synthId', () => ID, { nullable: true }) _synthId: string | null,
    @Root() payload: SynthUpdatePayload,
  ): SynthUpdate {
    return toSynthUpdate(payload);
  }

  /** The synth as it is now, so Relay updates its cached record in place. */
  @FieldResolver(() => Synth, { nullable: true })
  synth(@Root() u: SynthUpdate, @Ctx() ctx: Context) {
    if (!u.rawSynthId) return null;
    return ctx.services.orm.em.fork().findOne(Synth, { id: u.rawSynthId, user: u.userId });
  }
}

async function* filterIterable<T>(source: AsyncIterable<T>, keep: (v: T) => boolean): AsyncGenerator<T> {
  for await (const v of source) if (keep(v)) yield v;
}
