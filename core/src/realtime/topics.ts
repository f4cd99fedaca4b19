// The live-update topics and their payloads, listed once: the worker publishes them through
// PostgreSQL NOTIFY and every API process relays them to GraphQL subscriptions and /ws.
export const TOPICS = { SYNTH_UPDATED: 'SYNTH_UPDATED' } as const;
export type Topic = (typeof TOPICS)[keyof typeof TOPICS];
export const CHANNEL = 'synth_events';

export type UpdateType = 'success' | 'warning' | 'error' | 'info';

export interface SynthUpdatePayload {
  userId: string;
  /** Null for previews of unsaved synths. */
  synthId: string | null;
  runId: string | null;
  updateType: UpdateType;
  message: string;
  status: string;
  progressCurrent: number;
  progressTotal: number;
  articlesFetched: number;
  articlesFiltered: number;
  articlesProcessed: number;
  lastRunAt: string | null;
}

export interface Envelope {
  topic: Topic;
  payload: SynthUpdatePayload;
}

/** The NOTIFY arguments for an event; any process with a database connection can send it. */
export function notifyArgs(topic: Topic, payload: SynthUpdatePayload): [string, string] {
  return [CHANNEL, JSON.stringify({ topic, payload } satisfies Envelope)];
}

/**
 * Logout's news for every API process on the same channel: forget what you cached about this
 * Firebase uid's revoked sessions. Not a GraphQL topic; no client ever receives it.
 */
export const SESSIONS_REVOKED = 'SESSIONS_REVOKED';

export function sessionsRevokedNotifyArgs(uid: string): [string, string] {
  return [CHANNEL, JSON.stringify({ topic: SESSIONS_REVOKED, payload: { uid } })];
}
