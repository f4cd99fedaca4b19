// What a person's posts earned, as the run page and the dashboard read it: only the viewer's own
// rows, the latest reading of each post.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../users/user.entity';
import { earnedPreference, type EarnedPreference, type MeasuredPostFacts } from '../content/earned-preference';
import { outputOf } from '../runs/run-output';
import { SynthRun } from '../runs/synth-run.entity';
import { FIGURES_READINGS, RECENT_MEASURED_POSTS } from './figures-readings';
import { Publication } from './publication.entity';
import { PublicationFigures } from './publication-figures.entity';

/** One figure that sums up what a post earned, so posts on any platform compare: every reaction, reply and repost. */
export const engagementOf = (f: Pick<PublicationFigures, 'reactions' | 'replies' | 'reposts'>): number =>
  f.reactions + f.replies + (f.reposts ?? 0);

/** The viewer's readings of these publications, by publication, in reading order. */
export async function figuresOfPublications(
  em: EntityManager,
  user: User | string,
  publicationIds: readonly string[],
): Promise<Map<string, PublicationFigures[]>> {
  const byPub = new Map<string, PublicationFigures[]>(publicationIds.map((id) => [id, []]));
  if (!publicationIds.length) return byPub;
  const rows = await em.find(PublicationFigures, { user, publication: { $in: [...publicationIds] } });
  for (const row of rows.sort((a, b) => readingOrder(a) - readingOrder(b))) byPub.get(row.publication.id)?.push(row);
  return byPub;
}

const readingOrder = (f: PublicationFigures) => FIGURES_READINGS.indexOf(f.reading);

export interface MeasuredPost {
  publication: Publication;
  /** The post's latest reading the platform shared. */
  latest: PublicationFigures;
}

/** The viewer's latest posts with figures the platform shared, newest first, each with its latest reading. */
export async function recentMeasuredPosts(
  em: EntityManager,
  user: User | string,
  limit = RECENT_MEASURED_POSTS,
): Promise<MeasuredPost[]> {
  const rows = await em.find(
    PublicationFigures,
    { user, shared: true },
    { populate: ['publication'], orderBy: { publication: { publishedAt: 'desc' } }, limit: limit * 2 },
  );
  const latest = new Map<string, PublicationFigures>();
  for (const row of rows) {
    const seen = latest.get(row.publication.id);
    if (!seen || readingOrder(row) > readingOrder(seen)) latest.set(row.publication.id, row);
  }
  return [...latest.values()].map((f) => ({ publication: f.publication.getEntity(), latest: f })).slice(0, limit);
}

/** How many of the person's latest measured posts the template preference learns from. */
const PREFERENCE_POSTS = 100;

const wordsOf = (parts: readonly string[]) => parts.join(' ').split(/\s+/).filter(Boolean).length;

/** The person's latest measured posts as the template preference reads them: their template, length and what they earned. */
export async function measuredPostFacts(em: EntityManager, user: User | string): Promise<MeasuredPostFacts[]> {
  const measured = await recentMeasuredPosts(em, user, PREFERENCE_POSTS);
  const runs = await em.find(SynthRun, { id: { $in: [...new Set(measured.map((m) => m.publication.run.id))] } });
  const runById = new Map(runs.map((r) => [r.id, r]));
  return measured.flatMap(({ publication: p, latest }) => {
    const run = runById.get(p.run.id);
    const post = run && outputOf(run).posts?.[p.postIndex];
    if (!post) return [];
    return [
      {
        contentType: post.contentType,
        templateId: post.templateId,
        words: wordsOf(p.parts),
        engagement: engagementOf(latest),
      },
    ];
  });
}

/**
 * The template and length auto-select prefers for the person's posts of this content type, once
 * enough are measured; nothing is read when the synth chooses its template itself.
 */
export async function earnedPreferenceFor(
  em: EntityManager,
  user: User | string,
  synth: { autoSelectTemplate: boolean; contentType: string },
): Promise<EarnedPreference | null> {
  if (!synth.autoSelectTemplate) return null;
  return earnedPreference(await measuredPostFacts(em, user), synth.contentType);
}
