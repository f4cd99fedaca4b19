import { Router } from 'express';
import { ValidationError } from '../../lib/errors';
import type { Services } from '../../services';
import { validateFeedUrl } from './feed-validation.service';

/** POST /api/synths/validate/rss {rssUrl} → {valid, articleCount, message}; behind authenticate(). */
export function feedValidationRoutes(services: Services): Router {
  const r = Router();
  r.post('/rss', async (req, res) => {
    const url = req.body?.rssUrl;
    if (typeof url !== 'string' || !url.trim()) throw new ValidationError([{ field: 'rssUrl', message: 'Please enter a valid RSS feed URL' }]);
    res.json(await validateFeedUrl(url, { allowPrivateNetworks: services.config.feeds.allowPrivateNetworks }));
  });
  return r;
}
