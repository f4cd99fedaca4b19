import { Field, ID, InterfaceType } from 'type-graphql';

/** Relay's Node: anything refetchable by its opaque global id. */
@InterfaceType({
  description: 'An object with a globally unique, opaque id',
  resolveType: (value: object) => value.constructor.name,
})
export abstract class Node {
  @Field(() => ID, { description: 'Opaque global id' })
  id!: string;
}
