import type { PayloadError } from 'relay-runtime';
import { GraphQLRequestError } from '../relay/errors';

/** Resolves with the response, rejecting on network errors and on GraphQL errors alike. */
export function settle<T>(resolve: (value: T) => void, reject: (err: Error) => void) {
  return {
    onCompleted: (response: T, errors: PayloadError[] | null | undefined) => {
      if (errors?.length) reject(GraphQLRequestError.from(errors[0] as unknown as Parameters<typeof GraphQLRequestError.from>[0]));
      else resolve(response);
    },
    onError: (err: Error) => reject(err),
  };
}
