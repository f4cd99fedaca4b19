import { Router, type Request } from 'express';
import type { Services } from '../../services';
import { authenticate, confirmSessionFirst, ctxOf, viewerOf } from '../../rest/http';
import { billingOf } from '@synth/core/billing';
import { callerSubscriptions } from './caller-subscriptions';

const subscriptionsOf = (req: Request) => callerSubscriptions(ctxOf(req));

/** /api/subscription/*: pricing is public; the rest is the signed-in user's own. */
export function billingRoutes(services: Services): Router {
  const r = Router();
  const auth = authenticate(services);

  r.get('/pricing', async (_req, res) => {
    res.json(await billingOf(services).pricing.get());
  });

  r.get('/status', auth, async (req, res) => {
    const force = req.query.force === 'true' || req.query.force === '1';
    res.json(await subscriptionsOf(req).status(viewerOf(req), { force }));
  });

  r.get('/features', auth, (req, res) => {
    res.json(subscriptionsOf(req).features(viewerOf(req)));
  });

  r.post('/create', auth, confirmSessionFirst, async (req, res) => {
    res.json(await subscriptionsOf(req).checkout(viewerOf(req), req.body));
  });

  r.post('/cancel', auth, confirmSessionFirst, async (req, res) => {
    res.json(await subscriptionsOf(req).cancel(viewerOf(req)));
  });

  return r;
}
