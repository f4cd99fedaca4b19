import { Environment, RecordSource, Store } from 'relay-runtime';
import { currentUid } from '../auth/identity';
import { closeGraphQLSocket, createNetwork } from './network';

function createEnvironment(): Environment {
  return new Environment({ network: createNetwork(), store: new Store(new RecordSource()) });
}

let current: { uid: string | null; environment: Environment } | null = null;

/**
 * The Relay environment of the signed-in user. A different user (or none, after a 401 or a
 * logout) gets a fresh store, so nobody ever sees the previous user's records.
 */
export function getEnvironment(uid: string | null = currentUid()): Environment {
  if (!current || current.uid !== uid) {
    closeGraphQLSocket();
    current = { uid, environment: createEnvironment() };
  }
  return current.environment;
}

/** After logout: drop the store and the subscription socket now. */
export function resetEnvironment(): void {
  closeGraphQLSocket();
  current = null;
}
