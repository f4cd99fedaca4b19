// The ORM writes string parameters into its SQL text with quoteSqlLiteral instead of node-postgres's
// escapeLiteral: the two must write every string the same way, or a stored value would change.
import { describe, expect, it } from 'vitest';
import { escapeLiteral } from 'pg';
import { quoteSqlLiteral } from './sql-literal';

const samples = [
  '',
  'plain words',
  "O'Reilly's",
  "''",
  'C:\\path\\to\\file',
  '\\',
  "it's a \\ backslash and a ' quote",
  'a literal \\? and ? and ??',
  'line one\nline two\ttabbed',
  'Zürich, 東京, emoji 📰 and a lone half \ud83d',
  '{"title":"Rates \\"hold\\"","summary":"The bank\'s view"}',
  'x'.repeat(100_000) + "'",
];

/** Strings drawn from the characters that matter to quoting, from a fixed seed so a failure repeats. */
function* fuzzed(count: number) {
  const alphabet = ["'", '\\', '?', 'a', ' ', 'é', '\n', '"', 'E'];
  let seed = 7;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
  for (let i = 0; i < count; i++) {
    const length = next() % 40;
    yield Array.from({ length }, () => alphabet[next() % alphabet.length]).join('');
  }
}

describe('quoteSqlLiteral', () => {
  it.each(samples.map((text) => [text.slice(0, 40), text]))('writes %j as node-postgres does', (_, text) => {
    expect(quoteSqlLiteral(text)).toBe(escapeLiteral(text));
  });

  it('agrees with node-postgres on 2,000 strings of quotes, backslashes and question marks', () => {
    const disagreements = [...fuzzed(2_000)].filter((text) => quoteSqlLiteral(text) !== escapeLiteral(text));
    expect(disagreements).toEqual([]);
  });

  it('doubles quotes and, with a backslash, writes an E literal', () => {
    expect(quoteSqlLiteral("it's")).toBe("'it''s'");
    expect(quoteSqlLiteral("a\\b'c")).toBe(" E'a\\\\b''c'");
  });
});
