// The page behind the digest's "Cancel automatic publishing" link. The signed token is the
// credential (the reader may not be signed in); GET only shows a button, because mail scanners open
// links, and the button's POST cancels. Pressing it twice answers the same.
import express, { Router } from 'express';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { cancelAutoPublish, clientsFor, readCancelAutoPublishToken } from '@synth/core/publishing';
import { plainPage, postBackForm, tokenOf } from '../email/plain-page';
import type { Services } from '../../services';
import { cancelPublishWorkflows } from './publication-workflows';

const INVALID = 'This link is invalid or has expired. You can still cancel a waiting post on its run page in Synth.';

export function cancelAutoPublishRoutes(services: Services & { orm: MikroORM }): Router {
  const r = Router();
  r.use(express.urlencoded({ extended: false, limit: '4kb' }));
  r.get('/', (req, res) => {
    const token = tokenOf(req);
    if (!readCancelAutoPublishToken(token, services.config.appSecret))
      return plainPage(res, 400, 'Invalid link', `<p>${INVALID}</p>`);
    plainPage(
      res,
      200,
      'Cancel automatic publishing?',
      `<p>The posts of this digest will not be published by themselves. You can still publish them by hand from the run page.</p>${postBackForm(req, token, 'Cancel automatic publishing')}`,
    );
  });
  r.post('/', async (req, res) => {
    const found = readCancelAutoPublishToken(tokenOf(req), services.config.appSecret);
    if (!found) return plainPage(res, 400, 'Invalid link', `<p>${INVALID}</p>`);
    const { cancelledKeys, alreadyOut } = await cancelAutoPublish(
      services.orm.em.fork() as EntityManager,
      found.userId,
      found.runId,
      clientsFor(services.config.publishing.apps),
    );
    await cancelPublishWorkflows(services, cancelledKeys);
    // Said as it happened: a post whose publish began before the cancel is not called cancelled.
    if (alreadyOut)
      return plainPage(
        res,
        200,
        'Too late for some posts',
        `<p>${alreadyOut === 1 ? 'One post of this digest had already' : `${alreadyOut} posts of this digest had already`} started publishing before you cancelled, so ${alreadyOut === 1 ? 'it was' : 'they were'} not stopped. ${cancelledKeys.length ? 'The rest will not be published by themselves.' : ''} The run page in Synth shows where each post stands.</p>`,
      );
    plainPage(
      res,
      200,
      'Automatic publishing cancelled',
      '<p>Nothing from this digest will be published by itself. You can publish its posts by hand from the run page.</p>',
    );
  });
  return r;
}
