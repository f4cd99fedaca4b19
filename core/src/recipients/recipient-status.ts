import { registerEnumType } from 'type-graphql';

/**
 * Whether a recipient address may be sent digests. confirmed: the owner's own verified address, or
 * the person at the address opened the confirmation link. pending: nothing is sent until they do.
 */
export enum RecipientStatus {
  confirmed = 'confirmed',
  pending = 'pending',
}

registerEnumType(RecipientStatus, {
  name: 'RecipientStatus',
  description: 'Whether digests may be sent to a recipient address',
});
