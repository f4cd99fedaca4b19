import { describe, expect, it } from 'vitest';
import { FeedFetchError } from './feed-errors';
import { feedFailuresSummary, feedFailureText, feedOutcomeText, isFailingRepeatedly } from './feed-health.text';
import {
  botBlockError,
  dnsError,
  failureReasonOf,
  httpStatusError,
  tooLarge,
  totalTimeoutError,
} from './fetch-error-mapping';

describe('why a feed failed, in plain words', () => {
  it('maps each fetch failure to the reason users read', () => {
    const cases: [unknown, string][] = [
      [dnsError('ENOTFOUND'), "The site's name did not resolve: the domain may be misspelt or no longer exist."],
      [totalTimeoutError(15_000), 'The site timed out: it did not answer in time.'],
      [botBlockError(403), 'The site refused our reader (HTTP 403), probably bot protection.'],
      [httpStatusError(404), 'Not found (HTTP 404): the feed is no longer at this address.'],
      [
        new FeedFetchError('not-a-feed', 'This address is a web page, not an RSS or Atom feed', false),
        'Not a feed: this address is a web page, not RSS or Atom.',
      ],
      [
        new FeedFetchError('bad-encoding', 'x', false),
        'Bad encoding: the feed uses a text encoding or compression we cannot read.',
      ],
      [tooLarge(5 * 1024 * 1024), 'Too large: the feed is bigger than we read.'],
      [new FeedFetchError('blocked-address', 'x', false), 'Blocked address: it points to a private or local network.'],
      [httpStatusError(503), 'The site had an internal problem (HTTP 503).'],
      [Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }), 'We could not connect to the site.'],
    ];
    for (const [err, text] of cases) {
      const e = err as FeedFetchError;
      expect(feedFailureText(failureReasonOf(err), e.httpStatus)).toBe(text);
    }
  });

  it('names the causes of a run that failed on its feeds, most frequent first', () => {
    expect(feedFailuresSummary(5, ['timeout', 'dns', 'dns', 'timeout', 'dns'])).toBe(
      '5 of 5 feeds failed: 3 did not resolve, 2 timed out.',
    );
    expect(feedFailuresSummary(3, ['refused', 'not-a-feed'])).toBe(
      '2 of 3 feeds failed: 1 refused our reader, 1 is a web page, not a feed.',
    );
    expect(feedFailuresSummary(1, [undefined])).toBe('1 of 1 feed failed: 1 could not be reached.');
  });

  it('says what the last fetch gave, and warns from the third failed run', () => {
    expect(feedOutcomeText('items', 12)).toBe('12 items');
    expect(feedOutcomeText('items', 1)).toBe('1 item');
    expect(feedOutcomeText('not-modified', 0)).toBe('not modified since the previous fetch');
    expect(feedOutcomeText(null, null)).toBe('not fetched yet');
    expect([1, 2, 3, 4].map(isFailingRepeatedly)).toEqual([false, false, true, true]);
  });
});
