import type http from 'node:http';
import type express from 'express';
import type { GraphQLSchema } from 'graphql';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import type { Config } from '@synth/core/config';
import { buildContext, type Context } from '../context';
import {
  asContextError,
  formatError,
  rateLimitedStatusPlugin,
  unauthenticatedStatusPlugin,
} from '../graphql/format-error';
import { limitRules } from '../graphql/limits';
import { documentCache } from '../graphql/document-cache';
import { refuseInvalidDocuments } from '../graphql/refuse-invalid-documents';
import { refuseMalformedInput } from '../graphql/refuse-malformed-input';
import { noStorePlugin } from '../graphql/no-store-plugin';
import { explorerRoutes } from '../graphql/explorer';
import type { Services } from '../services';

/** Apollo Server over the schema, drained with the HTTP server. */
export async function startApollo(
  schema: GraphQLSchema,
  server: http.Server,
  config: Config,
): Promise<ApolloServer<Context>> {
  const apollo = new ApolloServer<Context>({
    schema,
    csrfPrevention: true,
    introspection: true,
    hideSchemaDetailsFromClientErrors: config.isProduction,
    includeStacktraceInErrorResponses: !config.isProduction,
    // The parser stops at the token limit, before any validation rule walks the document.
    parseOptions: { maxTokens: config.graphql.maxTokens },
    validationRules: limitRules(config.graphql),
    formatError: formatError(config.isProduction),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer: server }),
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      noStorePlugin,
      unauthenticatedStatusPlugin,
      rateLimitedStatusPlugin,
    ],
  });
  await apollo.start();
  return apollo;
}

/** /graphql over HTTP: the explorer page, then documents and malformed inputs refused before Apollo, then Apollo. */
export function mountGraphql(
  app: express.Express,
  schema: GraphQLSchema,
  apollo: ApolloServer<Context>,
  services: Services,
): void {
  const { config } = services;
  app.use('/graphql', explorerRoutes());
  const checked = documentCache(schema, limitRules(config.graphql), { maxTokens: config.graphql.maxTokens });
  app.use('/graphql', refuseInvalidDocuments(checked, formatError(config.isProduction)));
  app.use('/graphql', refuseMalformedInput(schema, checked, services, formatError(config.isProduction)));
  app.use(
    '/graphql',
    expressMiddleware(apollo, {
      context: ({ req }) =>
        buildContext(services, req.headers, req.ip).catch((error: unknown) => {
          throw asContextError(error);
        }),
    }),
  );
}
