// The toasts of live run updates and of the live-update connection, with the connection's timing.
import type { ToastInput } from '../toast/toastStore';

type UpdateType = 'success' | 'warning' | 'error' | 'info';

/** Keep-alive ping interval of the live-update socket. */
export const PING_INTERVAL_MS = 20_000;
/** A socket that is not acknowledged within this time is closed and retried. */
export const CONNECT_TIMEOUT_MS = 10_000;
export const MAX_RECONNECT_ATTEMPTS = 5;
/** Reconnect n waits n times this long. */
export const RECONNECT_DELAY_MS = 3000;
/** An open page following an unfinished run also reads it this often, in case an event was missed. */
export const RUN_FOLLOW_POLL_MS = 15_000;

const TITLES: Record<UpdateType, string> = { success: 'Success', warning: 'Warning', error: 'Error', info: 'Info' };

/** A run update's toast: titled by its type, destructive only for errors. */
export function synthUpdateToast(update: { updateType: string; message: string }): ToastInput {
  const type = (update.updateType in TITLES ? update.updateType : 'info') as UpdateType;
  return { title: TITLES[type], description: update.message, variant: type === 'error' ? 'destructive' : 'default' };
}

export const CONNECTION_TOASTS = {
  reconnected: { title: 'Reconnected', description: 'Real-time updates are now active.' },
  lost: { title: 'Connection Lost', description: 'Real-time connection was closed. Attempting to reconnect...' },
  failed: {
    title: 'Connection Failed',
    description: 'Unable to maintain connection to the server. Please reload the page.',
    variant: 'destructive',
  },
  initError: {
    title: 'Connection Error',
    description: 'Failed to initialize WebSocket connection. Real-time updates will not work.',
    variant: 'destructive',
  },
} satisfies Record<string, ToastInput>;
