// Who is signed in, as far as the server's session cookie says. A tiny external store so route
// loaders, the network layers and React (useSyncExternalStore) read the same value.
import type { SessionUser } from '../api/types';
import { setCurrentUid } from './identity';

export interface SessionState {
  status: 'loading' | 'ready';
  user: SessionUser | null;
}

let state: SessionState = { status: 'loading', user: null };
const listeners = new Set<() => void>();
let readyWaiters: ((s: SessionState) => void)[] = [];

function emit(next: SessionState) {
  state = next;
  setCurrentUid(next.user?.firebaseUid ?? null);
  if (next.status === 'ready') {
    const waiters = readyWaiters;
    readyWaiters = [];
    for (const w of waiters) w(next);
  }
  for (const l of listeners) l();
}

export const sessionStore = {
  getSnapshot: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setUser(user: SessionUser | null) {
    emit({ status: 'ready', user });
  },
  /** Merges server-confirmed changes (e.g. onboarded) into the signed-in user. */
  patchUser(patch: Partial<SessionUser>) {
    if (state.user) emit({ ...state, user: { ...state.user, ...patch } });
  },
  /** Resolves once the first session probe has answered. */
  whenReady(): Promise<SessionState> {
    if (state.status === 'ready') return Promise.resolve(state);
    return new Promise((resolve) => readyWaiters.push(resolve));
  },
  /** Test hook: back to the initial state. */
  reset() {
    state = { status: 'loading', user: null };
    setCurrentUid(null);
  },
};
