import { confirmSession, type Context } from '../../context';
import { validateSynthFields, type SynthFields } from '@synth/core/synths';
import type { User } from '@synth/core/users';

/**
 * Changing where a synth's digests go is sensitive, like deleting it or starting a run: before an
 * update that would change the recipient, the caller's credential is checked fully (confirmSession),
 * so a session revoked a moment ago on another API process cannot redirect the mail. An update the
 * synth's rules refuse changes nothing, so it is refused by the save without asking the identity
 * provider: a flood of malformed addresses costs no call to it.
 */
export async function confirmSessionIfRecipientChanges(
  ctx: Context,
  user: User,
  synthId: string,
  fields: SynthFields,
): Promise<void> {
  if (fields.recipientEmail === undefined) return;
  if (validateSynthFields(fields, { partial: true }).errors.length) return;
  const stored = (await ctx.synths.get(user, synthId)).recipientEmail ?? '';
  // The service stores the trimmed text or null; anything else sent (even a wrong type) counts as a change.
  const sent: unknown = fields.recipientEmail;
  const unchanged = (sent === null || typeof sent === 'string') && (sent ?? '').trim() === stored;
  if (!unchanged) await confirmSession(ctx);
}
