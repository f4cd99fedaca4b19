import { useCallback } from 'react';
import { useMutation, type GraphQLTaggedNode, type UseMutationConfig } from 'react-relay';
import type { MutationParameters, PayloadError } from 'relay-runtime';
import { GraphQLRequestError } from '../relay/errors';

/** Resolves with the response, rejecting on network errors and on GraphQL errors alike. */
function settle<T>(resolve: (value: T) => void, reject: (err: Error) => void) {
  return {
    onCompleted: (response: T, errors: PayloadError[] | null | undefined) => {
      if (errors?.length)
        reject(GraphQLRequestError.from(errors[0] as unknown as Parameters<typeof GraphQLRequestError.from>[0]));
      else resolve(response);
    },
    onError: (err: Error) => reject(err),
  };
}

/**
 * A mutation as a promise: `send(config)` commits it and settles with its response (see `settle`).
 * `send` keeps its identity across renders, like the commit function it wraps.
 */
export function useCommitAsPromise<M extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): [(config: Omit<UseMutationConfig<M>, 'onCompleted' | 'onError'>) => Promise<M['response']>, boolean] {
  const [commit, inFlight] = useMutation<M>(mutation);
  const send = useCallback(
    (config: Omit<UseMutationConfig<M>, 'onCompleted' | 'onError'>) =>
      new Promise<M['response']>((resolve, reject) => {
        commit({ ...config, ...settle(resolve, reject) });
      }),
    [commit],
  );
  return [send, inFlight];
}

/**
 * A mutation with one variable as a promise taking that variable's value: `send(value)` commits
 * `{ [name]: value }`. `send` keeps its identity across renders.
 */
export function useCommitWithVariable<M extends MutationParameters, K extends keyof M['variables'] & string>(
  mutation: GraphQLTaggedNode,
  name: K,
): [(value: M['variables'][K]) => Promise<M['response']>, boolean] {
  const [send, inFlight] = useCommitAsPromise<M>(mutation);
  const sendValue = useCallback(
    (value: M['variables'][K]) => send({ variables: { [name]: value } as M['variables'] }),
    [send, name],
  );
  return [sendValue, inFlight];
}
