import type express from 'express';
import { authRoutes } from '../modules/auth/auth.routes';
import { refuseMalformedSynthBody, synthRoutes } from '../modules/synths/synth.routes';
import { feedValidationRoutes } from '../modules/feeds/feed.routes';
import { catalogRoutes } from '../modules/catalog/catalog.routes';
import { contentRoutes } from '../modules/content/content.routes';
import { refuseMalformedProfile, userRoutes } from '../modules/users/user.routes';
import { billingRoutes } from '../modules/billing/billing.routes';
import { publishingRoutes } from '../modules/publishing/publishing.routes';
import { carouselRoutes } from '../modules/carousel/carousel.routes';
import { apiRoutes } from '../rest/api-routes';
import { authenticate } from '../rest/http';
import type { Services } from '../services';

/** The documented /api routes (thin shims over the same services as GraphQL), and 404 for any other. */
export function mountRestShims(app: express.Express, services: Services): void {
  app.use('/api/auth', authRoutes(services));
  app.use('/api', apiRoutes(services));
  app.use('/api/content', authenticate(services), contentRoutes());
  app.use('/api', catalogRoutes(authenticate(services)));
  app.use('/api/users', authenticate(services, refuseMalformedProfile), userRoutes());
  app.use('/api/synths/validate', authenticate(services), feedValidationRoutes());
  app.use('/api/synths', authenticate(services, refuseMalformedSynthBody), synthRoutes());
  app.use('/api/subscription', billingRoutes(services));
  app.use('/api/publishing', authenticate(services), publishingRoutes());
  app.use('/api/carousels', authenticate(services), carouselRoutes());
  app.use('/api', (_req, res) => void res.status(404).json({ message: 'No such API route', code: 'NOT_FOUND' }));
}
