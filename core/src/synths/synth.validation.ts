import type { FieldError } from '../lib/errors';
import { synthCreateSchema, synthUpdateSchema, type SynthFields } from './synth.schema';

/**
 * Validates and normalises synth fields. `partial` skips required checks for fields
 * the caller did not send. Returns the cleaned fields or the list of field errors.
 */
export function validateSynthFields(
  input: SynthFields | Record<string, unknown>,
  opts: { partial?: boolean } = {},
): { value: SynthFields; errors: FieldError[] } {
  const sent = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  const result = (opts.partial ? synthUpdateSchema : synthCreateSchema).safeParse(sent);
  if (result.success) return { value: result.data, errors: [] };
  return { value: {}, errors: result.error.issues.map((i) => ({ field: String(i.path[0]), message: i.message })) };
}
