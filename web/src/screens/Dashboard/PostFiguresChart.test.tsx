import { cleanup, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PostFiguresChartTestQuery } from '../../__generated__/PostFiguresChartTestQuery.graphql';
import { createMockEnvironment, MockPayloadGenerator } from '../../test/mockEnvironment';
import { renderApp } from '../../test/render';
import { PostFiguresChart } from './PostFiguresChart';

vi.mock('react-relay', async (importOriginal) =>
  (await import('../../test/relayTag')).withGraphqlTag(await importOriginal<object>()),
);

afterEach(cleanup);

const query = graphql`
  query PostFiguresChartTestQuery @relay_test_operation {
    ...PostFiguresChart_query
  }
`;

function Host() {
  return <PostFiguresChart query={useLazyLoadQuery<PostFiguresChartTestQuery>(query, {})} />;
}

const post = (id: string, excerpt: string, reactions: number, url: string | null) => ({
  publicationId: id,
  platformLabel: 'LinkedIn',
  url,
  excerpt,
  engagement: reactions + 1,
  latest: { reactions, replies: 1, reposts: null, impressions: null },
});

function renderChart(measuredPosts: unknown[], earnedPreferenceNote: string | null = null) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((op) =>
    MockPayloadGenerator.generate(op, { Query: () => ({ measuredPosts, earnedPreferenceNote }) }),
  );
  return renderApp(<Host />, { environment });
}

describe('the chart of what your posts earned', () => {
  it('draws one bar per post, oldest first, each linking to its post, and names the best', () => {
    // The API answers newest first.
    renderChart([
      post('p3', 'Ports reopen', 40, 'https://www.linkedin.com/feed/update/3/'),
      post('p2', 'Rates rise', 5, null),
      post('p1', 'Carriers add ships', 12, 'https://www.linkedin.com/feed/update/1/'),
    ]);
    screen.getByRole('heading', { name: 'What your posts earned' });
    const chart = screen.getByRole('group', { name: 'What each of your latest posts earned' });
    const bars = chart.querySelectorAll('rect');
    expect([...bars].map((b) => b.querySelector('title')!.textContent)).toEqual([
      'LinkedIn: “Carriers add ships”, 12 reactions and 1 reply',
      'LinkedIn: “Rates rise”, 5 reactions and 1 reply',
      'LinkedIn: “Ports reopen”, 40 reactions and 1 reply',
    ]);
    // The tallest bar is the post that earned the most.
    const heights = [...bars].map((b) => Number(b.getAttribute('height')));
    expect(Math.max(...heights)).toBe(heights[2]);
    expect(
      within(chart)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://www.linkedin.com/feed/update/1/', 'https://www.linkedin.com/feed/update/3/']);
    screen.getByText('Your best of these, on LinkedIn: “Ports reopen” earned 40 reactions and 1 reply.');
  });

  it('says what auto-select prefers from what the posts earned', () => {
    const note =
      'Auto-select prefers the “Data-driven” template and posts of 61–150 words: of your 12 measured posts, these earned the most reactions, replies and reposts.';
    renderChart([post('p1', 'Carriers add ships', 12, null)], note);
    screen.getByText(note);
  });

  it('shows nothing before any post has been measured', () => {
    renderChart([]);
    expect(screen.queryByText('What your posts earned')).toBeNull();
  });
});
