import type { ToastInput } from '../toast/toastStore';
import { CONNECTION_TOASTS } from './messages';

/** Closing codes of a socket closed on purpose (last subscription gone, page left, logout). */
const NORMAL_CLOSE = new Set([1000, 1001]);
/** Refused credentials: the app goes to /login instead of telling about the connection. */
const REFUSED = new Set([4401, 4403]);

const closeCodeOf = (event: unknown) =>
  typeof (event as { code?: unknown })?.code === 'number' ? (event as { code: number }).code : null;

/**
 * Turns the live-update socket's life into the connection toasts: "Connection Lost" at the first
 * unexpected close, "Reconnected" when a retry connects, "Connection Failed" when the retries are
 * used up, and "Connection Error" when no socket can be made at all. Each toast shows once per outage.
 */
export function connectionToasts(notify: (toast: ToastInput) => void) {
  let lost = false;
  let gaveUp = false;
  return {
    connected(wasRetry: boolean) {
      if (wasRetry) notify(CONNECTION_TOASTS.reconnected);
      lost = false;
      gaveUp = false;
    },
    closed(event: unknown) {
      const code = closeCodeOf(event);
      if (code !== null && (NORMAL_CLOSE.has(code) || REFUSED.has(code))) return;
      if (!lost && !gaveUp) notify(CONNECTION_TOASTS.lost);
      lost = true;
    },
    /** A new socket client (after logout or a user switch) starts with no outage. */
    reset() {
      lost = false;
      gaveUp = false;
    },
    /** A subscription ended with an error the client will not retry. */
    failed(error: unknown) {
      // GraphQL errors of the operation itself (a list) say nothing about the connection.
      if (Array.isArray(error)) return;
      const code = closeCodeOf(error);
      if (code !== null && (NORMAL_CLOSE.has(code) || REFUSED.has(code))) return;
      if (gaveUp) return;
      gaveUp = true;
      notify(code === null && !lost ? CONNECTION_TOASTS.initError : CONNECTION_TOASTS.failed);
    },
  };
}
