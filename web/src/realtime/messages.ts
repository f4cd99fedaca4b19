// Messages of the /ws channel (spec §7 "Real-time messages") and the toasts they raise (spec §4, §8).
import type { ToastInput } from '../toast/toastStore';

export type UpdateType = 'success' | 'warning' | 'error' | 'info';

export interface SynthUpdateData {
  updateType: UpdateType | string;
  message: string;
  synthId?: string | null;
  runId?: string | null;
  status?: string;
  progress?: { current: number; total: number };
  stats?: { articlesFetched: number; articlesFiltered: number; articlesProcessed: number; lastRun?: string | null };
}

export type ServerMessage =
  | { type: 'auth-confirmation'; message?: string }
  | { type: 'synth-update'; data: SynthUpdateData }
  | { type: 'ping'; timestamp?: number }
  | { type: 'pong'; timestamp?: number }
  | { type: 'error'; message?: string };

export const PING_INTERVAL_MS = 20_000;
export const CONNECT_TIMEOUT_MS = 10_000;
export const MAX_RECONNECT_ATTEMPTS = 5;
export const RECONNECT_DELAY_MS = 3000;
export const SUPPLEMENTARY_AUTH_DELAY_MS = 1000;

const TITLES: Record<UpdateType, string> = { success: 'Success', warning: 'Warning', error: 'Error', info: 'Info' };

/** A synth-update toast: titled by its type, destructive only for errors. */
export function synthUpdateToast(data: SynthUpdateData): ToastInput {
  const type = (data.updateType in TITLES ? data.updateType : 'info') as UpdateType;
  return { title: TITLES[type], description: data.message, variant: type === 'error' ? 'destructive' : 'default' };
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
