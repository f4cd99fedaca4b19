// Tests of what a digest contains start from a recipient who already confirmed, as if the person
// had pressed the button in the confirmation email. Confirmation itself is tested on its own
// (api/src/modules/recipients).
import type { EntityManager } from '@mikro-orm/postgresql';
import { recipientRow, RecipientStatus } from '@synth/core/recipients';
import type { SavedRecipientPort } from '@synth/core/app';

export async function markRecipientConfirmed(em: EntityManager, userId: string, email: string): Promise<void> {
  const row = await recipientRow(em, userId, email);
  row.status = RecipientStatus.confirmed;
  row.round = Math.max(row.round, 1);
  row.confirmedAt = new Date();
  await em.flush();
}

/** For SynthService in worker tests: every saved recipient is confirmed at once. */
export function recipientsWhoConfirm(em: EntityManager): SavedRecipientPort {
  return {
    async recipientSaved(user, synth) {
      if (synth.recipientEmail) await markRecipientConfirmed(em, user.id, synth.recipientEmail);
    },
  };
}
