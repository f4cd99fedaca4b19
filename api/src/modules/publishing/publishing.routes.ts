// Where a platform sends the person's browser back after they allow (or refuse) access. The
// session cookie says who is back; the signed state must have been made for that same person.
import { Router, type Request, type Response } from 'express';
import { AppError, MAX_OAUTH_PARAM_CHARS, ValidationError } from '@synth/core/lib';
import { CONNECTED_ACCOUNTS_PAGE, isPublishingPlatformId, PublishFailure } from '@synth/core/publishing';
import { ctxOf, viewerOf } from '../../rest/http';
import { connectedAccountsOf } from './publishing-context';

/** Back to the settings page, with what happened for it to say. */
function back(res: Response, params: Record<string, string>): void {
  res.set('Cache-Control', 'no-store').redirect(303, `${CONNECTED_ACCOUNTS_PAGE}?${new URLSearchParams(params)}`);
}

const param = (req: Request, name: string): string | null => {
  const v = req.query[name];
  return typeof v === 'string' && v ? v : null;
};

export function publishingRoutes(): Router {
  const r = Router();
  r.get('/:platform/callback', async (req, res) => {
    const platform = req.params.platform;
    if (!isPublishingPlatformId(platform))
      return void res.status(404).json({ message: 'No such platform', code: 'NOT_FOUND' });
    const user = viewerOf(req);
    const code = param(req, 'code');
    const state = param(req, 'state');
    if (param(req, 'error') || !code || !state) return back(res, { platform, outcome: 'cancelled' });
    // Longer than any the platforms send: refused before anything reads it.
    if (code.length > MAX_OAUTH_PARAM_CHARS || state.length > MAX_OAUTH_PARAM_CHARS)
      return back(res, { platform, outcome: 'refused' });
    try {
      await connectedAccountsOf(ctxOf(req)).completeConnection(user, platform, code, state);
      back(res, { platform, outcome: 'connected' });
    } catch (err) {
      if (err instanceof ValidationError && err.fieldErrors?.[0]?.field === 'state')
        return back(res, { platform, outcome: 'state' });
      if (err instanceof PublishFailure || err instanceof AppError) return back(res, { platform, outcome: 'refused' });
      throw err;
    }
  });
  return r;
}
