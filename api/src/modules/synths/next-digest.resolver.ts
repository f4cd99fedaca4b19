import { Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { nextDigestFrom } from '@synth/core/schedules';
import { Synth } from '@synth/core/synths';
import { effectiveStatus } from '@synth/core/users';
import { NextDigest } from './next-digest.types';
import { scheduleUpcoming } from './schedule-lookups';
import { requireOwner } from './synth-owner';

@Resolver(() => Synth)
export class NextDigestResolver {
  @Authorized()
  @FieldResolver(() => NextDigest, { description: 'When the next digest goes out, or why it is paused; owner only' })
  async nextDigest(@Root() synth: Synth, @Ctx() ctx: Context): Promise<NextDigest> {
    const owner = requireOwner(ctx, synth);
    const status = effectiveStatus(owner);
    const schedule = await scheduleUpcoming(ctx.services.schedules, synth, status);
    return nextDigestFrom(synth, status, schedule);
  }
}
