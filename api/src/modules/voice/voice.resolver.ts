import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import { requireViewer, type Context } from '../../context';
import { User } from '@synth/core/users';
import { findVoice, forgetVoice, saveVoiceSamples } from '@synth/core/voice';
import { SaveVoiceSamplesPayload, VoiceProfileType, voiceProfileOf } from './voice.types';

@Resolver(() => User)
export class UserVoiceResolver {
  @FieldResolver(() => VoiceProfileType, {
    nullable: true,
    description: 'Your voice; null until you give Synth some of your posts (and for anyone but you)',
  })
  async voiceProfile(@Root() user: User, @Ctx() ctx: Context): Promise<VoiceProfileType | null> {
    const viewer = requireViewer(ctx);
    if (user.id !== viewer.id) return null;
    const voice = await findVoice(ctx.em, viewer.id);
    return voice && voiceProfileOf(voice);
  }
}

@Resolver()
export class VoiceMutationResolver {
  @Authorized()
  @Mutation(() => SaveVoiceSamplesPayload, {
    description:
      'Learns your voice from 3 to 50 of your posts, pasted (separated by lines of three dashes, or by blank lines) or from LinkedIn’s Shares.csv; replaces the posts given before',
  })
  async saveVoiceSamples(
    @Arg('text', () => String, { nullable: true }) text: string | null,
    @Arg('sharesCsv', () => String, { nullable: true }) sharesCsv: string | null,
    @Ctx() ctx: Context,
  ): Promise<SaveVoiceSamplesPayload> {
    const viewer = requireViewer(ctx);
    const { notice } = await saveVoiceSamples(ctx.em, viewer.id, { text, sharesCsv });
    return { user: viewer, notice };
  }

  @Authorized()
  @Mutation(() => User, { description: 'Deletes your voice: your posts, your edits and the profile' })
  async forgetVoice(@Ctx() ctx: Context): Promise<User> {
    const viewer = requireViewer(ctx);
    await forgetVoice(ctx.em, viewer.id);
    return viewer;
  }
}
