import { EventEmitter, on } from 'node:events';
import pg from 'pg';

import {
  CHANNEL,
  notifyArgs,
  SESSIONS_REVOKED,
  sessionsRevokedNotifyArgs,
  TOPICS,
  type Envelope,
  type SynthUpdatePayload,
  type Topic,
} from '@synth/core/realtime';

export { TOPICS, type SynthUpdatePayload, type Topic };

/**
 * The event bus behind GraphQL subscriptions and /ws. Events travel through PostgreSQL NOTIFY, so
 * every API process (and the worker) sees them.
 */
export class PgPubSub {
  private readonly emitter = new EventEmitter();
  private client?: pg.Client;
  private closed = false;

  constructor(private readonly databaseUrl: string) {
    this.emitter.setMaxListeners(0);
  }

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        const env = JSON.parse(msg.payload) as Envelope;
        this.emitter.emit(env.topic, env.payload);
      } catch {
        // A malformed notification is dropped; it cannot come from our own publishers.
      }
    });
    client.on('error', () => this.reconnect());
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    this.client = client;
  }

  private reconnect(): void {
    if (this.closed) return;
    this.client = undefined;
    setTimeout(() => this.start().catch(() => this.reconnect()), 1000).unref();
  }

  /** type-graphql's PubSub contract. */
  publish(topic: string, payload: SynthUpdatePayload): void {
    const run = async () => {
      const c = this.client;
      if (!c) throw new Error('event bus not connected');
      await c.query('select pg_notify($1, $2)', notifyArgs(topic as Topic, payload));
    };
    run().catch(() => this.emitter.emit(topic, payload));
  }

  subscribe(topic: string): AsyncIterable<SynthUpdatePayload> {
    const emitter = this.emitter;
    return {
      [Symbol.asyncIterator]() {
        const it = on(emitter, topic) as AsyncIterableIterator<[SynthUpdatePayload]>;
        return {
          async next() {
            const r = await it.next();
            return r.done ? { done: true as const, value: undefined } : { done: false as const, value: r.value[0] };
          },
          async return() {
            await it.return?.();
            return { done: true as const, value: undefined };
          },
        };
      },
    };
  }

  /** Plain listener, used by the /ws channel. Returns the unsubscribe function. */
  listen(topic: Topic, fn: (p: SynthUpdatePayload) => void): () => void {
    this.emitter.on(topic, fn);
    return () => this.emitter.off(topic, fn);
  }

  /** Tells every API process, this one included, that the uid's sessions were just revoked. */
  async announceSessionsRevoked(uid: string): Promise<void> {
    const c = this.client;
    if (!c) throw new Error('event bus not connected');
    await c.query('select pg_notify($1, $2)', sessionsRevokedNotifyArgs(uid));
  }

  /** Calls fn with the uid of every revocation announced by any API process. Returns the unsubscribe function. */
  onSessionsRevoked(fn: (uid: string) => void): () => void {
    const listener = (p: { uid?: unknown }) => {
      if (typeof p?.uid === 'string') fn(p.uid);
    };
    this.emitter.on(SESSIONS_REVOKED, listener);
    return () => this.emitter.off(SESSIONS_REVOKED, listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.client?.end().catch(() => undefined);
  }
}
