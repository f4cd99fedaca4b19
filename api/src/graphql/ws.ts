import type { IncomingMessage } from 'node:http';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { GraphQLError, specifiedRules, type GraphQLSchema, type ExecutionArgs } from 'graphql';
import { JSON_TOO_DEEP_MESSAGE, MAX_JSON_DEPTH, NUL_CHARACTER_MESSAGE, RetryLaterError } from '@synth/core/lib';
import { carriesNulCharacter } from '../rest/json-body';
import { valueNestsDeeperThan } from '../rest/json-depth';
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

/**
 * graphql-ws on /graphql: the same authentication, validation and limits as HTTP. `clientIp` gives
 * the caller's address as HTTP requests see it (behind the proxy, not the proxy's own).
 */
export function graphqlWsServer(
  schema: GraphQLSchema,
  services: Services,
  sockets: SocketsByUser,
  clientIp: (request: IncomingMessage) => string | null,
): WebSocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const checkDocument = documentCache(schema, [...specifiedRules, ...limitRules(services.config.graphql)], {
    maxTokens: services.config.graphql.maxTokens,
  });
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
      context: (ctx) =>
        buildContext(services, headersFor(ctx.extra.request, ctx.connectionParams), clientIp(ctx.extra.request)),
      onSubscribe: async (ctx, _id, payload) => {
        // The same refusal as an HTTP body carrying U+0000 (a message is at most 64 KB).
        // The same refusal as an HTTP body nested past the limit, before anything walks the variables.
        if (valueNestsDeeperThan(payload, MAX_JSON_DEPTH))
          return [new GraphQLError(JSON_TOO_DEEP_MESSAGE, { extensions: { code: 'BAD_USER_INPUT' } })];
        if (carriesNulCharacter(Buffer.from(JSON.stringify(payload))))
          return [new GraphQLError(NUL_CHARACTER_MESSAGE, { extensions: { code: 'BAD_USER_INPUT' } })];
        let checked;
        try {
          checked = checkDocument(payload.query);
        } catch (error) {
          // A syntax error or a document over the token limit is answered, not a dropped socket.
          if (error instanceof GraphQLError)
            return [
              new GraphQLError(tokenLimitMessage(error.message) ?? error.message, { extensions: error.extensions }),
            ];
          throw error;
        }
        const { document, errors } = checked;
        if (errors.length)
          return errors.map((e) => new GraphQLError(fmt(e.toJSON(), e).message, { extensions: e.extensions }));
        // Each operation counts against the signed-in user and the client's address, and the rate
        // limits inside it count the same caller as its HTTP twin would.
        const contextValue = await buildContext(
          services,
          headersFor(ctx.extra.request, ctx.connectionParams),
          clientIp(ctx.extra.request),
        );
        try {
          await services.rateLimits.take('socketOperation', contextValue.caller);
        } catch (error) {
          if (!(error instanceof RetryLaterError)) throw error;
          return [
            new GraphQLError(error.message, { extensions: { code: error.code, retryAfter: error.retryAfterSeconds } }),
          ];
        }
        const args: ExecutionArgs = {
          schema,
          document,
          variableValues: payload.variables,
          operationName: payload.operationName,
          contextValue,
        };
        return args;
      },
      // Errors raised while executing get the same codes and the same hiding of internals as over HTTP.
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors?.length ? { ...result, errors: result.errors.map((e) => fmt(e.toJSON(), e)) } : undefined,
      onError: () => undefined,
    },
    wss,
  );
  return wss;
}
