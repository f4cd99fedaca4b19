import { useSyncExternalStore } from 'react';
import { sessionStore, type SessionState } from './sessionStore';

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getSnapshot);
}
