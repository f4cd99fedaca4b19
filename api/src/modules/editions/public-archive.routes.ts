// A public synth's pages: its archive, each digest on it, its Atom feed and its subscribe form.
// Anyone may read them while the owner keeps the synth public; nothing else of the account shows.
import express, { Router, type Request, type Response } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  archivePage,
  askForPublicDigests,
  publicEdition,
  publicFeed,
  publicIssuePage,
  subscriberAddress,
  type SubscribeOutcome,
} from '@synth/core/editions';
import { RateLimitedError } from '@synth/core/lib';
import { RecipientConfirmations } from '@synth/core/recipients';
import type { Services } from '../../services';
import { refuseLink } from '../email/plain-page';
import { sendEditionPage } from './edition-page-headers';

const NOT_PUBLISHED = {
  status: 404,
  code: 'NOT_FOUND',
  title: 'Not published',
  message: 'Nothing is published at this address: its owner may have made it private.',
};

const STATUS: Record<SubscribeOutcome, number> = { asked: 200, invalid: 400, capReached: 429 };
const NOTICE = { asked: 'subscribeAsked', invalid: 'subscribeInvalid', capReached: 'subscribeCapReached' } as const;

export function publicArchiveRoutes(services: Pick<Services, 'orm' | 'config' | 'mailer' | 'rateLimits'>): Router {
  const router = Router();
  // The form sends one short field; anything larger is not ours.
  router.use(express.urlencoded({ extended: false, limit: '2kb', parameterLimit: 5 }));
  const em = () => services.orm.em.fork() as EntityManager;
  const app = services.config;

  router.get('/:slug', async (req: Request, res: Response) => {
    const db = em();
    const edition = await publicEdition(db, req.params.slug);
    if (!edition) return refuseLink(req, res, NOT_PUBLISHED);
    sendEditionPage(res, 200, await archivePage(db, edition, app), 'public');
  });

  router.get('/:slug/feed.atom', async (req: Request, res: Response) => {
    const db = em();
    const edition = await publicEdition(db, req.params.slug);
    if (!edition) return refuseLink(req, res, NOT_PUBLISHED);
    res
      .status(200)
      .set({ 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' })
      .type('application/atom+xml; charset=utf-8')
      .send(await publicFeed(db, edition, app));
  });

  router.get('/:slug/:runId', async (req: Request, res: Response) => {
    const db = em();
    const edition = await publicEdition(db, req.params.slug);
    const html = edition ? await publicIssuePage(db, edition, String(req.params.runId), app) : null;
    if (!html) return refuseLink(req, res, NOT_PUBLISHED);
    sendEditionPage(res, 200, html, 'public');
  });

  router.post('/:slug/subscribe', async (req: Request, res: Response) => {
    const db = em();
    const edition = await publicEdition(db, req.params.slug);
    if (!edition) return refuseLink(req, res, NOT_PUBLISHED);
    const raw = (req.body as Record<string, unknown> | undefined)?.email;
    const email = subscriberAddress(raw) ?? '';
    let status: number;
    let notice: Parameters<typeof archivePage>[3];
    try {
      await services.rateLimits.take('publicSubscribe', { uid: null, ip: req.ip ?? null });
      const confirmations = new RecipientConfirmations(
        db,
        services.mailer,
        { publicUrl: app.publicUrl, appSecret: app.appSecret, from: app.email.from },
        null,
      );
      const outcome = await askForPublicDigests(db, edition, raw, confirmations);
      status = STATUS[outcome];
      notice = (t) => t(NOTICE[outcome], { email });
    } catch (err) {
      if (!(err instanceof RateLimitedError)) throw err;
      res.set('Retry-After', String(err.retryAfterSeconds));
      status = 429;
      notice = () => err.message;
    }
    sendEditionPage(res, status, await archivePage(db, edition, app, notice), 'public');
  });

  return router;
}
