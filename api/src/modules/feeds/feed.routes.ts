import { Router } from 'express';
import { ValidationError } from '@synth/core/lib';
import { ctxOf } from '../../rest/http';
import { checkFeedForCaller } from './check-feed-for-caller';

/** POST /api/synths/validate/rss {rssUrl} → {valid, articleCount, message}; behind authenticate(). */
export function feedValidationRoutes(): Router {
  const r = Router();
  r.post('/rss', async (req, res) => {
    const url = req.body?.rssUrl;
    if (typeof url !== 'string' || !url.trim())
      throw new ValidationError([{ field: 'rssUrl', message: 'Please enter a valid RSS feed URL' }]);
    res.json(await checkFeedForCaller(ctxOf(req), url));
  });
  return r;
}
