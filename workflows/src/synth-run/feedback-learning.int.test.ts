// A run's filter step learns from its synth's ratings, on the real database: from the tenth rating
// it keeps an article the topics missed and drops one the reader rated down, and the digest says
// "because you liked …" with working feedback links under each item.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { composeRunDigest } from '@synth/core/email';
import { Article, Feed } from '@synth/core/feeds';
import { saveRating } from '@synth/core/relevance';
import { outputOf, runConfigOf, RunStatus, RunTrigger, setOutput, SynthRun } from '@synth/core/runs';
import { Synth } from '@synth/core/synths';
import { User } from '@synth/core/users';
import { useActivityDeps } from '../test-support/activity-deps';
import { feedActivities } from './feeds.activities';

const real = useActivityDeps();
const em = real.em;

const LIKED = [
  'Drone deliveries reach rural pharmacies',
  'Delivery drones cleared for city flights',
  'Pharmacy chain tests drone delivery',
  'Drone maker wins delivery contract',
  'Hospital samples flown by drone',
];
const DISLIKED = [
  'Football club signs new striker',
  'Football league sets cup dates',
  'Goalkeeper injured before football final',
  'Football stadium expansion approved',
  'Coach leaves football club',
];

async function runWithArticles(ratings: number) {
  const db = em();
  const user = db.create(User, {
    firebaseUid: `uid-${randomUUID()}`,
    email: `owner-${randomUUID().slice(0, 8)}@example.com`,
  } as never) as User;
  const fields = {
    name: 'Learning synth',
    rssFeedUrls: ['https://feeds.example.com/learning.xml'],
    topics: ['fintech', 'football club'],
    recipientEmail: 'reader@example.com',
  };
  const synth = db.create(Synth, { user, ...fields } as never) as Synth;
  const feed = db.create(Feed, {
    url: `https://feeds.example.com/${randomUUID()}.xml`,
    title: 'Morning News',
  } as never);
  const drone = db.create(Article, {
    feed,
    itemKey: randomUUID(),
    title: 'Drone delivery network expands to pharmacies',
    description: 'Drone delivery network expands to pharmacies.',
    publishedAt: new Date(),
  } as never) as Article;
  const football = db.create(Article, {
    feed,
    itemKey: randomUUID(),
    title: 'Football club appoints new coach',
    description: 'Football club appoints new coach.',
    publishedAt: new Date(),
  } as never) as Article;
  const run = db.create(SynthRun, {
    user,
    synth,
    trigger: RunTrigger.manual,
    status: RunStatus.running,
    workflowId: `wf-${randomUUID()}`,
    startedAt: new Date(),
    config: runConfigOf(fields),
  } as never) as SynthRun;
  await db.flush();
  const rated = [...LIKED.map((t) => [t, true] as const), ...DISLIKED.map((t) => [t, false] as const)].slice(
    0,
    ratings,
  );
  for (const [title, liked] of rated) {
    await saveRating(em(), {
      synthId: synth.id,
      runId: null,
      articleId: randomUUID(),
      article: { title, lead: `${title}.`, source: 'Morning News' },
      liked,
    });
  }
  return { runId: run.id, articleIds: [drone.id, football.id], drone, football };
}

describe('a run that learned from feedback', () => {
  it('keeps by topics alone below ten ratings', async () => {
    const { runId, articleIds, football } = await runWithArticles(9);
    expect((await feedActivities(real.deps).filterArticles({ runId, articleIds })).articleIds).toEqual([football.id]);
  });

  it('keeps what the reader liked and drops what they did not from the tenth rating, and the digest says why', async () => {
    const { runId, articleIds, drone, football } = await runWithArticles(10);
    expect((await feedActivities(real.deps).filterArticles({ runId, articleIds })).articleIds).toEqual([drone.id]);
    const db = em();
    const run = await db.findOneOrFail(SynthRun, runId);
    const out = outputOf(run);
    const liked = out.articles![0].relevance!.likedTitles!;
    expect(LIKED).toContain(liked[0]);
    expect(out.leftOut).toMatchObject([{ id: football.id, reason: { kind: 'belowThreshold' } }]);

    // As the summary step would leave it, then composed as the email step composes it.
    setOutput(run, { articles: out.articles!.map((a) => ({ ...a, summary: 'Drones now reach pharmacies.' })) });
    const digest = composeRunDigest(run, 'reader@example.com', real.deps.config);
    expect(digest.text).toContain(`Because you liked “${liked[0]}”`);
    expect(digest.text).toMatch(/More like this: <\S+\/api\/article-feedback\?token=\S+>/);
  });
});
