import type { GraphiQL } from 'graphiql';
import { parse, type OperationDefinitionNode } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import type { ComponentProps } from 'react';
import { sameHostWsUrl } from '../relay/wsUrl';

type Fetcher = ComponentProps<typeof GraphiQL>['fetcher'];
type Params = Parameters<Fetcher>[0];

let ws: Client | null = null;
const wsClient = () => (ws ??= createClient({ url: sameHostWsUrl('/graphql'), lazy: true }));

function isSubscription(params: Params): boolean {
  try {
    const ops = parse(params.query).definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
    );
    const op = params.operationName ? ops.find((o) => o.name?.value === params.operationName) : ops[0];
    return op?.operation === 'subscription';
  } catch {
    return false;
  }
}

/** Queries and mutations over HTTP with the session cookie; subscriptions over graphql-ws. */
export const fetcher: Fetcher = (params) => {
  if (isSubscription(params)) {
    // graphql-ws yields formatted results; GraphiQL only reads data and errors from them.
    return wsClient().iterate({
      query: params.query,
      variables: params.variables ?? undefined,
      operationName: params.operationName ?? undefined,
    }) as ReturnType<Fetcher>;
  }
  return fetch('/graphql', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(params),
  }).then((res) => res.json());
};
