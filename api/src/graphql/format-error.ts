import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { AppError, RetryLaterError } from '@synth/core/lib';
import { tokenLimitMessage } from './limits';

/**
 * Maps service errors to stable codes (and HTTP statuses for 401s); hides internals outside
 * development so no stack trace or SQL ever reaches a client.
 */
export function formatError(isProduction: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof AppError) {
      return {
        message: original.message,
        path: formatted.path,
        locations: formatted.locations,
        extensions: {
          code: original.code,
          ...(original.fieldErrors ? { fieldErrors: original.fieldErrors } : {}),
          ...(original instanceof RetryLaterError ? { retryAfter: original.retryAfterSeconds } : {}),
        },
      };
    }
    const tooLong = formatted.extensions?.code === 'GRAPHQL_PARSE_FAILED' ? tokenLimitMessage(formatted.message) : null;
    if (tooLong) return { message: tooLong, extensions: { code: 'QUERY_TOO_COMPLEX' } };
    const name = (original as { name?: string })?.name;
    if (name === 'UnauthorizedError' || name === 'ForbiddenError') {
      return {
        message: 'Authentication required',
        path: formatted.path,
        locations: formatted.locations,
        extensions: { code: 'UNAUTHENTICATED' },
      };
    }
    const code = formatted.extensions?.code;
    if (
      isProduction &&
      (code === 'INTERNAL_SERVER_ERROR' || !code) &&
      !(original instanceof GraphQLError && !original.originalError)
    ) {
      return {
        message: 'Internal server error',
        path: formatted.path,
        locations: formatted.locations,
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      };
    }
    return formatted;
  };
}

/** Apollo plugin: a 401 status when an operation failed only because the caller is not signed in. */
export const unauthenticatedStatusPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({
        response,
      }: {
        response: {
          body: { kind: string; singleResult?: { errors?: readonly GraphQLFormattedError[]; data?: unknown } };
          http: { status?: number };
        };
      }) {
        const errors = response.body.kind === 'single' ? response.body.singleResult?.errors : undefined;
        if (errors?.length && errors.every((e) => e.extensions?.code === 'UNAUTHENTICATED')) response.http.status = 401;
      },
    };
  },
};

/**
 * Apollo plugin: an operation refused only by rate limits answers 429 with Retry-After, like the
 * REST routes, so HTTP clients and proxies can back off without reading the body; 503 when the
 * counters themselves could not be read.
 */
export const rateLimitedStatusPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({
        response,
      }: {
        response: {
          body: { kind: string; singleResult?: { errors?: readonly GraphQLFormattedError[] } };
          http: { status?: number; headers: Map<string, string> };
        };
      }) {
        const errors = response.body.kind === 'single' ? response.body.singleResult?.errors : undefined;
        const codes = new Set(errors?.map((e) => e.extensions?.code));
        if (!errors?.length || [...codes].some((c) => c !== 'RATE_LIMITED' && c !== 'SERVICE_UNAVAILABLE')) return;
        response.http.status = codes.has('SERVICE_UNAVAILABLE') ? 503 : 429;
        const wait = Math.max(...errors.map((e) => Number(e.extensions?.retryAfter) || 1));
        response.http.headers.set('retry-after', String(wait));
      },
    };
  },
};

/**
 * Apollo answers any error thrown while building the context with a 500; an AppError (a bad or
 * missing credential) keeps its own status and code so clients can tell "sign in again" apart.
 */
export function asContextError(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  return new GraphQLError(error.message, { extensions: { code: error.code, http: { status: error.status } } });
}
