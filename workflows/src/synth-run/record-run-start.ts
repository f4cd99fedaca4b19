// A run's start, recorded on its row: written for a scheduled run (once per workflow id), checked
// against the trial's cap and the synth's state, marked running with its first log line and live
// update. The run's own first step records it, and so does the busy minute's slot starter for the
// runs it starts; whichever comes second finds the row already running.
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '@synth/core/db';
import type { SearchAttributePair } from '@temporalio/common';
import pLimit from 'p-limit';
import {
  hasEnded,
  runConfigOf,
  RunStatus,
  RunTrigger,
  LogLevel,
  SynthRun,
  holdRunWorkflowIds,
  publishRunsUpdates,
  queueRunLog,
  reportRun,
  type RunWorkflowResult,
  runResultOf,
  RUN_STEPS,
} from '@synth/core/runs';
import { Synth, SynthStatus } from '@synth/core/synths';
import { TRIAL_CAP_REACHED, trialRunsUsedUp } from '@synth/core/plans';
import { synthsDueAt } from '@synth/core/schedules';
import { effectiveStatus, User } from '@synth/core/users';
import { scheduleFires } from '../prepare/due-synths';
import { endRun } from './end-run';

export interface StartRunInput {
  runId?: string;
  synthId?: string;
  trigger: `${RunTrigger}`;
  workflowId: string;
  scheduledFor: string | null;
  /** Made ahead of its slot by the busy minute's starter (see RunWorkflowInput). */
  madeAhead?: boolean;
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
  // A scheduled run's row may be written by its slot's starter at the same moment: one at a time.
  if (!input.runId) await holdRunWorkflowIds(db, [input.workflowId]);
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
    // Retimed, paused or out of its plan since its run was made: the slot is no longer its to serve.
    if (input.madeAhead && !(await dueAt(db, synth, input.scheduledFor)))
      return {
        runId: '',
        skipped: true,
        reason: 'The synth is no longer due at this time',
        searchAttributes: tags(synth.id, synth.user.id, input.trigger),
      };
    run = newScheduledRun(db, synth, input.workflowId, input.scheduledFor);
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
  markRunning(run);
  // A scheduled run's row is written here, already running, with its first line: one flush.
  await reportRun(db, run, startLine(run));
  return { runId: run.id, skipped: false, searchAttributes };
}

/** Whether the synth's schedule, as the synth stands now, fires at `slot`. */
async function dueAt(db: EntityManager, synth: Synth, slot: string | null): Promise<boolean> {
  if (!slot || !scheduleFires(synth)) return false;
  const [first] = await synthsDueAt(db, new Date(slot), { fromId: synth.id, limit: 1 });
  return first === synth.id;
}

/** A scheduled run's new row; the synth's relations by reference, so any EntityManager can write it. */
function newScheduledRun(db: EntityManager, synth: Synth, workflowId: string, scheduledFor: string | null): SynthRun {
  return db.create(SynthRun, {
    user: db.getReference(User, synth.user.id),
    synth: db.getReference(Synth, synth.id),
    trigger: RunTrigger.scheduled,
    workflowId,
    scheduledFor: scheduledFor ? new Date(scheduledFor) : null,
    config: runConfigOf(synth),
  } as unknown as SynthRun);
}

function markRunning(run: SynthRun): void {
  run.status = RunStatus.running;
  run.startedAt = new Date();
  run.progressTotal = RUN_STEPS;
}

/** The run's first line in its log. */
function startLine(run: SynthRun) {
  const message =
    run.trigger === RunTrigger.scheduled
      ? 'Scheduled run started'
      : run.trigger === RunTrigger.preview
        ? 'Preview run started'
        : 'Run started';
  return { level: LogLevel.info, step: 'start', message, progress: 0 };
}

/** A scheduled run's start that the slot's starter records, with its synth and owner loaded by `db`. */
export interface ScheduledRunStart {
  synth: Synth;
  workflowId: string;
  scheduledFor: string;
}

const noTags: RunTags = () => [];

/**
 * Records the starts of many scheduled runs together, in input order (a busy minute's starter):
 * their rows, already running, their first lines and their live updates in one transaction of a few
 * statements instead of one transaction each, holding their workflow ids meanwhile so no run
 * writes its own row in between. A run whose row is already there, or whose start the trial's cap
 * or an inactive synth stops, goes through recordRunStartOnce afterwards.
 */
export async function recordScheduledRunStarts(
  db: EntityManager,
  em: () => EntityManager,
  starts: ScheduledRunStart[],
): Promise<StartedRun[]> {
  const one = (start: ScheduledRunStart) =>
    recordRunStartOnce(
      em,
      { synthId: start.synth.id, trigger: 'scheduled', workflowId: start.workflowId, scheduledFor: start.scheduledFor },
      noTags,
    );
  const startsPlainly = (start: ScheduledRunStart) => {
    const user = start.synth.user.getEntity();
    return start.synth.status === SynthStatus.active && !trialRunsUsedUp(effectiveStatus(user), user.executionsUsed);
  };
  const byWorkflow = new Map<string, StartedRun>();
  const runs = await inTransaction(db, async () => {
    // The runs' own first steps wait meanwhile, and find these rows once the batch commits.
    await holdRunWorkflowIds(
      db,
      starts.map((s) => s.workflowId),
    );
    const recorded = new Set(
      (
        await db.find(SynthRun, { workflowId: { $in: starts.map((s) => s.workflowId) } }, { fields: ['workflowId'] })
      ).map((r) => r.workflowId),
    );
    const created = starts
      .filter((start) => !recorded.has(start.workflowId) && startsPlainly(start))
      .map((start) => {
        const run = newScheduledRun(db, start.synth, start.workflowId, start.scheduledFor);
        markRunning(run);
        queueRunLog(db, run, startLine(run));
        return run;
      });
    await db.flush();
    await publishRunsUpdates(
      db,
      created.map((run) => ({ run, type: 'info' as const, message: startLine(run).message })),
    );
    return created;
  });
  for (const run of runs) byWorkflow.set(run.workflowId, { runId: run.id, skipped: false, searchAttributes: [] });
  // The rest one at a time, a few at once: each is its own short transaction.
  const inTurn = pLimit(4);
  return Promise.all(starts.map((start) => byWorkflow.get(start.workflowId) ?? inTurn(() => one(start))));
}

/** Why a trial user's run may not create content any more, or null when it may. */
async function trialCapReached(db: EntityManager, run: SynthRun): Promise<string | null> {
  const user = await db.findOneOrFail(User, { id: run.user.id });
  if (!trialRunsUsedUp(effectiveStatus(user), user.executionsUsed)) return null;
  return TRIAL_CAP_REACHED;
}
