import type { NextFunction, Request, Response, RequestHandler } from 'express';
import {
  AppError,
  REQUEST_BODY_TOO_LARGE_MESSAGE,
  RetryLaterError,
  UnauthenticatedError,
  type FieldError,
} from '@synth/core/lib';
import { buildContext, confirmSession, identifyCaller, requireViewer, type Context } from '../context';
import type { Services } from '../services';
import type { User } from '@synth/core/users';

declare module 'express-serve-static-core' {
  interface Request {
    ctx?: Context;
  }
}

/**
 * Authenticates every request under it: session cookie or bearer token, 401 JSON otherwise.
 * `precheck` refuses a malformed request once its caller is known and before anything is read from
 * the database, so a refusal costs the API almost nothing.
 */
export function authenticate(services: Services, precheck?: (req: Request) => void): RequestHandler {
  return async (req, _res, next) => {
    const identified = await identifyCaller(services, req.headers);
    if (!identified.identity) throw new UnauthenticatedError();
    precheck?.(req);
    req.ctx = await buildContext(services, req.headers, req.ip, identified);
    next();
  };
}

/** After authenticate(): a sensitive route checks the credential fully (see confirmSession). */
export const confirmSessionFirst: RequestHandler = async (req, _res, next) => {
  await confirmSession(ctxOf(req));
  next();
};

export const ctxOf = (req: Request): Context => {
  if (!req.ctx) throw new UnauthenticatedError();
  return req.ctx;
};

export const viewerOf = (req: Request): User => requireViewer(ctxOf(req));

/** What every refused REST request answers: one sentence and a code, plus details where they help. */
export interface ErrorBody {
  message: string;
  code: string;
  fieldErrors?: FieldError[];
  retryAfter?: number;
}

/** Error bodies are `{message, code}`; the web client shows them as "{status}: {body}". */
export function errorHandler(isProduction: boolean) {
  return (err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (err instanceof RetryLaterError) {
      res
        .set('Retry-After', String(err.retryAfterSeconds))
        .status(err.status)
        .json({ message: err.message, code: err.code, retryAfter: err.retryAfterSeconds } satisfies ErrorBody);
      return;
    }
    if (err instanceof AppError) {
      res.status(err.status).json({
        message: err.message,
        code: err.code,
        ...(err.fieldErrors ? { fieldErrors: err.fieldErrors } : {}),
      } satisfies ErrorBody);
      return;
    }
    const status = (err as { status?: number; type?: string }).status;
    if (status && status >= 400 && status < 500) {
      const type = (err as { type?: string }).type;
      const message =
        type === 'entity.parse.failed'
          ? 'The request body is not valid JSON.'
          : type === 'entity.too.large'
            ? REQUEST_BODY_TOO_LARGE_MESSAGE
            : 'The request could not be read.';
      res
        .status(status)
        .json({ message, code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST' } satisfies ErrorBody);
      return;
    }
    console.error('[api] unexpected error', err);
    res.status(500).json({
      message: isProduction ? 'Internal server error' : String((err as Error)?.message ?? err),
      code: 'INTERNAL_SERVER_ERROR',
    } satisfies ErrorBody);
  };
}
