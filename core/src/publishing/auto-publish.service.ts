// Automatic publishing: which of a run's posts go out by themselves after its digest, scheduling
// them (once per run post and platform), and cancelling them from the email or the app.
import type { EntityManager } from '@mikro-orm/postgresql';
import { featuresFor } from '../billing/plans';
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
import { publishPreview } from './publish-preview';
import type { XPrices } from './x-prices';

export interface PlannedPublish {
  postIndex: number;
  platform: PublishingPlatformId;
  parts: string[];
  firstComment: string | null;
  costUsd: number | null;
}

/** The run's posts that would publish themselves: automatic publishing on, the plan allowing it, the account connected and working, within limits. */
export async function autoPublishPlan(
  em: EntityManager,
  runId: string,
  xPrices: XPrices,
): Promise<{ run: SynthRun; delayMinutes: number; posts: PlannedPublish[] } | null> {
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
    const preview = publishPreview(platform.id, post.editedText ?? post.text, { xPrices });
    if (preview.problem) return;
    posts.push({
      postIndex,
      platform: platform.id,
      parts: preview.parts,
      firstComment: null,
      costUsd: preview.costUsd,
    });
  });
  return posts.length ? { run, delayMinutes: setting.delayMinutes, posts } : null;
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
  xPrices: XPrices,
  now = new Date(),
): Promise<{ platforms: string[]; at: Date } | null> {
  const plan = await autoPublishPlan(em, runId, xPrices);
  if (!plan) return null;
  const platforms = [...new Set(plan.posts.map((p) => publishingPlatform(p.platform).label))];
  return { platforms, at: new Date(now.getTime() + plan.delayMinutes * 60_000) };
}

/** Creates the scheduled publications of the run (none that exists already, cancelled included); answers those to start. */
export async function scheduleAutoPublish(
  em: EntityManager,
  runId: string,
  xPrices: XPrices,
  now = new Date(),
): Promise<{ publicationId: string; key: string; publishAt: string }[]> {
  const plan = await autoPublishPlan(em, runId, xPrices);
  if (!plan) return [];
  const publishAt = new Date(now.getTime() + plan.delayMinutes * 60_000);
  const created: Publication[] = [];
  for (const p of plan.posts) {
    const key = publicationKey(plan.run.id, p.postIndex, p.platform);
    if (await em.count(Publication, { key })) continue;
    created.push(
      em.create(Publication, {
        key,
        user: plan.run.user,
        run: plan.run,
        postIndex: p.postIndex,
        platform: p.platform,
        status: 'scheduled',
        parts: p.parts,
        firstComment: p.firstComment,
        costUsd: p.costUsd,
        publishAt,
        postedIds: [],
      } as unknown as Publication),
    );
  }
  await em.flush();
  return created.map((c) => ({ publicationId: c.id, key: c.key, publishAt: publishAt.toISOString() }));
}

/**
 * Cancels the run's automatic publishing for its owner: scheduled publications become cancelled, and
 * those not scheduled yet are recorded as cancelled so they never will be. Answers the keys whose
 * workflows wait and must be cancelled.
 */
export async function cancelAutoPublish(
  em: EntityManager,
  userId: string,
  runId: string,
  xPrices: XPrices,
): Promise<string[]> {
  const run = await em.findOne(SynthRun, { id: runId, user: userId });
  if (!run) return [];
  const waiting = await em.find(Publication, { run, user: userId, status: 'scheduled' });
  for (const p of waiting) p.status = 'canceled';
  const plan = await autoPublishPlan(em, runId, xPrices);
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
  await em.flush();
  return waiting.map((p) => p.key);
}
