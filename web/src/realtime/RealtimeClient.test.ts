import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ToastInput } from '../toast/toastStore';
import { CONNECTION_TOASTS } from './messages';
import { RealtimeClient } from './RealtimeClient';

/** A controllable WebSocket: tests open, message and close it by hand. */
class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState: number = WebSocket.CONNECTING;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  closedWith: number | undefined;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = WebSocket.CLOSED;
  }
  open() {
    this.readyState = WebSocket.OPEN;
    this.onopen?.();
  }
  receive(msg: unknown) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
  drop(code = 1006) {
    this.readyState = WebSocket.CLOSED;
    this.onclose?.({ code });
  }
}

let toasts: ToastInput[];
let client: RealtimeClient;
const last = () => FakeSocket.instances[FakeSocket.instances.length - 1];

function start(isLandingPage = () => false) {
  client = new RealtimeClient({
    url: 'ws://app.test/ws',
    userId: 'uid-1',
    notify: (t) => toasts.push(t),
    isLandingPage,
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
  });
  client.start();
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.instances = [];
  toasts = [];
});
afterEach(() => {
  client?.stop();
  vi.useRealTimers();
});

describe('/ws real-time channel (spec §4)', () => {
  it('authenticates on open and pings every 20 s', () => {
    start();
    last().open();
    expect(last().url).toBe('ws://app.test/ws');
    expect(last().sent[0]).toEqual({ type: 'auth', userId: 'uid-1' });
    vi.advanceTimersByTime(20_000);
    expect(last().sent[1]).toMatchObject({ type: 'ping' });
    vi.advanceTimersByTime(20_000);
    expect(last().sent.filter((m) => m.type === 'ping')).toHaveLength(2);
  });

  it('sends one supplementary auth 1 s after the confirmation and answers pings with pongs', () => {
    start();
    last().open();
    last().receive({ type: 'auth-confirmation', message: 'ok' });
    vi.advanceTimersByTime(999);
    expect(last().sent.filter((m) => m.type === 'auth')).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(last().sent.filter((m) => m.type === 'auth')).toHaveLength(2);
    last().receive({ type: 'auth-confirmation', message: 'ok' });
    vi.advanceTimersByTime(5000);
    expect(last().sent.filter((m) => m.type === 'auth')).toHaveLength(2);
    last().receive({ type: 'ping', timestamp: 1 });
    expect(last().sent.at(-1)).toMatchObject({ type: 'pong' });
  });

  it('toasts synth updates by type, destructive only for errors', () => {
    start();
    last().open();
    for (const updateType of ['success', 'warning', 'error', 'info']) last().receive({ type: 'synth-update', data: { updateType, message: `m-${updateType}` } });
    expect(toasts).toEqual([
      { title: 'Success', description: 'm-success', variant: 'default' },
      { title: 'Warning', description: 'm-warning', variant: 'default' },
      { title: 'Error', description: 'm-error', variant: 'destructive' },
      { title: 'Info', description: 'm-info', variant: 'default' },
    ]);
  });

  it('closes a socket not open within 10 s and retries', () => {
    start();
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(toasts).toEqual([CONNECTION_TOASTS.lost]);
    vi.advanceTimersByTime(3000);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('reconnects 3 s × attempt apart, up to 5 times, with the connection toasts', () => {
    start();
    last().open();
    for (let attempt = 1; attempt <= 5; attempt++) {
      last().drop();
      vi.advanceTimersByTime(RECONNECT(attempt) - 1);
      expect(FakeSocket.instances).toHaveLength(attempt);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.instances).toHaveLength(attempt + 1);
    }
    expect(toasts).toEqual([CONNECTION_TOASTS.lost]);
    last().drop();
    expect(toasts.at(-1)).toEqual(CONNECTION_TOASTS.failed);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(6);
  });

  it('says Reconnected when a retry opens', () => {
    start();
    last().open();
    last().drop();
    vi.advanceTimersByTime(3000);
    last().open();
    expect(toasts).toEqual([CONNECTION_TOASTS.lost, CONNECTION_TOASTS.reconnected]);
  });

  it('does not reconnect after a normal close (1000/1001) or on the landing page', () => {
    start();
    last().open();
    last().drop(1000);
    vi.advanceTimersByTime(30_000);
    expect(FakeSocket.instances).toHaveLength(1);
    client.stop();

    FakeSocket.instances = [];
    start(() => true);
    last().open();
    last().drop(1006);
    vi.advanceTimersByTime(30_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(toasts).toEqual([]);
  });

  it('stop() closes with 1000 and cancels timers', () => {
    start();
    last().open();
    client.stop();
    expect(last().closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(last().sent.filter((m) => m.type === 'ping')).toHaveLength(0);
  });

  it('toasts Connection Error when the socket cannot be created', () => {
    client = new RealtimeClient({
      url: 'ws://app.test/ws',
      userId: 'uid-1',
      notify: (t) => toasts.push(t),
      createSocket: () => {
        throw new Error('blocked');
      },
    });
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    client.start();
    expect(toasts).toEqual([CONNECTION_TOASTS.initError]);
  });
});

const RECONNECT = (attempt: number) => 3000 * attempt;
