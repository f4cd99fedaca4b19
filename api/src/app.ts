import 'reflect-metadata';
import http from 'node:http';
import express from 'express';
import compression from 'compression';
import type { Config } from '@synth/core/config';
import { createSchema } from './graphql/schema';
import { healthRoutes } from './modules/health/health.routes';
import { errorHandler } from './rest/http';
import { jsonBody } from './rest/json-body';
import { admission } from './rest/admission';
import type { Services } from './services';
import { createServices } from './wiring/services';
import { mountGraphql, startApollo } from './wiring/graphql';
import { mountWebhooks } from './wiring/webhooks';
import { mountEmailLinks, mountPublicPages } from './wiring/email-links';
import { mountRestShims } from './wiring/rest';
import { acceptSockets, socketsClosedOnLogout } from './wiring/sockets';
import { serveSpa } from './wiring/spa';
import { listen } from './wiring/listen';

export interface RunningApp {
  server: http.Server;
  services: Services;
  url: string;
  close(): Promise<void>;
}

/** Builds and starts the whole API: REST, GraphQL over HTTP and WebSocket, /ws, the SPA; `config` is read once by the caller. */
export async function bootstrap(config: Config): Promise<RunningApp> {
  const services = await createServices(config);
  const sockets = socketsClosedOnLogout(services);
  const schema = await createSchema(services.pubsub);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const server = http.createServer(app);
  const apollo = await startApollo(schema, server, config);

  // gzip for the SPA bundle and JSON; WebSocket upgrades never pass through here.
  app.use(compression());
  app.use('/', healthRoutes(services));
  // Everything after /healthz is turned away while the process is behind (see admission.ts).
  const admitted = admission({ maxLagMs: config.shedLagMs });
  app.use(admitted.middleware);
  mountWebhooks(app, services);
  app.use(jsonBody());
  mountGraphql(app, schema, apollo, services);
  mountEmailLinks(app, services);
  mountPublicPages(app, services);
  mountRestShims(app, services);
  serveSpa(app);
  app.use(errorHandler(config.isProduction));
  const { gqlWs, channel } = acceptSockets(server, app, schema, services, sockets);

  const url = await listen(server, config);
  return {
    server,
    services,
    url,
    async close() {
      admitted.stop();
      for (const ws of [...gqlWs.clients, ...channel.clients]) ws.terminate();
      await apollo.stop();
      await new Promise<void>((r) => server.close(() => r()));
      await services.pubsub.close();
      await services.temporal.close();
      await services.orm.close();
    },
  };
}
