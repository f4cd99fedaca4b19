// The page a digest's "More like this" / "Less like this" links open. The signed token is the only
// credential (the reader may not be signed in where they read mail). GET only shows a button,
// because mail scanners open every link; the button's POST records the choice, once per link.
import express, { Router, type Request, type Response } from 'express';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { escapeHtml } from '@synth/core/lib';
import { FEEDBACK_LINK_DAYS } from '@synth/core/relevance';
import { readFeedbackLink, useFeedbackLink, type FeedbackLinkOutcome } from '@synth/core/feedback';
import { plainPage, postBackForm, refuseLink, tokenOf, wantsJson, type LinkRefusal } from './plain-page';

export interface ArticleFeedbackDeps {
  secret: string;
  orm: MikroORM;
}

type Refusal = Exclude<FeedbackLinkOutcome['outcome'], 'ready' | 'recorded'>;

const REFUSALS: Record<Refusal, LinkRefusal> = {
  invalid: {
    status: 400,
    code: 'INVALID_TOKEN',
    title: 'Invalid feedback link',
    message:
      'This feedback link is invalid or incomplete, so nothing was recorded. Please use the link exactly as it appears in your digest.',
  },
  expired: {
    status: 410,
    code: 'EXPIRED_TOKEN',
    title: 'This feedback link has expired',
    message: `Feedback links work for ${FEEDBACK_LINK_DAYS} days, so nothing was recorded. You can still rate the article on the run's page in Synth.`,
  },
  alreadyUsed: {
    status: 409,
    code: 'ALREADY_USED',
    title: 'This link was already used',
    message:
      "This feedback link has already recorded its choice, so nothing changed. To change your mind, use the other link or the run's page in Synth.",
  },
  notRecipient: {
    status: 403,
    code: 'NOT_RECIPIENT',
    title: 'This link no longer records feedback',
    message:
      "Feedback links work only while the address they were sent to receives this synth's digests, so nothing was recorded. If the synth is yours, rate the article on the run's page in Synth.",
  },
  notInRun: {
    status: 404,
    code: 'NOT_FOUND',
    title: 'Article not found',
    message:
      "This link no longer matches an article of a synth's digest (the synth may have been deleted), so nothing was recorded.",
  },
};

const choiceName = (liked: boolean) => (liked ? 'More like this' : 'Less like this');

const refuse = (req: Request, res: Response, outcome: Refusal) => refuseLink(req, res, REFUSALS[outcome]);

export function articleFeedbackRoutes(deps: ArticleFeedbackDeps): Router {
  const router = Router();
  router.use(express.urlencoded({ extended: false, limit: '4kb' }));
  const em = () => deps.orm.em.fork() as EntityManager;

  router.get('/', async (req, res) => {
    const token = tokenOf(req);
    const read = await readFeedbackLink(em(), token, deps.secret);
    if (read.outcome !== 'ready' && read.outcome !== 'recorded') return refuse(req, res, read.outcome);
    plainPage(
      res,
      200,
      choiceName(read.liked),
      `<p>Tell your synth you want ${read.liked ? 'more' : 'fewer'} stories like <strong>${escapeHtml(read.title)}</strong>. Nothing is recorded until you press the button.</p>` +
        postBackForm(req, token, `Record “${choiceName(read.liked)}”`),
    );
  });

  router.post('/', async (req, res) => {
    const done = await useFeedbackLink(em(), tokenOf(req), deps.secret);
    if (done.outcome !== 'ready' && done.outcome !== 'recorded') return refuse(req, res, done.outcome);
    if (wantsJson(req)) {
      res
        .set('Cache-Control', 'no-store')
        .json({ recorded: true, feedback: done.liked ? 'more' : 'less', title: done.title });
      return;
    }
    plainPage(
      res,
      200,
      'Thank you: your choice is recorded',
      `<p>Your synth will learn from “${escapeHtml(choiceName(done.liked))}” on <strong>${escapeHtml(done.title)}</strong>. From ten ratings on, your choices change which articles it keeps.</p>`,
    );
  });

  return router;
}
