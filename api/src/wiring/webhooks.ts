import type express from 'express';
import { stripeWebhookRoutes } from '../modules/billing/webhook.routes';
import type { Services } from '../services';

/** Webhooks from third parties, mounted before the JSON body parser. */
export function mountWebhooks(app: express.Express, services: Services): void {
  // Stripe needs the raw body for its signature; every other route takes JSON.
  app.use('/api/webhooks', stripeWebhookRoutes(services));
}
