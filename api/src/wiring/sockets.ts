import type http from 'node:http';
import type express from 'express';
import type { GraphQLSchema } from 'graphql';
import { graphqlWsServer } from '../graphql/ws';
import { webSocketOriginAllowed } from '../graphql/websocket-origin';
import { realtimeChannel } from '../modules/realtime/ws-channel';
import { SocketsByUser } from '../modules/realtime/sockets-by-user';
import { clientIpOf } from '../rest/client-ip';
import type { Services } from '../services';

/**
 * Every open socket by its user. A logout on any API process drops this process's cached
 * revocation time for the user and closes the user's sockets here at once.
 */
export function socketsClosedOnLogout(services: Services): SocketsByUser {
  const { pubsub } = services;
  const sockets = new SocketsByUser();
  pubsub.onSessionsRevoked((uid) => {
    services.auth.forgetRevocations(uid);
    sockets.closeAll(uid);
  });
  return sockets;
}

/** WebSocket upgrades: graphql-ws on /graphql and the documented channel on /ws, from allowed origins only. */
export function acceptSockets(
  server: http.Server,
  app: express.Express,
  schema: GraphQLSchema,
  services: Services,
  sockets: SocketsByUser,
) {
  const { config } = services;
  const gqlWs = graphqlWsServer(schema, services, sockets, (req) => clientIpOf(app, req));
  const channel = realtimeChannel(services, sockets);
  server.on('upgrade', (req, socket, head) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const target = pathname === '/graphql' ? gqlWs : pathname === '/ws' ? channel : null;
    if (!target) return void socket.destroy();
    if (!webSocketOriginAllowed(req.headers.origin, config)) {
      return void socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    }
    target.handleUpgrade(req, socket, head, (ws) => target.emit('connection', ws, req));
  });
  return { gqlWs, channel };
}
