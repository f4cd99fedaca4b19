import type { ToastInput } from '../toast/toastStore';
import {
  CONNECT_TIMEOUT_MS,
  CONNECTION_TOASTS,
  MAX_RECONNECT_ATTEMPTS,
  PING_INTERVAL_MS,
  RECONNECT_DELAY_MS,
  SUPPLEMENTARY_AUTH_DELAY_MS,
  synthUpdateToast,
  type ServerMessage,
  type SynthUpdateData,
} from './messages';

export interface RealtimeOptions {
  url: string;
  /** The signed-in user's Firebase uid, sent in the auth message. */
  userId: string;
  notify: (toast: ToastInput) => void;
  onSynthUpdate?: (data: SynthUpdateData) => void;
  /** Never reconnect while the landing page is shown (spec §4). */
  isLandingPage?: () => boolean;
  createSocket?: (url: string) => WebSocket;
}

/**
 * The /ws channel of spec §4: auth on open, ping every 20 s, pong to server pings, a 10 s connect
 * timeout, and up to 5 reconnects 3 s × attempt apart unless closed normally (1000/1001).
 */
export class RealtimeClient {
  private socket: WebSocket | null = null;
  private attempts = 0;
  private stopped = true;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private connectTimer: ReturnType<typeof setTimeout> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private authTimer: ReturnType<typeof setTimeout> | undefined;
  private supplementarySent = false;

  constructor(private readonly options: RealtimeOptions) {}

  start(): void {
    this.stopped = false;
    this.attempts = 0;
    this.connect();
  }

  /** Closes normally and cleans up (landing page, logout, unmount). */
  stop(): void {
    this.stopped = true;
    this.clearTimers();
    clearTimeout(this.reconnectTimer);
    const s = this.socket;
    this.socket = null;
    if (s) {
      this.detach(s);
      if (s.readyState === WebSocket.OPEN || s.readyState === WebSocket.CONNECTING) s.close(1000, 'Client closed');
    }
  }

  private connect(): void {
    if (this.stopped) return;
    let socket: WebSocket;
    try {
      socket = this.options.createSocket ? this.options.createSocket(this.options.url) : new WebSocket(this.options.url);
    } catch (err) {
      console.error('WebSocket initialisation failed', err);
      this.options.notify(CONNECTION_TOASTS.initError);
      return;
    }
    this.socket = socket;
    this.supplementarySent = false;

    this.connectTimer = setTimeout(() => {
      if (socket.readyState === WebSocket.OPEN) return;
      // Not open within 10 s: give up on this socket and go through the reconnect rules.
      this.detach(socket);
      socket.close();
      this.handleClose(socket, 4000);
    }, CONNECT_TIMEOUT_MS);

    socket.onopen = () => this.handleOpen();
    socket.onmessage = (event) => this.handleMessage(event);
    socket.onclose = (event) => this.handleClose(socket, event.code);
    socket.onerror = () => {
      /* a close event follows; reconnecting is decided there */
    };
  }

  private handleOpen(): void {
    clearTimeout(this.connectTimer);
    this.send({ type: 'auth', userId: this.options.userId });
    this.pingTimer = setInterval(() => this.send({ type: 'ping', timestamp: Date.now() }), PING_INTERVAL_MS);
    if (this.attempts > 0) this.options.notify(CONNECTION_TOASTS.reconnected);
    this.attempts = 0;
  }

  private handleMessage(event: MessageEvent): void {
    let msg: ServerMessage;
    try {
      msg = JSON.parse(String(event.data)) as ServerMessage;
    } catch {
      return;
    }
    switch (msg.type) {
      case 'auth-confirmation':
        // Once per connection: the server confirms every auth, so repeating would loop.
        if (!this.supplementarySent) {
          this.supplementarySent = true;
          this.authTimer = setTimeout(() => this.send({ type: 'auth', userId: this.options.userId }), SUPPLEMENTARY_AUTH_DELAY_MS);
        }
        break;
      case 'ping':
        this.send({ type: 'pong', timestamp: Date.now() });
        break;
      case 'synth-update':
        if (msg.data) {
          this.options.notify(synthUpdateToast(msg.data));
          this.options.onSynthUpdate?.(msg.data);
        }
        break;
      default:
        break;
    }
  }

  private handleClose(socket: WebSocket, code: number): void {
    if (socket !== this.socket) return;
    this.socket = null;
    this.clearTimers();
    if (this.stopped || code === 1000 || code === 1001 || this.options.isLandingPage?.()) return;
    if (this.attempts >= MAX_RECONNECT_ATTEMPTS) {
      this.options.notify(CONNECTION_TOASTS.failed);
      return;
    }
    this.attempts += 1;
    if (this.attempts === 1) this.options.notify(CONNECTION_TOASTS.lost);
    this.reconnectTimer = setTimeout(() => this.connect(), RECONNECT_DELAY_MS * this.attempts);
  }

  private send(message: Record<string, unknown>): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private detach(socket: WebSocket): void {
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
  }

  private clearTimers(): void {
    clearInterval(this.pingTimer);
    clearTimeout(this.connectTimer);
    clearTimeout(this.authTimer);
  }
}
