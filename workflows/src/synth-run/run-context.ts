import type { EntityManager } from '@mikro-orm/postgresql';
import { ApplicationFailure } from '@temporalio/activity';
import { SynthRun } from '@synth/core/runs';
import { featuresFor, type Features } from '@synth/core/plans';
import { effectiveStatus } from '@synth/core/users';
import type { ActivityDeps } from '../deps';

/** A run with its user and synth, its configuration snapshot, and what the plan allows now. */
export async function loadRun(em: EntityManager, runId: string) {
  const run = await em.findOne(SynthRun, { id: runId }, { populate: ['user', 'synth'] });
  if (!run) throw ApplicationFailure.nonRetryable(`Run ${runId} does not exist`, 'NotFound');
  const status = effectiveStatus(run.user.getEntity());
  const features: Features = featuresFor(status);
  return { run, user: run.user.getEntity(), config: run.config, status, features };
}

type LoadedRun = Awaited<ReturnType<typeof loadRun>>;

/** A run loaded once for the several steps one activity runs, with the EntityManager that holds it. */
export interface RunScope {
  db: EntityManager;
  loaded: LoadedRun;
  /**
   * Runs inside the commit that records a sent digest, told whether the run's posts will publish
   * themselves: the step that ends its run there sets it, so the end costs no commit of its own.
   */
  withSentDigest?: (autoPublishes: boolean) => Promise<void>;
}

/** Loads a run into a fresh EntityManager of the worker's own, for one activity's steps to share. */
export async function openRunScope(deps: Pick<ActivityDeps, 'orm'>, runId: string): Promise<RunScope> {
  const db = deps.orm.em.fork() as EntityManager;
  return { db, loaded: await loadRun(db, runId) };
}
