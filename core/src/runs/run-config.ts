import { SYNTH_DEFAULTS, SYNTH_FIELD_NAMES, type RunConfig, type SynthFields } from '../synths/synth.schema';

/**
 * The configuration a run works from: every synth field, defaults filled in. Takes a saved synth
 * or checked editor fields; a field left out or null takes its default (null where the default is null).
 */
export function runConfigOf(fields: SynthFields): RunConfig {
  const out: Record<string, unknown> = {};
  for (const k of SYNTH_FIELD_NAMES) out[k] = fields[k] ?? SYNTH_DEFAULTS[k];
  return out as RunConfig;
}
