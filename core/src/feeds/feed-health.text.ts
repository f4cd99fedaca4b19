// Feed health in plain words: what the editor, the run page and the Execution Summary say about a
// feed's last fetch. Pure (no server imports), so the web app bundles the same texts.

export type FeedFetchOutcome = 'items' | 'not-modified' | 'failed';

/** Why a fetch failed, as users would put it; fetch-error-mapping.ts derives it from the fetch error. */
export type FeedFailureReason =
  | 'dns'
  | 'timeout'
  | 'refused'
  | 'not-found'
  | 'not-a-feed'
  | 'bad-encoding'
  | 'too-large'
  | 'blocked-address'
  | 'login-required'
  | 'gone'
  | 'rate-limited'
  | 'server-error'
  | 'redirects'
  | 'bad-address'
  | 'network';

/** A feed that failed this many runs in a row gets a warning and suggestions. */
export const FAILING_FEED_RUNS = 3;

export const isFailingRepeatedly = (consecutiveFailures: number): boolean => consecutiveFailures >= FAILING_FEED_RUNS;

/** One sentence per reason; `{status}` names the HTTP status where one is known. */
const REASON_TEXT: Record<FeedFailureReason, string> = {
  dns: "The site's name did not resolve: the domain may be misspelt or no longer exist.",
  timeout: 'The site timed out: it did not answer in time.',
  refused: 'The site refused our reader{status}, probably bot protection.',
  'not-found': 'Not found{status}: the feed is no longer at this address.',
  'not-a-feed': 'Not a feed: this address is a web page, not RSS or Atom.',
  'bad-encoding': 'Bad encoding: the feed uses a text encoding or compression we cannot read.',
  'too-large': 'Too large: the feed is bigger than we read.',
  'blocked-address': 'Blocked address: it points to a private or local network.',
  'login-required': 'The feed requires a login{status}.',
  gone: 'The feed has been removed{status}.',
  'rate-limited': 'The site asked us to slow down{status}; we will try again on the next run.',
  'server-error': 'The site had an internal problem{status}.',
  redirects: 'The site redirects in a way we do not follow (a loop, too many, or to an insecure address).',
  'bad-address': 'This is not a valid http or https address.',
  network: 'We could not connect to the site.',
};

export function feedFailureText(reason: FeedFailureReason, httpStatus?: number | null): string {
  const text = REASON_TEXT[reason] ?? REASON_TEXT.network;
  return text.replace('{status}', httpStatus ? ` (HTTP ${httpStatus})` : '');
}

/** Short phrases for a count of feeds: [one, many]. "3 did not resolve, 2 timed out". */
const REASON_PHRASE: Record<FeedFailureReason, [string, string]> = {
  dns: ['did not resolve', 'did not resolve'],
  timeout: ['timed out', 'timed out'],
  refused: ['refused our reader', 'refused our reader'],
  'not-found': ['was not found', 'were not found'],
  'not-a-feed': ['is a web page, not a feed', 'are web pages, not feeds'],
  'bad-encoding': ['has a bad encoding', 'have a bad encoding'],
  'too-large': ['is too large', 'are too large'],
  'blocked-address': ['has a blocked address', 'have blocked addresses'],
  'login-required': ['requires a login', 'require a login'],
  gone: ['was removed', 'were removed'],
  'rate-limited': ['asked us to slow down', 'asked us to slow down'],
  'server-error': ['had a server error', 'had server errors'],
  redirects: ['redirects badly', 'redirect badly'],
  'bad-address': ['is not a valid address', 'are not valid addresses'],
  network: ['could not be reached', 'could not be reached'],
};

/**
 * "5 of 5 feeds failed: 3 did not resolve, 2 timed out." Reasons in order of frequency; a failure
 * recorded without a reason counts as unreachable.
 */
export function feedFailuresSummary(
  totalFeeds: number,
  reasons: readonly (FeedFailureReason | null | undefined)[],
): string {
  const counts = new Map<FeedFailureReason, number>();
  for (const r of reasons) counts.set(r ?? 'network', (counts.get(r ?? 'network') ?? 0) + 1);
  const parts = [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([reason, n]) => `${n} ${REASON_PHRASE[reason]?.[n === 1 ? 0 : 1] ?? REASON_PHRASE.network[0]}`);
  const total = Math.max(totalFeeds, reasons.length);
  return `${reasons.length} of ${total} feed${total === 1 ? '' : 's'} failed: ${parts.join(', ')}.`;
}

/** "12 items", "not modified since the previous fetch", "failed": read after "Last fetched <when>:". */
export function feedOutcomeText(
  outcome: FeedFetchOutcome | null | undefined,
  itemCount: number | null | undefined,
): string {
  if (outcome === 'items') return `${itemCount ?? 0} item${itemCount === 1 ? '' : 's'}`;
  if (outcome === 'not-modified') return 'not modified since the previous fetch';
  if (outcome === 'failed') return 'failed';
  return 'not fetched yet';
}

/** "Failed 3 runs in a row." */
export function consecutiveFailuresText(n: number): string {
  return n === 1 ? 'Failed on the last run.' : `Failed ${n} runs in a row.`;
}
