import { SYNTH_DEFAULTS } from '../synths/synth.defaults';
import { SYNTH_FIELD_NAMES, type SynthFields } from '../synths/synth.validation';

/** The configuration a run works from: every synth field, defaults filled in. */
export function runConfigOf(fields: SynthFields): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of SYNTH_FIELD_NAMES) out[k] = fields[k] ?? (SYNTH_DEFAULTS as Record<string, unknown>)[k] ?? null;
  return out;
}
