// Reading and changing a person's voice. Every query names the owner; changes lock the owner's user
// row first, so two saves at once (samples and an edit, or two edits) apply one after the other.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { contentTypeOf } from '../content/content-types';
import { inTransaction } from '../db/in-transaction';
import { User } from '../users/user.entity';
import { readVoiceSamples, type VoiceSamplesInput } from './voice-intake';
import type { StoredVoice } from './voice-guide';
import { MAX_VOICE_EDITS } from './voice-limits';
import { learnVoice, removedByEdit } from './voice-profile';
import { VoiceProfile } from './voice-profile.entity';

/** The owner's voice, or null when they have not given Synth any posts. */
export function findVoice(em: EntityManager, userId: string): Promise<VoiceProfile | null> {
  return em.findOne(VoiceProfile, { user: userId });
}

/** The owner's voice as a post writer reads it, or null without one. */
export async function voiceForPosts(em: EntityManager, userId: string): Promise<StoredVoice | null> {
  const voice = await findVoice(em, userId);
  return voice && { profile: voice.profile, samples: voice.samples.map((s) => s.text) };
}

/** Runs `work` with the owner's row locked and their voice as it is now in the database. */
async function withVoiceLocked<T>(
  em: EntityManager,
  userId: string,
  work: (voice: VoiceProfile | null) => Promise<T>,
): Promise<T> {
  return inTransaction(em, async () => {
    await em.findOneOrFail(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    const voice = await em.findOne(VoiceProfile, { user: userId }, { refresh: true });
    const result = await work(voice);
    await em.flush();
    return result;
  });
}

function relearn(voice: VoiceProfile): void {
  voice.profile = learnVoice(
    voice.samples.map((s) => s.text),
    voice.edits.map((e) => ({ before: e.before, after: e.after, removed: e.removed })),
  );
}

/** Replaces the owner's posts with the ones given (their saved edits stay as evidence). */
export async function saveVoiceSamples(
  em: EntityManager,
  userId: string,
  input: VoiceSamplesInput,
): Promise<{ voice: VoiceProfile; notice: string | null }> {
  const { samples, notice } = readVoiceSamples(input);
  return withVoiceLocked(em, userId, async (existing) => {
    const voice = existing ?? em.create(VoiceProfile, { user: userId } as unknown as VoiceProfile);
    voice.samples = samples;
    relearn(voice);
    return { voice, notice };
  });
}

/** Deletes the owner's voice: posts, edits and profile. */
export async function forgetVoice(em: EntityManager, userId: string): Promise<void> {
  await em.nativeDelete(VoiceProfile, { user: userId });
}

export interface RunPostEdit {
  /** `<run uuid>:<position>`. */
  post: string;
  contentType: string;
  /** What the run wrote. */
  before: string;
  /** What the owner saved. */
  after: string;
  /** The texts the post was written from (the run's summaries): their words are facts, not Synth's voice. */
  sources: string;
}

/**
 * A saved edit of a run post, as evidence of the owner's voice: only for content types written in
 * the voice, and only once the owner has a voice (they chose to have Synth learn it). Saving the
 * post's original text again withdraws the edit.
 */
export async function recordVoiceEdit(em: EntityManager, userId: string, edit: RunPostEdit): Promise<void> {
  if (!contentTypeOf(edit.contentType)?.followsVoice) return;
  if (!(await findVoice(em, userId))) return;
  await withVoiceLocked(em, userId, async (voice) => {
    if (!voice) return;
    const others = voice.edits.filter((e) => e.post !== edit.post);
    const changed = edit.after.trim() !== edit.before.trim();
    const kept = changed
      ? [
          ...others,
          {
            post: edit.post,
            before: edit.before,
            after: edit.after,
            removed: removedByEdit(edit.before, edit.after, edit.sources),
            savedAt: new Date().toISOString(),
          },
        ]
      : others;
    voice.edits = kept.slice(-MAX_VOICE_EDITS);
    relearn(voice);
  });
}
