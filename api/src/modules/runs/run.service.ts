import type { EntityManager } from '@mikro-orm/postgresql';
import { WorkflowFailedError } from '@temporalio/client';
import { AppError, NotFoundError, UpgradeRequiredError } from '@synth/core/lib';
import type { Services } from '../../services';
import { featuresFor, TRIAL_CAP_REACHED, TRIAL_EXECUTION_CAP } from '@synth/core/plans';
import { Synth, checkSynthInput, type RunConfig, type SynthFields } from '@synth/core/synths';
import { isUuid } from '@synth/core/lib';
import { effectiveStatus, type User } from '@synth/core/users';
import {
  RunLog,
  runWorkflowIdFor,
  type RunOutput,
  type RunWorkflowResult,
  RunStatus,
  RunTrigger,
  runConfigOf,
  runResultOf,
  SynthRun,
} from '@synth/core/runs';
import { forgetStoryAsSent, heldBackAsSent } from '@synth/core/stories';

export class RunService {
  constructor(
    private readonly em: EntityManager,
    private readonly services: Pick<Services, 'temporal' | 'runStarter'>,
    /** Counts a run a caller starts against their rate limit; throws when it is spent. */
    private readonly countRun: () => Promise<void> = async () => undefined,
  ) {}

  /**
   * Runs need an active plan or the trial; the trial creates content at most 3 times.
   * Runs still in flight count too (the counter moves when a run finishes), so starting several
   * runs at once cannot go past the cap.
   */
  async assertMayRun(user: User): Promise<void> {
    const status = effectiveStatus(user);
    if (!featuresFor(status).canUseAISummaries) {
      throw new UpgradeRequiredError('Your trial has ended. Subscribe to keep running your synth.');
    }
    if (status !== 'trial') return;
    const inFlight = await this.em.count(SynthRun, { user, status: { $in: [RunStatus.queued, RunStatus.running] } });
    if (user.executionsUsed + inFlight >= TRIAL_EXECUTION_CAP) throw new UpgradeRequiredError(TRIAL_CAP_REACHED);
  }

  /**
   * Lets the user create content outside a run (Regenerate on the run page): the same plan check,
   * trial cap and rate limit as starting a run.
   */
  async takeContentCreation(user: User): Promise<void> {
    await this.assertMayRun(user);
    await this.countRun();
  }

  /** The viewer's runs across their synths and previews, newest first. */
  listUserRuns(user: User, offset: number, limit: number): Promise<[SynthRun[], number]> {
    return this.em.findAndCount(SynthRun, { user }, { orderBy: { createdAt: 'desc' }, offset, limit });
  }

  /** "Run Synth" on a saved synth. */
  async startManual(user: User, synthId: string): Promise<SynthRun> {
    const synth = isUuid(synthId) ? await this.em.findOne(Synth, { id: synthId, user }) : null;
    if (!synth) throw new NotFoundError('Synth not found');
    await this.assertMayRun(user);
    return this.start(user, synth, RunTrigger.manual, runConfigOf(synth));
  }

  /** "Run Synth" on unsaved editor data (a temp-… synth): nothing is saved but the run itself. */
  async startPreview(user: User, input: SynthFields): Promise<SynthRun> {
    await this.assertMayRun(user);
    const value = checkSynthInput(user, input, false);
    return this.start(user, null, RunTrigger.preview, runConfigOf(value));
  }

  /**
   * "Send it anyway" on a story this run held back as already sent: the synth forgets it sent that
   * story and a new run starts now with the article first. Counted as a run; the owner's only.
   */
  async sendStoryAnyway(user: User, runId: string, articleId: string): Promise<SynthRun> {
    const run = await this.getRun(user, runId);
    heldBackAsSent(run, articleId);
    const synth = run.synth ? await this.em.findOne(Synth, { id: run.synth.id, user }) : null;
    if (!synth) throw new NotFoundError('Synth not found');
    await this.assertMayRun(user);
    return this.start(user, synth, RunTrigger.manual, runConfigOf(synth), {
      output: { sendAnyway: [articleId] },
      // After the rate limit, so a refused request forgets nothing.
      beforeStart: () => forgetStoryAsSent(this.em, synth.id, articleId, synth.topics).then(() => undefined),
    });
  }

  private async start(
    user: User,
    synth: Synth | null,
    trigger: RunTrigger,
    config: RunConfig,
    opts: { output?: RunOutput; beforeStart?: () => Promise<void> } = {},
  ): Promise<SynthRun> {
    await this.countRun();
    await opts.beforeStart?.();
    const run = this.em.create(SynthRun, {
      user,
      synth,
      trigger,
      config,
      workflowId: '',
      ...(opts.output ? { output: opts.output } : {}),
    } as unknown as SynthRun);
    run.workflowId = runWorkflowIdFor(run.id);
    await this.em.flush();
    try {
      await this.services.runStarter.start({
        id: run.id,
        workflowId: run.workflowId,
        trigger,
        synthId: synth?.id ?? null,
        userId: user.id,
      });
    } catch (err) {
      run.status = RunStatus.failed;
      run.error = 'The scheduler could not be reached. Please try again in a minute.';
      run.finishedAt = new Date();
      await this.em.flush();
      throw new AppError(run.error, 'SCHEDULER_UNAVAILABLE', 503);
    }
    return run;
  }

  /**
   * Waits for the run's workflow, for callers that answer with the run's counts. A failed or
   * canceled run fails its workflow (so the Temporal UI tells the truth); the caller still gets
   * an answer, read from the run row, not an exception.
   */
  async waitForResult(run: SynthRun, timeoutMs = 5 * 60_000): Promise<RunWorkflowResult> {
    const client = await this.services.temporal.get();
    const handle = client.workflow.getHandle(run.workflowId);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new AppError('The run is still going; follow its progress in the status panel.', 'RUN_STILL_RUNNING', 504),
          ),
        timeoutMs,
      );
    });
    try {
      return (await Promise.race([handle.result(), timeout])) as RunWorkflowResult;
    } catch (err) {
      if (!(err instanceof WorkflowFailedError)) throw err;
      await this.em.refresh(run);
      return runResultOf(run);
    } finally {
      clearTimeout(timer);
    }
  }

  async getRun(user: User, runId: string): Promise<SynthRun> {
    const run = isUuid(runId) ? await this.em.findOne(SynthRun, { id: runId, user }) : null;
    if (!run) throw new NotFoundError('Run not found');
    return run;
  }

  listRuns(synth: Synth, offset: number, limit: number): Promise<[SynthRun[], number]> {
    return this.em.findAndCount(SynthRun, { synth }, { orderBy: { createdAt: 'desc' }, offset, limit });
  }

  latestRun(synth: Synth): Promise<SynthRun | null> {
    return this.em.findOne(SynthRun, { synth }, { orderBy: { createdAt: 'desc' } });
  }

  logs(run: SynthRun, offset: number, limit: number): Promise<[RunLog[], number]> {
    return this.em.findAndCount(RunLog, { run }, { orderBy: { seq: 'asc' }, offset, limit });
  }
}
