import express, { Router } from 'express';
import type { Services } from '../../services';
import { StripeWebhookService } from '@synth/core/billing';

/**
 * POST /stripe under /api/webhooks. Mounted before express.json: the signature covers the exact
 * bytes Stripe sent, so this router reads the raw body itself.
 */
export function stripeWebhookRoutes(services: Services): Router {
  const r = Router();
  const webhooks = new StripeWebhookService(services);
  r.post('/stripe', express.raw({ type: 'application/json', limit: '1mb' }), async (req, res) => {
    const event = webhooks.verify(req.body, req.header('stripe-signature'));
    const { body, afterResponse } = await webhooks.handle(event);
    res.json(body);
    if (afterResponse) {
      afterResponse().catch((err) =>
        console.warn(`[billing] after ${event.type} ${event.id}: ${(err as Error).message}`),
      );
    }
  });
  return r;
}
