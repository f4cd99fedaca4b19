import { Router, type Request } from 'express';
import { ForbiddenError, ValidationError } from '@synth/core/lib';
import { confirmSessionFirst, ctxOf, viewerOf } from '../../rest/http';
import { confirmSession } from '../../context';
import { confirmSessionIfRecipientChanges } from './recipient-change';
import { logJson, runHistoryJson, runJson } from '../runs/run.json';
import { pageWindow, toConnection } from '../../graphql/relay/connection';
import { isUuid } from '@synth/core/lib';
import { SYNTH_FIELD_NAMES, validateSynthFields, type SynthFields } from '@synth/core/synths';
import { outputOf, type RunOutput } from '@synth/core/runs';
import { synthJson } from './synth.json';
import { exportOpml } from '@synth/core/catalog';
import { parseOpmlForCaller } from '../catalog/parse-opml-for-caller';
import type { Synth } from '@synth/core/synths';
import { resendConfirmation } from '../recipients/recipient.resolver';

/** Only the synth fields of a request body; ids, userId and _timestamp are not fields. */
function formOf(req: Request): SynthFields {
  const body = (req.body ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    SYNTH_FIELD_NAMES.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]),
  ) as SynthFields;
}

/** The REST synth with whether its recipient has confirmed, read by the same service as GraphQL. */
async function synthWithRecipient(req: Request, synth: Synth) {
  return {
    ...synthJson(synth),
    recipientStatus: await ctxOf(req).recipients.statusOf(synth.user.id, synth.recipientEmail),
  };
}

/** A synth as the REST routes answer it. */
export type SynthBody = Awaited<ReturnType<typeof synthWithRecipient>>;

/**
 * Refuses a body whose synth fields are malformed before the caller's rows are read (the field
 * checks that need no account; the plan's limits are checked after).
 */
export function refuseMalformedSynthBody(req: Request): void {
  if (req.method !== 'POST' && req.method !== 'PATCH') return;
  const { errors } = validateSynthFields(formOf(req), { partial: true });
  if (errors.length) throw new ValidationError(errors);
}

/** A body userId, when sent, must be the caller (by user id or Firebase uid). */
function assertSelf(req: Request): void {
  const claimed = req.body?.userId;
  if (claimed === undefined || claimed === null || claimed === '') return;
  const viewer = viewerOf(req);
  if (claimed !== viewer.id && claimed !== viewer.firebaseUid)
    throw new ForbiddenError('userId does not match the signed-in user');
}

