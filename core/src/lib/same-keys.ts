/**
 * True when A and B have exactly the same keys. A hand-written copy of a field list (a GraphQL
 * input class, a form's state) asserts `SameKeys<Copy, Source> = true`, so a field added to one
 * and not the other fails to compile.
 */
export type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never]
  ? true
  : false;

/** Compiles only when T is `true`: `type _ = AssertTrue<SameKeys<A, B>>`. */
export type AssertTrue<T extends true> = T;
