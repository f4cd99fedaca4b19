/**
 * A string as a PostgreSQL literal, exactly as node-postgres's `escapeLiteral` writes it: quotes
 * doubled, and with an E'' literal and doubled backslashes when the string has a backslash.
 *
 * node-postgres builds its result one character at a time, which leaves a string object per
 * character behind. The ORM writes every statement's parameters into its SQL text this way, so a run's
 * JSON columns and the article embeddings would be the worker's largest share of garbage at a busy slot.
 * Whole-string replaces allocate the result and little else.
 */
export function quoteSqlLiteral(text: string): string {
  const quoted = text.replaceAll("'", "''");
  if (!text.includes('\\')) return `'${quoted}'`;
  return ` E'${quoted.replaceAll('\\', '\\\\')}'`;
}
