import { Entity, Index, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../db/base.entity';
import { OptionalTimestamp } from '../db/columns';
import { User } from '../users/user.entity';
import type { PublishingPlatformId } from './platforms';

/**
 * A person's account on a publishing platform, connected for publishing. The tokens are sealed with
 * PUBLISHING_TOKEN_KEY (token-cipher.ts) and never leave the server.
 */
@Entity({ tableName: 'connected_accounts' })
@Unique({ properties: ['user', 'platform'] })
@Index({ properties: ['expiresAt'] })
export class ConnectedAccount extends BaseEntity {
  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 16 })
  platform!: PublishingPlatformId;

  /** The platform's id of the person (LinkedIn's member id, X's user id). */
  @Property({ type: 'string', length: 100 })
  externalId!: string;

  @Property({ type: 'string', length: 200 })
  displayName!: string;

  /** The person's own server (its origin) on a platform of independent servers; null elsewhere. */
  @Property({ type: 'string', length: 300, nullable: true })
  instance?: string | null;

  /** The @handle, for post links, where the platform has one; null on LinkedIn. */
  @Property({ type: 'string', length: 100, nullable: true })
  handle?: string | null;

  @Property({ type: 'text' })
  accessTokenSealed!: string;

  @Property({ type: 'text', nullable: true })
  refreshTokenSealed?: string | null;

  @OptionalTimestamp()
  expiresAt?: Date | null;

  /** When the reminder to reconnect went out, so it goes once per connection. */
  @OptionalTimestamp()
  reminderSentAt?: Date | null;
}
