const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/** True when the byte at `at` is escaped: an odd run of backslashes stands right before it. */
export function escaped(raw: Buffer, at: number): boolean {
  let before = 0;
  while (at - before > 0 && raw[at - before - 1] === BACKSLASH) before++;
  return before % 2 === 1;
}

/** How many bytes equal `byte`, counted with the native search and stopping once past `cap`. */
function countUpTo(raw: Buffer, byte: number, cap: number): number {
  let seen = 0;
  for (let at = raw.indexOf(byte); at !== -1 && seen <= cap; at = raw.indexOf(byte, at + 1)) seen++;
  return seen;
}

/**
 * True when the JSON text opens more than `max` arrays or objects inside one another, brackets
 * inside strings not counted. Read before JSON.parse, which would otherwise build the whole tower
 * (a 40 KB body can nest 20,000 deep) only for validation to refuse it. Linear: a body with few
 * brackets is waved through by a native count, and the exact walk skips each string in one search.
 */
export function nestsDeeperThan(raw: Buffer, max: number): boolean {
  // Nesting deeper than max takes more than max opening brackets.
  if (countUpTo(raw, OPEN_ARRAY, max) + countUpTo(raw, OPEN_OBJECT, max) <= max) return false;
  let depth = 0;
  for (let at = 0; at < raw.length; at++) {
    const byte = raw[at];
    if (byte === QUOTE) {
      // Jump to the string's closing quote: the next quote that no backslash escapes.
      let end = raw.indexOf(QUOTE, at + 1);
      while (end !== -1 && escaped(raw, end)) end = raw.indexOf(QUOTE, end + 1);
      if (end === -1) return false; // not valid JSON: the parser answers that
      at = end;
    } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

/**
 * The same limit on a value already parsed (a graphql-ws message): true when arrays and objects
 * nest more than `max` deep. Walked with a list, not recursion, so a tower of any height is only
 * counted, never a stack overflow.
 */
export function valueNestsDeeperThan(value: unknown, max: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length) {
    const { value: next, depth } = pending.pop()!;
    if (next === null || typeof next !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(next)) pending.push({ value: child, depth: depth + 1 });
  }
  return false;
}
