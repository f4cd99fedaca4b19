import { randomUUID } from 'node:crypto';
import { PrimaryKey } from '@mikro-orm/core';
import { Timestamp } from './columns';
import { Field, ObjectType } from 'type-graphql';

// Every table: a UUID key and UTC timestamps (timestamptz).
@ObjectType()
export abstract class BaseEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Timestamp()
  @Field(() => Date)
  createdAt: Date = new Date();

  @Field(() => Date)
  @Timestamp({ onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
