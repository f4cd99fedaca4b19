// Cutting text to a platform's limit without splitting a character (emoji and other astral
// characters are two UTF-16 units), ending a cut text with an ellipsis.

/** The text, or its first characters and "…" so that the whole is at most `max` characters long. */
export function fitText(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, Math.max(0, max - 1));
  // A lone high surrogate at the end would be half a character.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** The byte length of a JSON payload as it goes over the wire. */
export const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value), 'utf8');
