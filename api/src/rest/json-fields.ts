/** A field in the REST shape: an absent optional value becomes null. */
type JsonField<V> = Exclude<V, undefined> | (undefined extends V ? null : never);

/**
 * The named fields of a record as REST clients receive them: every documented key is present,
 * with null where the record has no value, never left out.
 */
export function jsonFields<T extends object, K extends keyof T>(
  record: T,
  names: readonly K[],
): { [P in K]: JsonField<T[P]> } {
  return Object.fromEntries(names.map((k) => [k, record[k] ?? null])) as { [P in K]: JsonField<T[P]> };
}
