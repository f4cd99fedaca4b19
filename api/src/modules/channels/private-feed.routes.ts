// A synth's private Atom feed, behind its signed address. The token is the only credential: it
// names the channel and its owner, and the feed shows that synth's digests or nothing.
import { Router, type Request, type Response } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import { privateFeed } from '@synth/core/channels';
import type { Services } from '../../services';
import { refuseLink } from '../email/plain-page';

const NOT_FOUND = {
  status: 404,
  code: 'NOT_FOUND',
  title: 'Feed not found',
  message: "This feed address is not valid, or its owner removed the feed from their synth's delivery channels.",
};

export function privateFeedRoutes(services: Pick<Services, 'orm' | 'config'>): Router {
  const router = Router();
  router.get('/:token', async (req: Request, res: Response) => {
    const em = services.orm.em.fork() as EntityManager;
    const feed = await privateFeed(em, String(req.params.token), services.config);
    if (!feed) return refuseLink(req, res, NOT_FOUND);
    res
      .status(200)
      // Private: no shared cache may keep one person's digests.
      .set({
        'Cache-Control': 'private, no-cache',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
      })
      .type('application/atom+xml; charset=utf-8')
      .send(feed);
  });
  return router;
}
