// Summaries are shared across users: the key says "same content, asked for the same way, of the same model".
import { createHash } from 'node:crypto';

export interface SummaryCacheKeyInput {
  text: string;
  length: string;
  style: string;
  customPrompt: string | null | undefined;
  model: string;
  /** The language the summary was asked in; English keys stay as they were before languages existed. */
  language?: string;
}

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

/** Feeds re-publish the same story with different spacing and capitalisation; those must not miss the cache. */
export function normaliseContent(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** sha256 hex (64 chars). A blank custom prompt means "no prompt"; every other part is taken as given. */
export function summaryCacheKey(input: SummaryCacheKeyInput): string {
  const prompt = input.customPrompt != null && input.customPrompt.trim() !== '' ? input.customPrompt : null;
  // JSON keeps the parts apart, so no two different tuples can concatenate to the same string.
  const parts = ['v1', sha256(normaliseContent(input.text)), input.length, input.style, prompt, input.model];
  if (input.language && input.language !== 'en') parts.push(input.language);
  return sha256(JSON.stringify(parts));
}
