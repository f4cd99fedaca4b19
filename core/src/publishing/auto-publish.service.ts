// Automatic publishing: which of a run's posts go out by themselves after its digest, scheduling
// them (once per run post and platform), and cancelling them from the email or the app.
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { featuresFor } from '../plans/plans';
import { sqlNames } from '../db/sql-names';
import { outputOf } from '../runs/run-output';
import { SynthRun } from '../runs/synth-run.entity';
import { effectiveStatus } from '../users/subscription-status';
import { User } from '../users/user.entity';
import { AutoPublishSetting } from './auto-publish-setting.entity';
import { ConnectedAccount } from './connected-account.entity';
import { needsReconnect } from './reconnect';
import { Publication, publicationKey } from './publication.entity';
import { platformForContentType, publishingPlatform, type PublishingPlatformId } from './platforms';
import type { PublishingClients } from './platforms/platform-clients';
import type { Mailer } from '../email/mailer';
import { LogLevel } from '../runs/run.enums';
import { reportRun } from '../runs/run-reporter';
import { digestToldOwner, tellOwnerOfAutoPublish, type NoticeSettings } from './auto-publish-notice';
import { bestSlotFor } from './best-time';

export interface PlannedPublish {
  postIndex: number;
  platform: PublishingPlatformId;
  parts: string[];
  firstComment: string | null;
  costUsd: number | null;
}

export interface AutoPublishPlan {
  run: SynthRun;
  delayMinutes: number;
  /** Each post waits for the person's best time on its network, at least `delayMinutes` after the digest. */
  bestTime: boolean;
  posts: PlannedPublish[];
}

/** When each network's post goes out, and why when it waits for a best time. */
type PublishTimes = Map<PublishingPlatformId, { at: Date; note: string | null }>;

async function publishTimes(em: EntityManager, plan: AutoPublishPlan, now: Date): Promise<PublishTimes> {
  const earliest = new Date(now.getTime() + plan.delayMinutes * 60_000);
  const times: PublishTimes = new Map();
  for (const platform of new Set(plan.posts.map((p) => p.platform))) {
    const slot = plan.bestTime
      ? await bestSlotFor(em, plan.run.user.id, platform, plan.run.config.userTimezone, earliest)
      : null;
    times.set(platform, { at: slot?.at ?? earliest, note: slot?.sentence ?? null });
  }
  return times;
}

const firstOf = (times: PublishTimes) => new Date(Math.min(...[...times.values()].map((t) => t.at.getTime())));

/** The run's posts that would publish themselves: automatic publishing on, the plan allowing it, the account connected and working, within limits. */
export async function autoPublishPlan(
  em: EntityManager,
  runId: string,
  platforms: PublishingClients,
): Promise<AutoPublishPlan | null> {
  // Most synths publish nothing by themselves: the setting is read through the run, so for them
  // this costs one statement, and the run itself is read only when there is one.
  const setting = await settingOfRun(em, runId);
  if (!setting) return null;
  const run = await em.findOne(SynthRun, runId);
  if (!run?.synth) return null;
  const user = await em.findOneOrFail(User, run.user.id);
  if (!featuresFor(effectiveStatus(user)).canPublish) return null;
  const accounts = await em.find(ConnectedAccount, { user });
  const posts: PlannedPublish[] = [];
  (outputOf(run).posts ?? []).forEach((post, postIndex) => {
    const platform = platformForContentType(post.contentType);
    const account = platform && accounts.find((a) => a.platform === platform.id);
    if (!platform || !account || needsReconnect(account)) return;
    const preview = platforms.get(platform.id).compose(post.editedText ?? post.text, {});
    if (preview.problem) return;
    posts.push({
      postIndex,
      platform: platform.id,
      parts: preview.parts,
      firstComment: null,
      costUsd: preview.costUsd,
    });
  });
  return posts.length ? { run, delayMinutes: setting.delayMinutes, bestTime: setting.bestTime, posts } : null;
}

/** The automatic publishing setting of the run's synth and owner, or null when it publishes nothing by itself. */
async function settingOfRun(em: EntityManager, runId: string): Promise<AutoPublishSetting | null> {
  const s = sqlNames(em, AutoPublishSetting);
  const r = sqlNames(em, SynthRun);
  const [row] = await em.execute<Record<string, unknown>[]>(
    `select s.* from ${s.table} s join ${r.table} r on r.${r.col('synth')} = s.${s.col('synth')} and r.${r.col('user')} = s.${s.col('user')}
      where r.${r.col('id')} = ?`,
    [runId],
  );
  return row ? em.map(AutoPublishSetting, row) : null;
}

/** What the digest says about the coming automatic publish, or null when there is none. */
export async function autoPublishNotice(
  em: EntityManager,
  runId: string,
  platforms: PublishingClients,
  now = new Date(),
): Promise<{ platforms: string[]; at: Date } | null> {
  const plan = await autoPublishPlan(em, runId, platforms);
  if (!plan) return null;
  const labels = [...new Set(plan.posts.map((p) => publishingPlatform(p.platform).label))];
  return { platforms: labels, at: firstOf(await publishTimes(em, plan, now)) };
}

