// The page a confirmation email links to. The signed token is the only credential (the person
// confirming has no account). GET only shows a button, because mail scanners open links; the
// button's POST confirms, and pressing it twice answers the same.
import express, { Router, type Request, type Response } from 'express';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { escapeHtml } from '@synth/core/lib';
import {
  CONFIRMATION_LINK_DAYS,
  confirmRecipient,
  readConfirmationLink,
  type ConfirmationOutcome,
} from '@synth/core/recipients';
import { plainPage, postBackForm, refuseLink, tokenOf, wantsJson, type LinkRefusal } from './plain-page';

export interface ConfirmRecipientDeps {
  secret: string;
  orm: MikroORM;
}

type Refusal = Exclude<ConfirmationOutcome['outcome'], 'confirmed'>;

const REFUSALS: Record<Refusal, LinkRefusal> = {
  invalid: {
    status: 400,
    code: 'INVALID_TOKEN',
    title: 'Invalid confirmation link',
    message:
      'This confirmation link is invalid or incomplete. Please use the link from the most recent confirmation email.',
  },
  expired: {
    status: 410,
    code: 'EXPIRED_TOKEN',
    title: 'This confirmation link has expired',
    message: `Confirmation links work for ${CONFIRMATION_LINK_DAYS} days. Ask the person who added your address to press Resend in their synth's settings, then use the link in the new email.`,
  },
  superseded: {
    status: 410,
    code: 'EXPIRED_TOKEN',
    title: 'This confirmation link was replaced',
    message:
      'Your address was added again after this email, so a newer confirmation email was sent. Please use the link in the most recent one.',
  },
};

const refuse = (req: Request, res: Response, outcome: Refusal) => refuseLink(req, res, REFUSALS[outcome]);

export function confirmRecipientRoutes(deps: ConfirmRecipientDeps): Router {
  const router = Router();
  router.use(express.urlencoded({ extended: false, limit: '4kb' }));
  const em = () => deps.orm.em.fork() as EntityManager;

  router.get('/', async (req, res) => {
    const token = tokenOf(req);
    const read = await readConfirmationLink(em(), token, deps.secret);
    if (read.outcome !== 'confirmed') return refuse(req, res, read.outcome);
    // Whoever typed an address on a public page is not shown who publishes it: the owner's sign-in is theirs.
    const asked = read.onPublicPage
      ? `Someone asked, on the public page of the “${escapeHtml(read.synthName ?? '')}” digest, for it to be emailed to <strong>${escapeHtml(read.email)}</strong>.`
      : `<strong>${escapeHtml(read.requestedBy)}</strong> asked Synth to email ${read.synthName ? `the “${escapeHtml(read.synthName)}” digest` : 'their digest'} to <strong>${escapeHtml(read.email)}</strong>.`;
    plainPage(
      res,
      200,
      'Confirm your address',
      `<p>${asked} Nothing is sent until you confirm.</p>` + postBackForm(req, token, 'Confirm and receive digests'),
    );
  });

  router.post('/', async (req, res) => {
    const done = await confirmRecipient(em(), tokenOf(req), deps.secret);
    if (done.outcome !== 'confirmed') return refuse(req, res, done.outcome);
    if (wantsJson(req)) {
      res.set('Cache-Control', 'no-store').json({ confirmed: true, email: done.email });
      return;
    }
    plainPage(
      res,
      200,
      'Address confirmed',
      `<p><strong>${escapeHtml(done.email)}</strong> will now receive the digest it was added to.</p><p>Every digest has a link to unsubscribe at any time.</p>`,
    );
  });

  return router;
}
