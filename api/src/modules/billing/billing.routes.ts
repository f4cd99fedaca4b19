import { Router, type Request } from 'express';
import type { Services } from '../../services';
import { authenticate, confirmSessionFirst, ctxOf, viewerOf } from '../../rest/http';
import { billingOf, SubscriptionService } from '@synth/core/billing';

/** The subscription service of a request, over the request's EntityManager. */
export function subscriptionsOf(services: Services, req: Request): SubscriptionService {
  return new SubscriptionService(ctxOf(req).em, billingOf(services), services.schedules);
}

/** /api/subscription/*: pricing is public; the rest is the signed-in user's own. */
export function billingRoutes(services: Services): Router {
  const r = Router();
  const auth = authenticate(services);

  r.get('/pricing', async (_req, res) => {
    res.json(await billingOf(services).pricing.get());
  });

  r.get('/status', auth, async (req, res) => {
    const force = req.query.force === 'true' || req.query.force === '1';
    res.json(await subscriptionsOf(services, req).status(viewerOf(req), { force }));
  });

  r.get('/features', auth, (req, res) => {
    res.json(subscriptionsOf(services, req).features(viewerOf(req)));
  });

  r.post('/create', auth, confirmSessionFirst, async (req, res) => {
    res.json(await subscriptionsOf(services, req).checkout(viewerOf(req), req.body));
  });

  r.post('/cancel', auth, confirmSessionFirst, async (req, res) => {
    res.json(await subscriptionsOf(services, req).cancel(viewerOf(req)));
  });

  return r;
}
