// The inbox preview line. Without one, clients show the header's text; with the top story's key
// fact, the preview itself is worth reading.
import type { DigestArticle } from './digest-input';
import { oneLine } from './digest-view';

/** Clients show about this many characters of a preview. */
const PREHEADER_MAX = 150;

const sentences = (s: string) =>
  oneLine(s)
    .split(/(?<=[.!?])\s+(?=\S)/)
    .filter(Boolean);

/** The top story's first sentence that carries a figure (its key fact), else its first sentence. */
export function preheaderOf(top: DigestArticle | undefined, fallback: string): string {
  if (!top) return fallback;
  const all = sentences(top.summary);
  const fact = all.find((s) => /\d/.test(s)) ?? all[0] ?? oneLine(top.title);
  return fact.length <= PREHEADER_MAX ? fact : `${fact.slice(0, PREHEADER_MAX - 1).replace(/\s+\S*$/, '')}…`;
}
