import { cleanup, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedHealthListTestQuery } from '../__generated__/FeedHealthListTestQuery.graphql';
import { createMockEnvironment, MockPayloadGenerator } from '../test/mockEnvironment';
import { renderApp } from '../test/render';
import { FeedHealthList } from './FeedHealthList';
import { NextDigestLine } from './NextDigestLine';

vi.mock('react-relay', async (importOriginal) =>
  (await import('../test/relayTag')).withGraphqlTag(await importOriginal<object>()),
);

afterEach(cleanup);

const query = graphql`
  query FeedHealthListTestQuery @relay_test_operation {
    viewer {
      synths(first: 1) {
        edges {
          node {
            ...FeedHealthList_synth
            ...NextDigestLine_synth
          }
        }
      }
    }
  }
`;

function Host() {
  const data = useLazyLoadQuery<FeedHealthListTestQuery>(query, {});
  const synth = data.viewer.synths.edges[0].node;
  return (
    <>
      <FeedHealthList synth={synth} />
      <NextDigestLine synth={synth} />
    </>
  );
}

const fetched = '2026-11-23T08:00:00.000Z';
const health = (over: Record<string, unknown>) => ({
  lastFetchedAt: fetched,
  outcome: 'failed',
  itemCount: null,
  reason: null,
  httpStatus: null,
  consecutiveFailures: 1,
  failingRepeatedly: false,
  suggestions: [],
  ...over,
});

function renderSynth(synth: Record<string, unknown>) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((op) => MockPayloadGenerator.generate(op, { Synth: () => synth }));
  return renderApp(<Host />, { environment });
}

const item = (url: string) => screen.getByText(url).closest('li') as HTMLElement;

describe('feed health', () => {
  it('shows next to each URL what the last fetch gave and why it failed, in plain words', () => {
    renderSynth({
      feedHealth: [
        health({ url: 'https://blocked.example/feed', reason: 'refused', httpStatus: 403 }),
        health({ url: 'https://example.com/news', reason: 'not-a-feed', httpStatus: null, consecutiveFailures: 2 }),
        health({ url: 'https://ok.example/rss', outcome: 'items', itemCount: 12, consecutiveFailures: 0 }),
        health({ url: 'https://new.example/rss', outcome: null, lastFetchedAt: null, consecutiveFailures: 0 }),
      ],
      nextDigest: { state: 'scheduled', at: '2026-11-30T06:00:00.000Z', timeZone: 'Europe/Paris', pausedReason: null },
    });
    within(item('https://blocked.example/feed')).getByText(
      /failed\. The site refused our reader \(HTTP 403\), probably bot protection\. Failed on the last run\.$/,
    );
    within(item('https://example.com/news')).getByText(
      /failed\. Not a feed: this address is a web page, not RSS or Atom\. Failed 2 runs in a row\.$/,
    );
    within(item('https://ok.example/rss')).getByText(/: 12 items\.$/);
    within(item('https://new.example/rss')).getByText('Not fetched yet: the next run reads it.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('next-digest').textContent).toBe('Next digest: Mon 30 Nov, 07:00 (Europe/Paris)');
  });

  it('warns about a feed that failed three runs in a row and suggests working feeds of its category', () => {
    renderSynth({
      feedHealth: [
        health({
          url: 'https://gone.example/feed',
          reason: 'dns',
          consecutiveFailures: 3,
          failingRepeatedly: true,
          suggestions: [
            { id: 'cio', title: 'CIO', url: 'https://www.cio.com/feed/' },
            { id: 'infoworld', title: 'InfoWorld', url: 'https://www.infoworld.com/feed/' },
          ],
        }),
      ],
      nextDigest: { state: 'paused', at: null, timeZone: 'Europe/Paris', pausedReason: 'trial-ended' },
    });
    const warning = within(item('https://gone.example/feed')).getByRole('alert');
    expect(warning.textContent).toMatch(
      /^This feed has failed 3 runs in a row, so your digest gets nothing from it\. Working feeds from the catalogue in the same category:/,
    );
    const links = within(warning).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['CIO', 'https://www.cio.com/feed/'],
      ['InfoWorld', 'https://www.infoworld.com/feed/'],
    ]);
    screen.getByText(/The site's name did not resolve/);
    expect(screen.getByTestId('next-digest').textContent).toBe(
      'Paused: your free trial has ended. Subscribe to get your digests again.',
    );
  });
});
