import { Entity, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../db/base.entity';
import { User } from '../users/user.entity';

/**
 * An address that unsubscribed from an account's digests. The email step reads it just before each
 * send; only the person at the address confirming again takes it off.
 */
@Entity({ tableName: 'email_suppressions' })
@Unique({ properties: ['user', 'email'] })
export class EmailSuppression extends BaseEntity {
  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 254 })
  email!: string;
}
