// What a client of a run's live updates can rely on, on the real database: when an update arrives,
// the run's log already holds its line, after the lines written without an update of their own; and
// a step that fails takes back its lines and its updates together; and reports held to be written
// together arrive each with its own update, in order, when written.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServices } from '../../../test-support/env';
import { useTestOrm } from '../../../test-support/orm';
import { storedManualRun } from '../../../test-support/runs';
import { inTransaction } from '../db/in-transaction';
import { CHANNEL } from '../realtime/topics';
import { RunLog } from './run-log.entity';
import { holdRunReports, queueRunLog, releaseRunReports, reportRun, writeHeldRunReports } from './run-reporter';
import { LogLevel } from './run.enums';
import { SynthRun } from './synth-run.entity';

const em = useTestOrm();
let listener: pg.Client;
const received: { runId: string; message: string; progressCurrent: number; logAtArrival: Promise<string[]> }[] = [];
let arrived: (() => void) | null = null;

/** The run's log as a client reads it, oldest line first. */
const logOf = async (runId: string) =>
  (await em().find(RunLog, { run: runId }, { orderBy: { seq: 'asc' } })).map((l) => l.message);

beforeAll(async () => {
  listener = new pg.Client({ connectionString: useTestServices().databaseUrl });
  await listener.connect();
  listener.on('notification', (n) => {
    const { payload } = JSON.parse(n.payload ?? '{}') as {
      payload: { runId: string; message: string; progressCurrent: number };
    };
    // Read the log the moment the update arrives, as a client refetching the run would.
    received.push({ ...payload, logAtArrival: logOf(payload.runId) });
    arrived?.();
  });
  await listener.query(`listen ${CHANNEL}`);
});
afterAll(async () => {
  await listener?.end();
});

/** The updates of one run that arrived so far, once one has (other tests' runs may publish meanwhile). */
const updatesOf = (runId: string) =>
  new Promise<typeof received>((resolve) => {
    arrived = () => {
      const mine = received.filter((u) => u.runId === runId);
      if (mine.length) resolve(mine);
    };
    arrived();
  });

const startedRun = () => storedManualRun(em());

describe('a run reporting its progress', () => {
  it('publishes an update only when its line can be read, after the lines queued before it', async () => {
    const run = await startedRun();
    const db = em();
    const loaded = await db.findOneOrFail(SynthRun, { id: run.id });
    queueRunLog(db, loaded, {
      level: LogLevel.warning,
      step: 'fetch',
      message: 'Feed skipped (https://a.example/feed.xml): the site did not answer.',
    });
    expect(await logOf(run.id)).toEqual([]);
    await reportRun(db, loaded, {
      level: LogLevel.info,
      step: 'fetch',
      message: 'Fetched 3 articles from 1 of 2 feeds',
      progress: 1,
    });
    const [update, ...more] = await updatesOf(run.id);
    expect(more).toEqual([]);
    expect(update).toMatchObject({
      runId: run.id,
      message: 'Fetched 3 articles from 1 of 2 feeds',
      progressCurrent: 1,
    });
    expect(await update.logAtArrival).toEqual([
      'Feed skipped (https://a.example/feed.xml): the site did not answer.',
      'Fetched 3 articles from 1 of 2 feeds',
    ]);
  });

  it('takes back the lines and sends none of the updates of a step that fails', async () => {
    const failing = await startedRun();
    const db = em();
    const loaded = await db.findOneOrFail(SynthRun, { id: failing.id });
    const step = inTransaction(db, async () => {
      await reportRun(db, loaded, {
        level: LogLevel.info,
        step: 'email',
        message: 'Digest emailed to reader@example.com',
        progress: 3,
      });
      throw new Error('the database went away before the step ended');
    });
    await expect(step).rejects.toThrow('the database went away before the step ended');
    // Updates arrive in commit order: once a later run's has arrived, the failed step's would have too.
    const later = await startedRun();
    const other = em();
    await reportRun(other, await other.findOneOrFail(SynthRun, { id: later.id }), {
      level: LogLevel.info,
      step: 'start',
      message: 'Run started',
      progress: 0,
    });
    await updatesOf(later.id);
    expect(received.filter((u) => u.runId === failing.id)).toEqual([]);
    expect(await logOf(failing.id)).toEqual([]);
  });

  it('writes held reports together: each update arrives when written, in order, with its line readable', async () => {
    const run = await startedRun();
    const db = em();
    const loaded = await db.findOneOrFail(SynthRun, { id: run.id });
    holdRunReports(loaded);
    // Titles reach the log as written: quotes, commas, braces, backslashes and accents arrive intact.
    const messages = [
      'Fetching 1 feed',
      'Kept 1 of 3 articles: "Ports, {cranes} & C:\\freight" from Café Zürich',
      'Summarised 1 article',
    ];
    for (const [progress, message] of messages.entries())
      await reportRun(db, loaded, { level: LogLevel.info, step: 'steps', message, progress });
    expect(await logOf(run.id)).toEqual([]);

    await writeHeldRunReports(db, loaded);
    const updates = await new Promise<typeof received>((resolve) => {
      arrived = () => {
        const mine = received.filter((u) => u.runId === run.id);
        if (mine.length === messages.length) resolve(mine);
      };
      arrived();
    });
    expect(updates.map((u) => u.message)).toEqual(messages);
    for (const u of updates) expect(await u.logAtArrival).toEqual(messages);

    // Released, the run reports at once again.
    await releaseRunReports(db, loaded);
    await reportRun(db, loaded, { level: LogLevel.success, step: 'email', message: 'Digest emailed', progress: 3 });
    expect(await logOf(run.id)).toEqual([...messages, 'Digest emailed']);
  });
});
