import { createClient, type Client } from 'graphql-ws';
import { Network, Observable, type FetchFunction, type GraphQLResponse, type SubscribeFunction } from 'relay-runtime';
import { identityHeaders, reportUnauthorized } from '../auth/identity';
import { connectionToasts } from '../realtime/connectionToasts';
import { CONNECT_TIMEOUT_MS, MAX_RECONNECT_ATTEMPTS, PING_INTERVAL_MS, RECONNECT_DELAY_MS } from '../realtime/messages';
import { toast } from '../toast/toastStore';
import { GraphQLRequestError, type GraphQLErrorLike } from './errors';
import { sameHostWsUrl } from './wsUrl';

interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: GraphQLErrorLike[];
}

const isUnauthenticated = (errors?: GraphQLErrorLike[]) =>
  !!errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED');

/** POST /graphql with the session cookie and the firebase-uid header, so the server knows the caller. */
const fetchGraphQL: FetchFunction = async (params, variables) => {
  const res = await fetch('/graphql', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...identityHeaders() },
    body: JSON.stringify({ query: params.text, variables, operationName: params.name }),
  });
  let body: GraphQLBody | undefined;
  try {
    body = (await res.json()) as GraphQLBody;
  } catch {
    body = undefined;
  }
  if (res.status === 401 || isUnauthenticated(body?.errors)) {
    reportUnauthorized();
    throw new GraphQLRequestError('Authentication required', { code: 'UNAUTHENTICATED', status: 401 });
  }
  if (!body) throw new GraphQLRequestError(`${res.status}: ${res.statusText}`, { status: res.status });
  // Without data Relay cannot do anything useful; surface the first error with its code.
  if (body.errors?.length && !body.data) throw GraphQLRequestError.from(body.errors[0], res.status);
  if (!res.ok && !body.data) throw new GraphQLRequestError(`${res.status}: ${res.statusText}`, { status: res.status });
  return body as GraphQLResponse;
};

let wsClient: Client | null = null;
const connection = connectionToasts(toast);
const resumedListeners = new Set<() => void>();

/**
 * Calls `listener` each time the live-update socket reconnects after an outage: events sent while
 * it was down are lost, so a follower reads the state it missed once. Returns the unsubscribe function.
 */
export function onLiveUpdatesResumed(listener: () => void): () => void {
  resumedListeners.add(listener);
  return () => resumedListeners.delete(listener);
}

function getWsClient(): Client {
  // Lazy: the socket opens with the first subscription and closes after the last one.
  wsClient ??= createClient({
    url: sameHostWsUrl('/graphql'),
    lazy: true,
    keepAlive: PING_INTERVAL_MS,
    connectionAckWaitTimeout: CONNECT_TIMEOUT_MS,
    retryAttempts: MAX_RECONNECT_ATTEMPTS,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, RECONNECT_DELAY_MS * (retries + 1))),
    connectionParams: () => identityHeaders(),
    on: {
      connected: (_socket, _payload, wasRetry) => {
        connection.connected(wasRetry);
        if (wasRetry) resumedListeners.forEach((listener) => listener());
      },
      closed: (event) => connection.closed(event),
    },
  });
  return wsClient;
}

export function closeGraphQLSocket(): void {
  void wsClient?.dispose();
  wsClient = null;
  connection.reset();
}

function toError(err: unknown): Error {
  if (err instanceof Error) return err;
  if (Array.isArray(err) && err[0]?.message) return GraphQLRequestError.from(err[0] as GraphQLErrorLike);
  const close = err as { code?: number; reason?: string };
  if (typeof close?.code === 'number') {
    if (close.code === 4401 || close.code === 4403) reportUnauthorized();
    return new Error(`Subscription socket closed (${close.code}${close.reason ? `: ${close.reason}` : ''})`);
  }
  return new Error('Subscription failed');
}

const subscribeGraphQL: SubscribeFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    if (!operation.text) {
      sink.error(new Error(`Operation ${operation.name} has no text`));
      return;
    }
    return getWsClient().subscribe(
      { operationName: operation.name, query: operation.text, variables },
      {
        next: (value) => {
          if (isUnauthenticated(value.errors as GraphQLErrorLike[] | undefined)) reportUnauthorized();
          sink.next(value as GraphQLResponse);
        },
        error: (err) => {
          connection.failed(err);
          sink.error(toError(err));
        },
        complete: () => sink.complete(),
      },
    );
  });

export function createNetwork() {
  return Network.create(fetchGraphQL, subscribeGraphQL);
}
