import { Field, Int, ObjectType } from 'type-graphql';
import { User } from '@synth/core/users';
import { describeVoice, type VoiceProfile } from '@synth/core/voice';

@ObjectType('VoiceHabit', { description: 'One habit of the voice, in plain words' })
export class VoiceHabit {
  @Field(() => String, { description: 'Which habit: Length, Line breaks, Hashtags and so on' }) label!: string;
  @Field(() => String) text!: string;
}

@ObjectType('VoiceProfile', { description: "The caller's voice, learned from their own posts and saved edits" })
export class VoiceProfileType {
  @Field(() => String, { description: 'The profile in one sentence: "You write 80–120 words, one idea per line, …"' })
  summary!: string;
  @Field(() => [VoiceHabit]) habits!: VoiceHabit[];
  @Field(() => Int, { description: 'How many of their own posts it was learned from' }) postCount!: number;
  @Field(() => Int, { description: "How many saved edits of Synth's drafts it was learned from" }) editCount!: number;
  @Field(() => [String], { description: 'Their own posts, as Synth keeps them' }) samples!: string[];
  @Field(() => Date, { description: 'When it was last learned' }) learnedAt!: Date;
}

@ObjectType({ description: 'The caller with their new voice, and what Synth read' })
export class SaveVoiceSamplesPayload {
  @Field(() => User) user!: User;
  @Field(() => String, { nullable: true, description: 'What was read, when not simply every post sent' })
  notice!: string | null;
}

export function voiceProfileOf(voice: VoiceProfile): VoiceProfileType {
  const { summary, details } = describeVoice(voice.profile);
  return {
    summary,
    habits: details,
    postCount: voice.profile.posts,
    editCount: voice.profile.edits,
    samples: voice.samples.map((s) => s.text),
    learnedAt: voice.updatedAt,
  };
}
