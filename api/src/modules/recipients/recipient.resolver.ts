import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import { requireViewer, type Context } from '../../context';
import { idOf } from '../../graphql/relay/global-id';
import { NotFoundError } from '@synth/core/lib';
import { RecipientStatus } from '@synth/core/recipients';
import { Synth } from '@synth/core/synths';

@Resolver(() => Synth)
export class SynthRecipientResolver {
  @FieldResolver(() => RecipientStatus, {
    nullable: true,
    description: 'Whether the recipient email may be sent digests yet; null when there is none',
  })
  recipientStatus(@Root() s: Synth, @Ctx() ctx: Context): Promise<RecipientStatus | null> {
    return ctx.recipients.statusOf(s.user.id, s.recipientEmail);
  }

  @FieldResolver(() => Date, {
    nullable: true,
    description:
      'When the latest confirmation email went to the recipient; null if none has since the address was (re)entered',
  })
  recipientConfirmationSentAt(@Root() s: Synth, @Ctx() ctx: Context): Promise<Date | null> {
    return ctx.recipients.confirmationSentAt(s.user.id, s.recipientEmail);
  }
}

@Authorized()
@Resolver()
export class RecipientMutationResolver {
  @Mutation(() => Synth, {
    description: "Emails the synth's recipient another confirmation link (rate limited, and capped per day)",
  })
  async resendRecipientConfirmation(@Arg('synthId', () => ID) synthId: string, @Ctx() ctx: Context): Promise<Synth> {
    const raw = idOf('Synth', synthId);
    if (!raw) throw new NotFoundError('Synth not found');
    return resendConfirmation(ctx, raw);
  }
}

/** Shared by GraphQL and REST: the owner's synth, one rate-limited resend. */
export async function resendConfirmation(ctx: Context, rawSynthId: string): Promise<Synth> {
  const viewer = requireViewer(ctx);
  const synth = await ctx.synths.get(viewer, rawSynthId);
  await ctx.services.rateLimits.take('confirmationResend', ctx.caller);
  await ctx.recipients.resend(viewer, synth);
  return synth;
}
