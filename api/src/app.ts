import 'reflect-metadata';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import express from 'express';
import compression from 'compression';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import type { Config } from '@synth/core/config';
import { buildContext, type Context } from './context';
import { initOrm } from '@synth/core/db';
import { createSchema } from './graphql/schema';
import {
  asContextError,
  formatError,
  rateLimitedStatusPlugin,
  unauthenticatedStatusPlugin,
} from './graphql/format-error';
import { limitRules } from './graphql/limits';
import { documentCache } from './graphql/document-cache';
import { refuseInvalidDocuments } from './graphql/refuse-invalid-documents';
import { noStorePlugin } from './graphql/no-store-plugin';
import { PgPubSub } from './graphql/pubsub';
import { graphqlWsServer } from './graphql/ws';
import { webSocketOriginAllowed } from './graphql/websocket-origin';
import { AuthService } from './modules/auth/auth.service';
import { authRoutes } from './modules/auth/auth.routes';
import { firebaseAuth } from './modules/auth/firebase';
import { healthRoutes } from './modules/health/health.routes';
import { realtimeChannel } from './modules/realtime/ws-channel';
import { SocketsByUser } from './modules/realtime/sockets-by-user';
import { TemporalScheduleService, TemporalClientProvider, TemporalRunStarter } from '@synth/workflows/schedules';
import { refuseMalformedSynthBody, synthRoutes } from './modules/synths/synth.routes';
import { feedValidationRoutes } from './modules/feeds/feed.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { contentRoutes } from './modules/content/content.routes';
import { unsubscribeRoutes } from './modules/email/unsubscribe.routes';
import { markTokensRevoked, tokensRevokedAtMs } from '@synth/core/users';
import { refuseMalformedProfile, userRoutes } from './modules/users/user.routes';
import { apiRoutes } from './rest/api-routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { stripeWebhookRoutes } from './modules/billing/webhook.routes';
import { authenticate, errorHandler } from './rest/http';
import type { Services } from './services';
import { createAiProvider } from '@synth/core/ai';
import { templateLibrary } from '@synth/core/content';
import { explorerRoutes } from './graphql/explorer';
import { RateLimits } from './modules/rate-limit/rate-limits';
import { jsonBody } from './rest/json-body';
import { admission } from './rest/admission';
import { clientIpOf } from './rest/client-ip';
import { SesMailer, WEB_EDITION_PATH } from '@synth/core/email';
import { PUBLIC_ARCHIVE_PATH } from '@synth/core/editions';
import { webEditionRoutes } from './modules/editions/web-edition.routes';
import { publicArchiveRoutes } from './modules/editions/public-archive.routes';
import { confirmRecipientRoutes } from './modules/email/confirm-recipient.routes';
import { articleFeedbackRoutes } from './modules/email/article-feedback.routes';
import { FEEDBACK_LINK_PATH } from '@synth/core/relevance';
import { CONFIRM_RECIPIENT_PATH, unsubscribeRecipient } from '@synth/core/recipients';
import { publishingRoutes } from './modules/publishing/publishing.routes';
import { cancelAutoPublishRoutes } from './modules/publishing/cancel-auto-publish.routes';
import { CANCEL_AUTO_PUBLISH_PATH } from '@synth/core/publishing';

export interface RunningApp {
  server: http.Server;
  services: Services;
  url: string;
  close(): Promise<void>;
}

