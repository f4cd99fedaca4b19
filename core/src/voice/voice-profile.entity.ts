import { Entity, OneToOne, Property, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../db/base.entity';
import { User } from '../users/user.entity';
import type { VoiceProfileData } from './voice-profile';

/** One of the person's own posts, as they gave it. */
export interface VoiceSample {
  text: string;
  source: 'text' | 'shares-csv';
}

/** A saved edit of a run post: what Synth wrote and what the person kept. */
export interface StoredVoiceEdit {
  /** `<run uuid>:<position>`: saving the same post again replaces its edit. */
  post: string;
  before: string;
  after: string;
  /** Words of Synth's own the edit took out. */
  removed: string[];
  savedAt: string;
}

/** A person's voice (one per user, none until they give Synth some of their posts). */
@Entity({ tableName: 'voice_profiles' })
export class VoiceProfile extends BaseEntity {
  @OneToOne({ entity: () => User, ref: true, owner: true, deleteRule: 'cascade', unique: true })
  user!: Ref<User>;

  @Property({ type: 'json' })
  samples: VoiceSample[] = [];

  /** The most recent edits, oldest first. */
  @Property({ type: 'json' })
  edits: StoredVoiceEdit[] = [];

  /** Learned from the samples and the edits; learned again whenever either changes. */
  @Property({ type: 'json' })
  profile!: VoiceProfileData;
}
