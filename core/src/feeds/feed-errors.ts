// One error type for everything that can go wrong while reading a feed. `message` is shown to users
// as is, so it stays short plain English; `reason` is for code and logs; `retryable` tells the
// workflow whether trying again later can help.
export type FeedErrorReason =
  | 'bad-url'
  | 'bad-scheme'
  | 'blocked-address'
  | 'dns'
  | 'timeout'
  | 'too-many-redirects'
  | 'redirect-loop'
  | 'downgrade'
  | 'too-large'
  | 'http-status'
  | 'bot-block'
  | 'not-a-feed'
  | 'bad-encoding'
  | 'network';

export class FeedFetchError extends Error {
  constructor(
    readonly reason: FeedErrorReason,
    message: string,
    readonly retryable: boolean,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'FeedFetchError';
  }
}

export function isFeedFetchError(err: unknown): err is FeedFetchError {
  return err instanceof FeedFetchError;
}
