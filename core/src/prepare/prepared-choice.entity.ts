import { Entity, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Timestamp } from '../db/columns';
import { Synth } from '../synths/synth.entity';
import type { DigestChoice } from '../runs/digest-choice';

/**
 * The articles a synth's next run would choose, worked out by the prepare pass before a busy slot,
 * so the run at the slot only checks that nothing the choice read has changed. `inputKey` hashes
 * what the run knows for itself (its settings and the candidate articles); `mark` is the
 * database's state the choice read (the synth's ratings, the stories it sent, the candidates'
 * texts), read again at the slot. One row per synth: the newest pass replaces it.
 */
@Entity({ tableName: 'prepared_choices' })
export class PreparedChoice {
  @ManyToOne({ entity: () => Synth, ref: true, primary: true, deleteRule: 'cascade' })
  synth!: Ref<Synth>;

  @Property({ type: 'string', length: 64 })
  inputKey!: string;

  @Property({ type: 'text' })
  mark!: string;

  @Property({ type: 'json' })
  choice!: DigestChoice;

  @Timestamp()
  preparedAt!: Date;
}
