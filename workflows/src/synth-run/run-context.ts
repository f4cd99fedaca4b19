import type { EntityManager } from '@mikro-orm/postgresql';
import { ApplicationFailure } from '@temporalio/activity';
import { SynthRun } from '@synth/core/runs';
import { featuresFor, type Features } from '@synth/core/billing';
import { effectiveStatus } from '@synth/core/users';

/** A run with its user and synth, its configuration snapshot, and what the plan allows now. */
export async function loadRun(em: EntityManager, runId: string) {
  const run = await em.findOne(SynthRun, { id: runId }, { populate: ['user', 'synth'] });
  if (!run) throw ApplicationFailure.nonRetryable(`Run ${runId} does not exist`, 'NotFound');
  const status = effectiveStatus(run.user.getEntity());
  const features: Features = featuresFor(status);
  return { run, user: run.user.getEntity(), config: run.config, status, features };
}