/** The documented REST calls, over the same services as GraphQL; mounted behind authenticate(). */
export function synthRoutes(): Router {
  const r = Router();

  r.get('/', async (req, res) => {
    const synths = await ctxOf(req).synths.list(viewerOf(req));
    res.json(await Promise.all(synths.map((s) => synthWithRecipient(req, s))));
  });

  r.post('/', async (req, res) => {
    assertSelf(req);
    const synth = await ctxOf(req).synths.create(viewerOf(req), formOf(req));
    res.status(201).json(await synthWithRecipient(req, synth));
  });

  // Saves the editor state: updates a saved synth (refreshing its schedule) or creates it.
  r.post('/save-state', async (req, res) => {
    assertSelf(req);
    const ctx = ctxOf(req);
    const id = typeof req.body?.id === 'string' ? req.body.id : '';
    if (isUuid(id)) await confirmSessionIfRecipientChanges(ctx, viewerOf(req), id, formOf(req));
    const synth = isUuid(id)
      ? await ctx.synths.update(viewerOf(req), id, formOf(req))
      : await ctx.synths.create(viewerOf(req), formOf(req));
    res.json(await synthWithRecipient(req, synth));
  });

  // Runs now and answers with the counts: a saved synth by id, or unsaved (temp-…) editor data.
  r.post('/run-synth', confirmSessionFirst, async (req, res) => {
    assertSelf(req);
    const ctx = ctxOf(req);
    const id = typeof req.body?.id === 'string' ? req.body.id : '';
    const run = isUuid(id)
      ? await ctx.runs.startManual(viewerOf(req), id)
      : await ctx.runs.startPreview(viewerOf(req), formOf(req));
    const result = await ctx.runs.waitForResult(run);
    res.json({
      ...result,
      articlesFetched: result.articlesFetched,
      articlesFiltered: result.articlesFiltered,
      articlesProcessed: result.articlesProcessed,
    });
  });

  r.patch('/:id', async (req, res) => {
    await confirmSessionIfRecipientChanges(ctxOf(req), viewerOf(req), req.params.id, formOf(req));
    const synth = await ctxOf(req).synths.update(viewerOf(req), req.params.id, formOf(req));
    res.json(await synthWithRecipient(req, synth));
  });

  // The editor's Resend: another confirmation email to the synth's recipient.
  r.post('/:id/resend-confirmation', async (req, res) => {
    const synth = await resendConfirmation(ctxOf(req), req.params.id);
    res.json(await synthWithRecipient(req, synth));
  });

  r.delete('/:id', async (req, res) => {
    await confirmSession(ctxOf(req));
    const id = await ctxOf(req).synths.remove(viewerOf(req), req.params.id);
    res.json({ id, deleted: true });
  });

  r.post('/:id/toggle-status', async (req, res) => {
    const synth = await ctxOf(req).synths.toggle(viewerOf(req), req.params.id);
    res.json({ synth: synthJson(synth), status: synth.status });
  });

  // Starts a run and answers at once; progress arrives on /ws and synthUpdated.
  r.post('/:id/run', async (req, res) => {
    await confirmSession(ctxOf(req));
    const run = await ctxOf(req).runs.startManual(viewerOf(req), req.params.id);
    res.status(202).json(runJson(run));
  });

  r.get('/:id/logs', async (req, res) => {
    const ctx = ctxOf(req);
    const synth = await ctx.synths.get(viewerOf(req), req.params.id);
    const run =
      typeof req.query.runId === 'string'
        ? await ctx.runs.getRun(viewerOf(req), req.query.runId)
        : await ctx.runs.latestRun(synth);
    if (!run) return void res.json({ run: null, logs: [] });
    const [logs] = await ctx.runs.logs(run, 0, 1000);
    res.json({ run: runJson(run), logs: logs.map(logJson) });
  });

  // The run history, newest first, a page at a time (?first=, ?after= as in the GraphQL connection).
  r.get('/:id/runs', async (req, res) => {
    const ctx = ctxOf(req);
    const synth = await ctx.synths.get(viewerOf(req), req.params.id);
    const first =
      typeof req.query.first === 'string' && /^\d+$/.test(req.query.first) ? Number(req.query.first) : undefined;
    const after = typeof req.query.after === 'string' ? req.query.after : undefined;
    const { offset, limit } = pageWindow({ first, after }, 10);
    const [runs, totalCount] = await ctx.runs.listRuns(synth, offset, limit);
    const page = toConnection(runs, offset, totalCount);
    res.json({
      runs: runs.map((run) => runHistoryJson(run, ctx.services.config.ai)),
      totalCount,
      pageInfo: page.pageInfo,
    });
  });

  r.get('/:id/articles', async (req, res) => {
    const ctx = ctxOf(req);
    const synth = await ctx.synths.get(viewerOf(req), req.params.id);
    const run = await ctx.runs.latestRun(synth);
    const output: RunOutput = run ? outputOf(run) : {};
    res.json({ run: run ? runJson(run) : null, articles: output.articles ?? [], posts: output.posts ?? [] });
  });

  // OPML: export a synth's feeds, or add a file's feeds through the same validation and plan limits.
  r.get('/:id/opml', async (req, res) => {
    const synth = await ctxOf(req).synths.get(viewerOf(req), req.params.id);
    const filename = `${synth.name.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'synth'}-feeds.opml`;
    res.type('text/x-opml').attachment(filename).send(exportOpml(synth.name, synth.rssFeedUrls));
  });

  r.post('/:id/opml', async (req, res) => {
    const ctx = ctxOf(req);
    const synth = await ctx.synths.get(viewerOf(req), req.params.id);
    const imported = await parseOpmlForCaller(ctx, req.body?.opml);
    const before = synth.rssFeedUrls.filter(Boolean);
    const rssFeedUrls = [...new Set([...before, ...imported])];
    const updated = await ctx.synths.update(viewerOf(req), synth.id, { rssFeedUrls });
    res.json({ synth: synthJson(updated), added: rssFeedUrls.length - before.length });
  });

  return r;
}
