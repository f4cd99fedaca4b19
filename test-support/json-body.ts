// Response bodies as tests read them: typed by the shape the server sends, never left `unknown`.
import type { FormattedExecutionResult } from 'graphql';

/** A value after JSON.stringify and JSON.parse: dates arrive as ISO strings, methods are gone. */
export type Json<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Json<U>[]
    : T extends object
      ? { [K in keyof T as T[K] extends (...args: never[]) => unknown ? never : K]: Json<T[K]> }
      : T;

/**
 * The body of an answer, as the server shaped it: name the route's serialiser output or the error
 * body, e.g. `jsonBody<ReturnType<typeof userJson>>(res)`. The type is the test's claim; the
 * assertions that follow check it.
 */
export async function jsonBody<T>(res: Response): Promise<Json<T>> {
  return (await res.json()) as Json<T>;
}

/** A GraphQL answer over HTTP, with the data the operation selects. */
export type GraphQLBody<TData> = FormattedExecutionResult<TData>;

/** The body of a GraphQL answer: `graphqlBody<{ viewer: … }>(res)` names what the operation selects. */
export async function graphqlBody<TData = unknown>(res: Response): Promise<GraphQLBody<TData>> {
  return (await res.json()) as GraphQLBody<TData>;
}
