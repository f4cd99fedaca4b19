import { Entity, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../db/base.entity';

/**
 * Synth's app on one server of a platform of independent servers (a Mastodon server), registered
 * the first time someone connects an account there and shared by everyone on that server. The
 * secret is sealed like the tokens (token-cipher.ts), bound to the platform and server.
 */
@Entity({ tableName: 'instance_apps' })
@Unique({ properties: ['platform', 'server'] })
export class InstanceApp extends BaseEntity {
  @Property({ type: 'string', length: 16 })
  platform!: string;

  /** The server's origin, such as https://mastodon.social. */
  @Property({ type: 'string', length: 300 })
  server!: string;

  @Property({ type: 'text' })
  clientId!: string;

  @Property({ type: 'text' })
  clientSecretSealed!: string;
}
