// Starts a synth's run the way "Run Synth" does (a run row, then the run workflow through the API's
// run starter) for the worker's integration tests, through core's entities: the worker imports
// nothing from the API. It checks no plan or rate limit; the tests that start runs do not exercise those.
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { WorkflowFailedError } from '@temporalio/client';
import {
  RunLog,
  RunTrigger,
  runConfigOf,
  runResultOf,
  runWorkflowIdFor,
  SynthRun,
  type RunOutput,
  type RunWorkflowResult,
} from '@synth/core/runs';
import { Synth, SYNTH_FIELD_NAMES, type SynthFields } from '@synth/core/synths';
import { SynthService } from '@synth/core/app';
import { User } from '@synth/core/users';
import { TemporalScheduleService } from '../schedules/schedule.service';
import { TemporalRunStarter } from '../schedules/run-starter';
import type { WorkerHarness } from './worker-harness';
import { recipientsWhoConfirm } from '../../../test-support/recipients';
import { sentEmails, type StoredEmail } from '../../../dev-services/ses-store';

export interface TestRuns {
  /**
   * Creates the run row of a saved synth and starts its workflow on the harness's task queue;
   * `output` starts the run's output (what "Send it anyway" asks of a run).
   */
  startManual(user: User, synthId: string, output?: RunOutput): Promise<SynthRun>;
  /** The run's result; a failed or canceled run (a failed workflow) answers from its row. */
  waitForResult(run: SynthRun, timeoutMs: number): Promise<RunWorkflowResult>;
}

export function testRuns(h: WorkerHarness, em: EntityManager): TestRuns {
  // The API's own starter: the run is started as "Run Synth" starts it.
  const starter = new TemporalRunStarter(async () => h.client, h.taskQueue);
  return {
    async startManual(user, synthId, output) {
      const synth = await em.findOneOrFail(Synth, { id: synthId, user });
      const fields = Object.fromEntries(SYNTH_FIELD_NAMES.map((k) => [k, synth[k as keyof Synth]])) as SynthFields;
      const run = em.create(SynthRun, {
        user,
        synth,
        trigger: RunTrigger.manual,
        config: runConfigOf(fields),
        workflowId: '',
        ...(output ? { output } : {}),
      } as unknown as SynthRun);
      run.workflowId = runWorkflowIdFor(run.id);
      await em.flush();
      await starter.start({
        id: run.id,
        workflowId: run.workflowId,
        trigger: RunTrigger.manual,
        synthId: synth.id,
        userId: user.id,
      });
      return run;
    },
    async waitForResult(run, timeoutMs) {
      const handle = h.client.workflow.getHandle(run.workflowId);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`run ${run.id} did not finish within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        return (await Promise.race([handle.result(), timeout])) as RunWorkflowResult;
      } catch (err) {
        if (!(err instanceof WorkflowFailedError)) throw err;
        await em.refresh(run);
        return runResultOf(run);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** Who saves a test synth: a new person with this address (named Pat unless told otherwise). */
export interface TestOwner {
  email: string;
  displayName?: string;
  subscriptionStatus?: string;
}

/** A new user saves an inactive synth with these fields (recipients confirm at once); its EntityManager too. */
export async function savedTestSynth(
  h: WorkerHarness,
  fields: SynthFields,
  name = 'Test synth',
  owner: TestOwner = { email: 'someone@example.com' },
) {
  const em = h.em();
  const synths = new SynthService(
    em,
    new TemporalScheduleService(async () => h.client, h.taskQueue),
    undefined,
    recipientsWhoConfirm(em),
  );
  const user = em.create(User, { firebaseUid: `uid-${randomUUID()}`, displayName: 'Pat', ...owner } as never) as User;
  await em.flush();
  const synth = await synths.create(user, { name, status: 'inactive', ...fields });
  return { em, user, synth };
}

export interface DigestRun {
  user: User;
  synth: Synth;
  /** The run as stored when it ended. */
  run: SynthRun;
  result: RunWorkflowResult;
  output: RunOutput;
  /** The run's log, in order. */
  logs: RunLog[];
  /** What the SES accepted for the synth's recipient (the owner when the fields name none). */
  emails: StoredEmail[];
}

/**
 * What the digest tests share: a new person saves an inactive synth with `fields`, runs it once by
 * hand as "Run Synth" does, and reads back the stored run, its log and the mail it sent. `sesUrl` is
 * the SES the worker mails through when a test puts a stand-in in front of the local one.
 */
export async function runAndReadDigest(
  h: WorkerHarness,
  fields: SynthFields,
  opts: { owner?: TestOwner; timeoutMs?: number; sesUrl?: string } = {},
): Promise<DigestRun> {
  const owner = opts.owner ?? { email: 'someone@example.com' };
  const { em, user, synth } = await savedTestSynth(h, fields, fields.name, owner);
  const runs = testRuns(h, em);
  const started = await runs.startManual(user, synth.id);
  const result = await runs.waitForResult(started, opts.timeoutMs ?? 90_000);
  const db = h.em();
  const run = await db.findOneOrFail(SynthRun, { id: started.id });
  const logs = await db.find(RunLog, { run: run.id }, { orderBy: { seq: 'asc' } });
  const emails = await sentEmails(opts.sesUrl ?? h.sesUrl, fields.recipientEmail ?? owner.email);
  return { user, synth, run, result, output: run.output as RunOutput, logs, emails };
}

/**
 * A new user saves an inactive synth with these fields and runs it once by hand: the user, the
 * synth, the stored run, its result and its log lines as `level:step:message`.
 */
export async function runSynthOnce(h: WorkerHarness, fields: SynthFields, name = 'Test synth') {
  const { user, synth, run, result, logs } = await runAndReadDigest(h, { name, ...fields }, { timeoutMs: 60_000 });
  return { user, synth, run, result, logs: logs.map((l) => `${l.level}:${l.step}:${l.message}`) };
}
