import { Entity, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { OptionalTimestamp } from '../db/columns';
import { BaseEntity } from '../db/base.entity';
import { SynthRun } from '../runs/synth-run.entity';
import { EmailDeliveryStatus, type EmailDeliveryKind } from './email-delivery-status';

/**
 * Claimed before the SES call so a retried activity or a restarted worker does not send a digest
 * twice once it is recorded as sent: the unique key is "<synthId>:<slot>" for scheduled runs and
 * "<runId>" otherwise.
 */
@Entity({ tableName: 'email_deliveries' })
export class EmailDelivery extends BaseEntity {
  @Property({ type: 'string', length: 200 })
  @Unique()
  deliveryKey!: string;

  @ManyToOne({ entity: () => SynthRun, ref: true, nullable: true, deleteRule: 'set null' })
  run?: Ref<SynthRun> | null;

  @Property({ type: 'string', length: 16, default: EmailDeliveryStatus.claimed })
  status: EmailDeliveryStatus = EmailDeliveryStatus.claimed;

  @Property({ type: 'string', nullable: true })
  messageId?: string | null;

  @Property({ type: 'text' })
  recipient!: string;

  /** A run's digest, which the daily cap counts, or the owner's notice that posts will publish themselves. */
  @Property({ type: 'string', length: 24, default: 'digest' })
  kind: EmailDeliveryKind = 'digest';

  @OptionalTimestamp()
  sentAt?: Date | null;
}
