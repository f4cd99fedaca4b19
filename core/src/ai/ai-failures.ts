// What an AI service's failure means to a person, as one sentence for the run log, and whether
// trying again can help. What the service said goes into the failure's detail, for the server log.
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { ProviderFailure } from '../lib/provider-failure';
import { PermanentAiError } from './ai.types';

export const AI_FAILURE = {
  badKey: 'The AI service refused the API key.',
  forbidden: 'The AI service refused access with this API key.',
  unknownModel: 'The AI service does not offer the model Synth is set to use.',
  noCredit: 'The AI service account has no credit left.',
  tooLong: 'The article was too long for the AI model.',
  badRequest: 'The AI service refused the request.',
  rateLimited: 'The AI service is over its request limit for now.',
  serverError: 'The AI service had a problem on its side.',
  unreachable: 'The AI service could not be reached.',
  timeout: 'The AI service did not answer in time.',
  stopped: 'The request to the AI service was stopped before it answered.',
  failed: 'The AI service could not answer the request.',
  contentFilter: 'The AI service refused to write about this content.',
  refusal: 'The AI model refused to write this text.',
  emptyAnswer: 'The AI service sent an empty answer.',
  unreadableAnswer: 'The AI service sent an answer Synth could not read.',
} as const;

/** Statuses that will fail the same way however often they are retried. */
const PERMANENT_STATUSES = new Set([400, 401, 403, 404, 405, 410, 413, 415, 422]);

function sentenceFor(status: number, code: string | null | undefined): string {
  if (status === 401) return AI_FAILURE.badKey;
  if (status === 403) return AI_FAILURE.forbidden;
  if (status === 404) return AI_FAILURE.unknownModel;
  if (code === 'insufficient_quota') return AI_FAILURE.noCredit;
  if (status === 429) return AI_FAILURE.rateLimited;
  if (code === 'context_length_exceeded' || status === 413) return AI_FAILURE.tooLong;
  if (PERMANENT_STATUSES.has(status)) return AI_FAILURE.badRequest;
  if (status >= 500) return AI_FAILURE.serverError;
  return AI_FAILURE.failed;
}

/** Maps an OpenAI SDK error to the pipeline's contract: PermanentAiError, or a retryable ProviderFailure. */
export function mapOpenAiError(err: unknown): Error {
  if (err instanceof ProviderFailure) return err;
  if (err instanceof APIUserAbortError) return new ProviderFailure(AI_FAILURE.stopped, err.message, { cause: err });
  // Timeouts and network failures (status undefined) may pass.
  if (err instanceof APIConnectionTimeoutError)
    return new ProviderFailure(AI_FAILURE.timeout, err.message, { cause: err });
  if (err instanceof APIConnectionError)
    return new ProviderFailure(
      AI_FAILURE.unreachable,
      `${err.message} ${(err.cause as Error | undefined)?.message ?? ''}`.trim(),
      { cause: err },
    );
  if (err instanceof APIError) {
    const status = err.status ?? 0;
    const code = typeof err.code === 'string' ? err.code : null;
    const detail = `HTTP ${status}${code ? ` ${code}` : ''}: ${err.message}`;
    // An exhausted quota is a 429 that no retry can fix until someone pays.
    if (PERMANENT_STATUSES.has(status) || code === 'insufficient_quota')
      return new PermanentAiError(sentenceFor(status, code), detail, { cause: err });
    return new ProviderFailure(sentenceFor(status, code), detail, { cause: err });
  }
  return err instanceof Error ? err : new Error(String(err));
}
