// The signed-in user's Firebase uid for request headers, and the "got a 401" signal.
// Kept free of React and of other modules so the REST client, the Relay network and the
// session store can all use it without import cycles.

let uid: string | null = null;
const unauthorizedListeners = new Set<() => void>();

export function currentUid(): string | null {
  return uid;
}

export function setCurrentUid(next: string | null): void {
  uid = next;
}

/** Headers every API call carries: the uid when signed in, so the server knows whose data to serve. */
export function identityHeaders(): Record<string, string> {
  return uid ? { 'firebase-uid': uid } : {};
}

/** Called by any client that receives a 401 (or UNAUTHENTICATED). */
export function reportUnauthorized(): void {
  for (const listener of unauthorizedListeners) listener();
}

export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}
