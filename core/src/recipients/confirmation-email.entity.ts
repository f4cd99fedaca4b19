import { Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../db/base.entity';
import { User } from '../users/user.entity';

/** One confirmation email reserved for SES: what the account's and the address's daily caps count. */
@Entity({ tableName: 'confirmation_emails' })
@Index({ properties: ['user', 'createdAt'] })
@Index({ properties: ['recipient', 'createdAt'] })
export class ConfirmationEmail extends BaseEntity {
  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 254 })
  recipient!: string;
}
