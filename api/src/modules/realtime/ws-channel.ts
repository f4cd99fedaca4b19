import type { IncomingMessage } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { buildContext } from '../../context';
import type { Services } from '../../services';
import { TOPICS, type SynthUpdatePayload } from '../../graphql/pubsub';
import type { SocketsByUser } from './sockets-by-user';

const SERVER_PING_MS = 30_000;
const AUTH_TIMEOUT_MS = 10_000;

type ClientMessage = { type?: string; userId?: string; token?: string; timestamp?: number };

function send(ws: WebSocket, msg: unknown) {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(msg));
}

/**
 * The /ws live-update channel: the client authenticates with {type:'auth', userId} (cookie or a
 * token in the message), then receives synth-update messages for its own synths.
 */
export function realtimeChannel(services: Services, sockets: SocketsByUser): WebSocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });

  wss.on('connection', (ws: WebSocket, request: IncomingMessage) => {
    let userId: string | null = null;
    let unsubscribe: (() => void) | null = null;
    const authTimer = setTimeout(() => {
      if (!userId) ws.close(4401, 'Authentication required');
    }, AUTH_TIMEOUT_MS);
    const pinger = setInterval(() => send(ws, { type: 'ping', timestamp: Date.now() }), SERVER_PING_MS);

    const authenticate = async (msg: ClientMessage) => {
      const headers = { ...request.headers };
      if (msg.token) headers.authorization = `Bearer ${msg.token}`;
      try {
        const ctx = await buildContext(services, headers);
        const viewer = ctx.viewer;
        // The userId the client names must be the verified caller (by uid or user id).
        if (!viewer || (msg.userId && msg.userId !== viewer.firebaseUid && msg.userId !== viewer.id))
          throw new Error('mismatch');
        if (!userId) {
          userId = viewer.id;
          sockets.add(viewer.firebaseUid, ws);
          unsubscribe = services.pubsub.listen(TOPICS.SYNTH_UPDATED, (p: SynthUpdatePayload) => {
            if (p.userId !== userId) return;
            send(ws, {
              type: 'synth-update',
              data: {
                updateType: p.updateType,
                message: p.message,
                synthId: p.synthId,
                runId: p.runId,
                status: p.status,
                progress: { current: p.progressCurrent, total: p.progressTotal },
                stats: {
                  articlesFetched: p.articlesFetched,
                  articlesFiltered: p.articlesFiltered,
                  articlesProcessed: p.articlesProcessed,
                  lastRun: p.lastRunAt,
                },
              },
            });
          });
        }
        send(ws, { type: 'auth-confirmation', message: 'Authenticated. Real-time updates are active.' });
      } catch {
        send(ws, { type: 'error', message: 'Authentication failed' });
        ws.close(4401, 'Authentication failed');
      }
    };

    ws.on('message', (raw) => {
      let msg: ClientMessage;
      try {
        msg = JSON.parse(String(raw));
      } catch {
        return send(ws, { type: 'error', message: 'Messages must be JSON' });
      }
      if (msg.type === 'auth') void authenticate(msg);
      else if (msg.type === 'ping') send(ws, { type: 'pong', timestamp: msg.timestamp ?? Date.now() });
      else if (msg.type === 'pong') return;
      else if (!userId) ws.close(4401, 'Authentication required');
    });

    ws.on('close', () => {
      clearTimeout(authTimer);
      clearInterval(pinger);
      unsubscribe?.();
    });
  });

  return wss;
}