/** A scheduled publication whose waiting workflow the run's publishing step starts. */
export interface ScheduledPublish {
  publicationId: string;
  key: string;
  publishAt: string;
}

/** Why a run's posts were left to be published by hand, as the run log says it. */
export const NO_NOTICE_NO_AUTO_PUBLISH =
  'Posts were not set to publish themselves: Synth could not tell you first (the digest went elsewhere or was not sent, and your sign-in address is not verified or refused the notice). Publish them by hand from this page.';

/**
 * Creates the run's scheduled publications (none that exists already, cancelled included) once the
 * owner has been told with a cancel link: by the digest when it went to them, otherwise by a notice
 * email. Without a notice nothing is scheduled and the posts wait for a click. Answers every
 * publication of the run still waiting, those created by an earlier attempt included, so a step
 * repeated after its worker died starts their workflows all the same.
 */
export async function scheduleAutoPublish(
  em: EntityManager,
  runId: string,
  options: { platforms: PublishingClients; mailer: Mailer; app: NoticeSettings },
  now = new Date(),
): Promise<ScheduledPublish[]> {
  const plan = await autoPublishPlan(em, runId, options.platforms);
  const keyOf = (p: PlannedPublish) => publicationKey(runId, p.postIndex, p.platform);
  const existingKeys = new Set(
    plan
      ? (await em.find(Publication, { key: { $in: plan.posts.map(keyOf) } }, { fields: ['key'] })).map((p) => p.key)
      : [],
  );
  const missing = plan?.posts.filter((p) => !existingKeys.has(keyOf(p))) ?? [];
  if (plan && missing.length) {
    const times = await publishTimes(em, plan, now);
    const user = await em.findOneOrFail(User, plan.run.user.id);
    const labels = [...new Set(plan.posts.map((p) => publishingPlatform(p.platform).label))];
    const told =
      digestToldOwner(plan.run, user) ||
      (await tellOwnerOfAutoPublish(em, options.mailer, options.app, plan.run, user, {
        platforms: labels,
        at: firstOf(times),
      }));
    if (told) {
      for (const p of missing)
        em.create(Publication, {
          key: keyOf(p),
          user: plan.run.user,
          run: plan.run,
          postIndex: p.postIndex,
          platform: p.platform,
          status: 'scheduled',
          parts: p.parts,
          firstComment: p.firstComment,
          costUsd: p.costUsd,
          publishAt: times.get(p.platform)!.at,
          publishNote: times.get(p.platform)!.note,
          postedIds: [],
        } as unknown as Publication);
      await em.flush();
    } else {
      await reportRun(em, plan.run, { level: LogLevel.warning, step: 'publish', message: NO_NOTICE_NO_AUTO_PUBLISH });
    }
  }
  const waiting = await em.find(Publication, { run: runId, status: 'scheduled' }, { orderBy: { createdAt: 'asc' } });
  return waiting.map((p) => ({ publicationId: p.id, key: p.key, publishAt: p.publishAt!.toISOString() }));
}

/**
 * Cancels the run's automatic publishing for its owner: posts not scheduled yet are recorded as
 * cancelled so they never will be, then scheduled publications become cancelled with a conditional
 * update, so one its publish claimed first goes on and is counted as already out. Answers the keys
 * whose waiting workflows must be cancelled, and how many automatic posts are out or going out.
 */
export async function cancelAutoPublish(
  em: EntityManager,
  userId: string,
  runId: string,
  platforms: PublishingClients,
): Promise<{ cancelledKeys: string[]; alreadyOut: number }> {
  const run = await em.findOne(SynthRun, { id: runId, user: userId });
  if (!run) return { cancelledKeys: [], alreadyOut: 0 };
  const plan = await autoPublishPlan(em, runId, platforms);
  for (const p of plan?.posts ?? []) {
    const key = publicationKey(run.id, p.postIndex, p.platform);
    if (await em.count(Publication, { key })) continue;
    em.create(Publication, {
      key,
      user: run.user,
      run,
      postIndex: p.postIndex,
      platform: p.platform,
      status: 'canceled',
      parts: p.parts,
      postedIds: [],
    } as unknown as Publication);
  }
  try {
    await em.flush();
  } catch (err) {
    // The run's publishing step created its row at the same moment: the update below cancels it.
    if (!(err instanceof UniqueConstraintViolationException)) throw err;
    em.clear();
  }
  const { table, col } = sqlNames(em, Publication);
  const cancelled = await em.execute<{ key: string }[]>(
    `update ${table} set ${col('status')} = 'canceled', ${col('updatedAt')} = now()
       where ${col('run')} = ? and ${col('user')} = ? and ${col('status')} = 'scheduled' returning ${col('key')} as "key"`,
    [runId, userId],
  );
  const alreadyOut = await em.count(Publication, {
    run: runId,
    user: userId,
    status: { $in: ['publishing', 'published'] },
    publishAt: { $ne: null },
  });
  return { cancelledKeys: cancelled.map((p) => p.key), alreadyOut };
}
