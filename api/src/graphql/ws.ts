import type { IncomingMessage } from 'node:http';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { GraphQLError, specifiedRules, type GraphQLSchema, type ExecutionArgs } from 'graphql';
import { buildContext } from '../context';
import type { Services } from '../services';
import { limitRules, tokenLimitMessage } from './limits';
import { formatError } from './format-error';
import { documentCache } from './document-cache';
import type { SocketsByUser } from '../modules/realtime/sockets-by-user';

/** Headers of the upgrade request, plus a bearer token from connectionParams when sent. */
function headersFor(request: IncomingMessage, params: Record<string, unknown> | undefined) {
  const headers = { ...request.headers };
  const auth = params?.authorization ?? params?.Authorization;
  if (typeof auth === 'string' && !headers.authorization) headers.authorization = auth;
  return headers;
}

/** graphql-ws on /graphql: the same authentication, validation and limits as HTTP. */
export function graphqlWsServer(schema: GraphQLSchema, services: Services, sockets: SocketsByUser): WebSocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const checkDocument = documentCache(schema, [...specifiedRules, ...limitRules(services.config.graphql)], { maxTokens: services.config.graphql.maxTokens });
  const fmt = formatError(services.config.isProduction);
  useServer(
    {
      schema,
      // Refuse the socket unless the caller is signed in; a logout closes it.
      onConnect: async (ctx) => {
        try {
          const c = await buildContext(services, headersFor(ctx.extra.request, ctx.connectionParams));
          if (c.identity) sockets.add(c.identity.uid, ctx.extra.socket);
          return c.identity !== null;
        } catch {
          return false;
        }
      },
      context: (ctx) => buildContext(services, headersFor(ctx.extra.request, ctx.connectionParams), ctx.extra.request.socket.remoteAddress),
      onSubscribe: async (ctx, _id, payload) => {
        let checked;
        try {
          checked = checkDocument(payload.query);
        } catch (error) {
          // A syntax error or a document over the token limit is answered, not a dropped socket.
          if (error instanceof GraphQLError) return [new GraphQLError(tokenLimitMessage(error.message) ?? error.message, { extensions: error.extensions })];
          throw error;
        }
        const { document, errors } = checked;
        if (errors.length) return errors.map((e) => new GraphQLError(fmt(e.toJSON(), e).message, { extensions: e.extensions }));
        // Operations over the socket count against the socket's address, like HTTP requests against theirs.
        const contextValue = await buildContext(services, headersFor(ctx.extra.request, ctx.connectionParams), ctx.extra.request.socket.remoteAddress);
        const args: ExecutionArgs = { schema, document, variableValues: payload.variables, operationName: payload.operationName, contextValue };
        return args;
      },
      onError: () => undefined,
    },
    wss,
  );
  return wss;
}
