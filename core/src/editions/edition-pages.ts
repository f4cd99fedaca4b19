// The pages a digest's web edition and a public archive serve, composed from the database at the
// moment of the request: who may read what is decided here, once, for every route that shows them.
import type { EntityManager } from '@mikro-orm/postgresql';
import { digestDateOf } from '../email/run-digest';
import { checkWebEditionToken } from '../email/web-edition-link';
import { digestMessages } from '../email/i18n/digest-messages';
import { RunStatus } from '../runs/run.enums';
import { SynthRun } from '../runs/synth-run.entity';
import { isUuid } from '../lib/uuid';
import { archiveIssue, archiveIssues } from './archive-issues';
import { renderArchivePage } from './archive-page';
import { atomFeed } from './atom-feed';
import type { PublicLinks } from './edition-frame';
import { archiveUrl, feedUrl, isEditionSlug, issueUrl, subscribeUrl } from './edition-paths';
import type { PublicEdition } from './public-edition.entity';
import { findPublicEdition } from './public-edition.repository';
import { editionViewOf, renderWebEdition } from './web-edition-page';

export interface AppLinks {
  publicUrl: string;
  appSecret: string;
}

/** Why a web edition link shows nothing: not ours (or altered), past its date, or its run is gone. */
export type EditionRefusal = 'invalid' | 'expired' | 'notFound';

/** A run whose digest is composed: one still going has none yet. */
const hasDigest = (run: SynthRun) => run.status !== RunStatus.queued && run.status !== RunStatus.running;

/** The web edition behind a signed link: the run it names, of the account it names, and no other. */
export async function privateEditionPage(
  em: EntityManager,
  token: string,
  app: AppLinks,
  now = new Date(),
): Promise<{ html: string } | { refused: EditionRefusal }> {
  const checked = checkWebEditionToken(token, app.appSecret, now);
  if (!checked.ok) return { refused: checked.reason };
  const { runId, userId } = checked.claims;
  if (!isUuid(runId) || !isUuid(userId)) return { refused: 'invalid' };
  const run = await em.findOne(SynthRun, { id: runId, user: userId });
  if (!run || !hasDigest(run)) return { refused: 'notFound' };
  return { html: renderWebEdition(editionViewOf(run, app, { public: false })) };
}

function linksOf(edition: PublicEdition, app: AppLinks, pageUrl: string): PublicLinks {
  return {
    pageUrl,
    archiveUrl: archiveUrl(app.publicUrl, edition.slug),
    feedUrl: feedUrl(app.publicUrl, edition.slug),
    subscribeUrl: subscribeUrl(app.publicUrl, edition.slug),
  };
}

const ownerOf = (edition: PublicEdition) => ({ synthId: edition.synth.id, userId: edition.user.id });

/** The public archive at this address; null when there is none (or it was made private). */
export async function publicEdition(em: EntityManager, slug: unknown): Promise<PublicEdition | null> {
  return isEditionSlug(slug) ? findPublicEdition(em, slug) : null;
}

export async function archivePage(
  em: EntityManager,
  edition: PublicEdition,
  app: AppLinks,
  notice?: (t: ReturnType<typeof digestMessages>) => string,
): Promise<string> {
  const synth = edition.synth.getEntity();
  const t = digestMessages(synth.digestLanguage);
  const runs = await archiveIssues(em, ownerOf(edition));
  return renderArchivePage({
    t,
    name: synth.name,
    issues: runs.map((run) => ({
      url: issueUrl(app.publicUrl, edition.slug, run.id),
      view: editionViewOf(run, app, { public: true }),
    })),
    links: linksOf(edition, app, archiveUrl(app.publicUrl, edition.slug)),
    notice: notice?.(t),
  });
}

/** One digest of the archive as its page; null when the run is not on the archive. */
export async function publicIssuePage(
  em: EntityManager,
  edition: PublicEdition,
  runId: string,
  app: AppLinks,
  notice?: (t: ReturnType<typeof digestMessages>) => string,
): Promise<string | null> {
  if (!isUuid(runId)) return null;
  const run = await archiveIssue(em, ownerOf(edition), runId);
  if (!run) return null;
  const view = editionViewOf(run, app, { public: true });
  const url = issueUrl(app.publicUrl, edition.slug, run.id);
  return renderWebEdition(view, { publicLinks: linksOf(edition, app, url), notice: notice?.(view.t) });
}

export async function publicFeed(em: EntityManager, edition: PublicEdition, app: AppLinks): Promise<string> {
  const synth = edition.synth.getEntity();
  const runs = await archiveIssues(em, ownerOf(edition));
  return atomFeed({
    name: synth.name,
    language: synth.digestLanguage,
    archiveUrl: archiveUrl(app.publicUrl, edition.slug),
    feedUrl: feedUrl(app.publicUrl, edition.slug),
    updatedAt: edition.updatedAt,
    entries: runs.map((run) => ({
      runId: run.id,
      url: issueUrl(app.publicUrl, edition.slug, run.id),
      date: digestDateOf(run),
      view: editionViewOf(run, app, { public: true }),
    })),
  });
}
