import type { EntityManager } from '@mikro-orm/postgresql';
import { clearSynthRecipient } from '../synths/synth.repository';

/** Stops digests for one synth's recipient; the synth keeps running and its settings stay. */
export async function unsubscribeRecipient(em: EntityManager, synthId: string, email: string): Promise<boolean> {
  return clearSynthRecipient(em, synthId, email);
}
