import { Router } from 'express';
import type { Services } from '../services';
import { authenticate, viewerOf } from './http';

/** Small /api routes that belong to no bigger module. */
export function apiRoutes(services: Services): Router {
  const r = Router();

  // Public: what the SPA needs to start Firebase sign-in in this environment.
  r.get('/client-config', (_req, res) => {
    const f = services.config.firebase;
    res.json({
      firebase: { apiKey: f.webApiKey ?? null, authDomain: f.authDomain, projectId: f.projectId },
      authEmulatorUrl: f.authEmulatorHost ? `http://${f.authEmulatorHost}` : null,
    });
  });

  r.get('/trial-status', authenticate(services), (req, res) => {
    const user = viewerOf(req);
    res.json({ executionsUsed: user.executionsUsed, trialStartedAt: user.trialStartedAt });
  });

  return r;
}
