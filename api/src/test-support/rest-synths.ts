// The caller's synths as the REST API lists them: most tests start from the one they just saved.
import { jsonBody, type Json } from '../../../test-support/json-body';
import type { SynthBody } from '../modules/synths/synth.routes';
import type { Client } from './app-harness';

export async function restSynths(c: Pick<Client, 'fetch'>): Promise<Json<SynthBody>[]> {
  return jsonBody<SynthBody[]>(await c.fetch('/api/synths'));
}
