// A run's start, recorded on its row: written for a scheduled run (once per workflow id), checked
// against the trial's cap and the synth's state, marked running with its first log line and live
// update. The run's own first step records it, and so does the busy minute's slot starter for the
// runs it starts; whichever comes second finds the row already running.
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '@synth/core/db';
import type { SearchAttributePair } from '@temporalio/common';
import {
  hasEnded,
  runConfigOf,
  RunStatus,
  RunTrigger,
  LogLevel,
  SynthRun,
  reportRun,
  type RunWorkflowResult,
  runResultOf,
  RUN_STEPS,
} from '@synth/core/runs';
import { Synth, SynthStatus } from '@synth/core/synths';
import { TRIAL_CAP_REACHED, trialRunsUsedUp } from '@synth/core/billing';
import { effectiveStatus, User } from '@synth/core/users';
import { endRun } from './end-run';

export interface StartRunInput {
  runId?: string;
  synthId?: string;
  trigger: `${RunTrigger}`;
  workflowId: string;
  scheduledFor: string | null;
  /** The run's search attributes came with its start (its schedule set them): it need not write them. */
  taggedAtStart?: boolean;
}

export interface StartedRun {
  runId: string;
  skipped: boolean;
  reason?: string;
  /**
   * Set when the run had already ended: its steps ran in a workflow task that was lost before the
   * server recorded it (a worker killed right after the run's end), and the task is run again.
   */
  finished?: RunWorkflowResult;
  /** For the workflow to upsert; empty when the server does not know the attributes. */
  searchAttributes: SearchAttributePair[];
}

/** The run's search attributes, as the caller's server accepts them (none where it does not). */
export type RunTags = (synthId: string | null, userId: string | null, trigger: string) => SearchAttributePair[];

/**
 * Records the run's start in a transaction of its own. When the slot's starter and the run wrote the
 * same run's row at the same moment, the second to commit is refused (one run per workflow id) and
 * reads the first's instead.
 */
export async function recordRunStartOnce(
  em: () => EntityManager,
  input: StartRunInput,
  tags: RunTags,
): Promise<StartedRun> {
  const attempt = () => {
    const db = em();
    return inTransaction(db, () => recordRunStart(db, input, tags));
  };
  try {
    return await attempt();
  } catch (err) {
    if (!(err instanceof UniqueConstraintViolationException)) throw err;
    return attempt();
  }
}

/** Records the run's start inside the caller's transaction; see the module's comment. */
async function recordRunStart(db: EntityManager, input: StartRunInput, tags: RunTags): Promise<StartedRun> {
  let run: SynthRun | null = input.runId
    ? await db.findOne(SynthRun, { id: input.runId })
    : await db.findOne(SynthRun, { workflowId: input.workflowId });
  if (!run) {
    // The owner comes with the synth: the trial cap below reads it without a query of its own.
    const synth = input.synthId ? await db.findOne(Synth, { id: input.synthId }, { populate: ['user'] }) : null;
    if (!synth)
      return {
        runId: '',
        skipped: true,
        reason: 'The synth no longer exists',
        searchAttributes: tags(input.synthId ?? null, null, input.trigger),
      };
    run = db.create(SynthRun, {
      user: synth.user,
      synth,
      trigger: RunTrigger.scheduled,
      workflowId: input.workflowId,
      scheduledFor: input.scheduledFor ? new Date(input.scheduledFor) : null,
      config: runConfigOf(synth),
    } as unknown as SynthRun);
    if (synth.status !== SynthStatus.active) {
      await db.flush();
      await endRun(db, run.id, RunStatus.canceled, 'The synth is inactive', { counted: false });
      return {
        runId: run.id,
        skipped: true,
        reason: 'The synth is inactive',
        searchAttributes: tags(synth.id, synth.user.id, run.trigger),
      };
    }
  }
  const searchAttributes = tags(run.synth?.id ?? null, run.user.id, run.trigger);
  if (hasEnded(run.status)) return { runId: run.id, skipped: false, finished: runResultOf(run), searchAttributes };
  // Already running: started by the slot starter, or by a task of this run the server never recorded.
  if (run.status !== RunStatus.queued) return { runId: run.id, skipped: false, searchAttributes };
  // The trial's content-creation cap holds for scheduled runs too, not only for "Run Synth".
  const capped = await trialCapReached(db, run);
  if (capped) {
    await db.flush();
    await endRun(db, run.id, RunStatus.canceled, capped, { counted: false });
    return { runId: run.id, skipped: true, reason: capped, searchAttributes };
  }
  run.status = RunStatus.running;
  run.startedAt = new Date();
  run.progressTotal = RUN_STEPS;
  // A scheduled run's row is written here, already running, with its first line: one flush.
  const label =
    run.trigger === RunTrigger.scheduled
      ? 'Scheduled run started'
      : run.trigger === RunTrigger.preview
        ? 'Preview run started'
        : 'Run started';
  await reportRun(db, run, { level: LogLevel.info, step: 'start', message: label, progress: 0 });
  return { runId: run.id, skipped: false, searchAttributes };
}

/** Why a trial user's run may not create content any more, or null when it may. */
async function trialCapReached(db: EntityManager, run: SynthRun): Promise<string | null> {
  const user = await db.findOneOrFail(User, { id: run.user.id });
  if (!trialRunsUsedUp(effectiveStatus(user), user.executionsUsed)) return null;
  return TRIAL_CAP_REACHED;
}
