// A digest's web edition behind its signed link ("View in browser"). The token is the only
// credential: it names the run and the account that owns it, and the page shows that run of that
// account or nothing.
import { Router, type Request, type Response } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import { WEB_EDITION_LINK_DAYS } from '@synth/core/email';
import { privateEditionPage, type EditionRefusal } from '@synth/core/editions';
import type { Services } from '../../services';
import { refuseLink, tokenOf, type LinkRefusal } from '../email/plain-page';
import { sendEditionPage } from './edition-page-headers';

const REFUSALS: Record<EditionRefusal, LinkRefusal> = {
  invalid: {
    status: 400,
    code: 'INVALID_TOKEN',
    title: 'Invalid link',
    message: 'This link to a digest is invalid or incomplete. Please use the link exactly as it appears in your email.',
  },
  expired: {
    status: 410,
    code: 'EXPIRED_TOKEN',
    title: 'This link has expired',
    message: `Links to a digest's web page work for ${WEB_EDITION_LINK_DAYS} days. The digest itself is still in your email.`,
  },
  notFound: {
    status: 404,
    code: 'NOT_FOUND',
    title: 'Digest not found',
    message: 'This digest is no longer in Synth: its run, or the account that made it, was deleted.',
  },
};

export function webEditionRoutes(services: Pick<Services, 'orm' | 'config'>): Router {
  const router = Router();
  router.get('/', async (req: Request, res: Response) => {
    const em = services.orm.em.fork() as EntityManager;
    const page = await privateEditionPage(em, tokenOf(req), services.config);
    if ('refused' in page) return refuseLink(req, res, REFUSALS[page.refused]);
    sendEditionPage(res, 200, page.html, 'private');
  });
  return router;
}