/** Builds and starts the whole API: REST, GraphQL over HTTP and WebSocket, /ws, the SPA; `config` is read once by the caller. */
export async function bootstrap(config: Config): Promise<RunningApp> {
  const orm = await initOrm(config.databaseUrl);
  const pubsub = new PgPubSub(config.databaseUrl);
  await pubsub.start();
  const temporal = new TemporalClientProvider(config.temporal);
  const services: Services = {
    config,
    orm,
    auth: new AuthService(
      firebaseAuth(config),
      {
        read: (uid) => tokensRevokedAtMs(orm.em.fork() as never, uid),
        revoke: async (uid) => {
          await markTokensRevoked(orm.em.fork() as never, uid);
          await pubsub.announceSessionsRevoked(uid).catch(() => undefined);
        },
      },
      {
        sessionDays: config.firebase.sessionDays,
        emulator: !!config.firebase.authEmulatorHost,
        revocationCacheSeconds: config.firebase.revocationCacheSeconds,
      },
    ),
    temporal,
    schedules: new TemporalScheduleService(() => temporal.get(), config.temporal.taskQueue),
    runStarter: new TemporalRunStarter(() => temporal.get(), config.temporal.taskQueue),
    pubsub,
    ai: createAiProvider({ ...config.ai, library: templateLibrary }),
    rateLimits: new RateLimits(orm.em.getKnex(), config.rateLimits),
    mailer: new SesMailer({ endpoint: config.email.sesEndpoint, region: config.email.region }),
  };

  // A logout on any API process drops this process's cached revocation time for the user and
  // closes the user's sockets here at once.
  const sockets = new SocketsByUser();
  pubsub.onSessionsRevoked((uid) => {
    services.auth.forgetRevocations(uid);
    sockets.closeAll(uid);
  });

  const schema = await createSchema(pubsub);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const server = http.createServer(app);

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

  // gzip for the SPA bundle and JSON; WebSocket upgrades never pass through here.
  app.use(compression());
  app.use('/', healthRoutes(services));
  // Everything after /healthz is turned away while the process is behind (see admission.ts).
  const admitted = admission({ maxLagMs: config.shedLagMs });
  app.use(admitted.middleware);
  // Stripe needs the raw body for its signature; every other route takes JSON.
  app.use('/api/webhooks', stripeWebhookRoutes(services));
  app.use(jsonBody());
  app.use('/graphql', explorerRoutes());
  app.use(
    '/graphql',
    refuseInvalidDocuments(
      documentCache(schema, limitRules(config.graphql), { maxTokens: config.graphql.maxTokens }),
      formatError(config.isProduction),
    ),
  );
  app.use(
    '/graphql',
    expressMiddleware(apollo, {
      context: ({ req }) =>
        buildContext(services, req.headers, req.ip).catch((error: unknown) => {
          throw asContextError(error);
        }),
    }),
  );
  app.use('/api/auth', authRoutes(services));
  app.use('/api', apiRoutes(services));
  // One-click unsubscribe: the signed token is the credential (RFC 8058), no cookie.
  app.use(
    '/api/unsubscribe',
    unsubscribeRoutes({
      secret: config.appSecret,
      unsubscribe: (link) => unsubscribeRecipient(orm.em.fork() as never, link),
    }),
  );
  // The link in a confirmation email: the signed token is the credential, no cookie.
  app.use(CONFIRM_RECIPIENT_PATH, confirmRecipientRoutes({ secret: config.appSecret, orm }));
  // A digest's More / Less like this links: the signed token is the credential, no cookie.
  app.use(FEEDBACK_LINK_PATH, articleFeedbackRoutes({ secret: config.appSecret, orm }));
  // A digest's web edition: its signed link is the credential, no cookie.
  app.use(WEB_EDITION_PATH, webEditionRoutes(services));
  // A public synth's archive, feed and subscribe form: anyone may read them.
  app.use(PUBLIC_ARCHIVE_PATH, publicArchiveRoutes(services));
  app.use('/api/content', authenticate(services), contentRoutes());
  app.use('/api', catalogRoutes(authenticate(services)));
  app.use('/api/users', authenticate(services, refuseMalformedProfile), userRoutes());
  app.use('/api/synths/validate', authenticate(services), feedValidationRoutes());
  app.use('/api/synths', authenticate(services, refuseMalformedSynthBody), synthRoutes());
  app.use('/api/subscription', billingRoutes(services));
  // The digest's cancel link: the signed token is the credential, no cookie.
  app.use(CANCEL_AUTO_PUBLISH_PATH, cancelAutoPublishRoutes(services, config.publishing.xPrices));
  app.use('/api/publishing', authenticate(services), publishingRoutes());
  app.use('/api', (_req, res) => void res.status(404).json({ message: 'No such API route', code: 'NOT_FOUND' }));
  serveSpa(app);
  app.use(errorHandler(config.isProduction));

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

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;

  return {
    server,
    services,
    url,
    async close() {
      admitted.stop();
      for (const ws of [...gqlWs.clients, ...channel.clients]) ws.terminate();
      await apollo.stop();
      await new Promise<void>((r) => server.close(() => r()));
      await pubsub.close();
      await temporal.close();
      await orm.close();
    },
  };
}

/** The built SPA from web/dist, with index.html for every client-side route. */
function serveSpa(app: express.Express) {
  const dist = path.resolve(__dirname, '..', '..', 'web', 'dist');
  const index = path.join(dist, 'index.html');
  app.use(express.static(dist, { index: false, maxAge: '1h' }));
  app.get(/.*/, (_req, res) => {
    if (fs.existsSync(index)) res.sendFile(index);
    else res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build:web`.');
  });
}
