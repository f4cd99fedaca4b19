import { randomUUID } from 'node:crypto';
import { PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';

// Every table: a UUID key and UTC timestamps (timestamptz).
@ObjectType()
export abstract class BaseEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  @Field(() => Date)
  createdAt: Date = new Date();

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
