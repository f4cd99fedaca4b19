import type express from 'express';
import { FEEDBACK_LINK_PATH } from '@synth/core/relevance';
import { CONFIRM_RECIPIENT_PATH, unsubscribeRecipient } from '@synth/core/recipients';
import { CANCEL_AUTO_PUBLISH_PATH } from '@synth/core/publishing';
import { WEB_EDITION_PATH } from '@synth/core/email';
import { PUBLIC_ARCHIVE_PATH } from '@synth/core/editions';
import { PRIVATE_FEED_PATH } from '@synth/core/channels';
import { unsubscribeRoutes } from '../modules/email/unsubscribe.routes';
import { confirmRecipientRoutes } from '../modules/email/confirm-recipient.routes';
import { articleFeedbackRoutes } from '../modules/email/article-feedback.routes';
import { cancelAutoPublishRoutes } from '../modules/publishing/cancel-auto-publish.routes';
import { webEditionRoutes } from '../modules/editions/web-edition.routes';
import { publicArchiveRoutes } from '../modules/editions/public-archive.routes';
import { privateFeedRoutes } from '../modules/channels/private-feed.routes';
import type { Services } from '../services';

/**
 * The pages behind the links in Synth's emails. Each link's signed token is its credential, so
 * these come before the signed-in /api routes and none reads a cookie.
 */
export function mountEmailLinks(app: express.Express, services: Services): void {
  const { config, orm } = services;
  // One-click unsubscribe: the signed token is the credential (RFC 8058), no cookie.
  app.use(
    '/api/unsubscribe',
    unsubscribeRoutes({
      secret: config.appSecret,
      unsubscribe: (link) => unsubscribeRecipient(orm.em.fork() as never, link),
    }),
  );
  // The link in a confirmation email: the signed token is the credential, no cookie.
  app.use(CONFIRM_RECIPIENT_PATH, confirmRecipientRoutes({ secret: config.appSecret, orm }));
  // A digest's More / Less like this links: the signed token is the credential, no cookie.
  app.use(FEEDBACK_LINK_PATH, articleFeedbackRoutes({ secret: config.appSecret, orm }));
  // The digest's cancel link: the signed token is the credential, no cookie.
  app.use(CANCEL_AUTO_PUBLISH_PATH, cancelAutoPublishRoutes(services));
  // A digest's web edition ('View in browser'): its signed link is the credential, no cookie.
  app.use(WEB_EDITION_PATH, webEditionRoutes(services));
  // A synth's private Atom feed: its signed address is the credential, no cookie.
  app.use(PRIVATE_FEED_PATH, privateFeedRoutes(services));
}

/** A public synth's archive, feed and subscribe form: anyone may read them, no cookie is read. */
export function mountPublicPages(app: express.Express, services: Services): void {
  app.use(PUBLIC_ARCHIVE_PATH, publicArchiveRoutes(services));
}
