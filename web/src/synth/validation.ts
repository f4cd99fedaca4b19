// The editor checks a synth with the same schema the server applies, so the rules and the
// sentences a person reads have one home. A failure shows a "Validation Error" toast with the message.
import { synthCreateSchema } from '@synth/core/pure';
import { toSynthInput } from './toInput';
import type { SynthForm } from './types';

/** The schema's sentence for the first field a save would be refused for (in the schema's order), or null. */
export function validateSynthForm(form: SynthForm): string | null {
  const result = synthCreateSchema.safeParse(toSynthInput(form));
  return result.success ? null : result.error.issues[0].message;
}
