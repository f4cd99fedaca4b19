import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RunPageQuery } from '../../__generated__/RunPageQuery.graphql';
import { createMockEnvironment, MockPayloadGenerator, type TestEnvironment } from '../../test/mockEnvironment';
import { renderApp } from '../../test/render';
import { dismissToast } from '../../toast/toastStore';
import { RunPage, RunPageQueryDef } from './RunPage';

vi.mock('react-relay', async (importOriginal) =>
  (await import('../../test/relayTag')).withGraphqlTag(await importOriginal<object>()),
);

afterEach(() => {
  cleanup();
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

const RUN = {
  __typename: 'SynthRun',
  id: 'run-1',
  status: 'succeeded',
  trigger: 'scheduled',
  synthName: 'Morning brief',
  timezone: 'America/New_York',
  createdAt: '2026-11-23T12:00:00Z',
  startedAt: '2026-11-23T12:00:00Z',
  finishedAt: '2026-11-23T12:01:30Z',
  articlesFetched: 12,
  articlesFiltered: 4,
  articlesProcessed: 3,
  tokensUsed: 1500,
  estimatedCostUsd: 0,
  postCompliance: { passed: 1, total: 1 },
  storiesSkippedAsSent: 2,
  summaryChecks: { checked: 3, rewritten: 1, replaced: 1 },
  error: null,
  feedFailureSummary: '1 of 2 feeds failed: 1 timed out.',
  synth: null,
  email: { status: 'sent', recipient: 'me@example.com', reason: null },
  digestHtml: '<html><body><h1>Your digest</h1><script>parent.hacked = true</script></body></html>',
  articles: [
    {
      articleId: 'a-1',
      because: [],
      likedTitles: [],
      feedback: null,
      title: 'Rates rise again',
      link: 'https://news.example.com/rates',
      source: 'Example News',
      summary: 'The central bank raised rates.',
      textSource: 'full',
      alsoCoveredBy: [
        { title: 'Central bank lifts rates', link: 'https://other.example.org/lift', source: 'Other Daily' },
        { title: 'Rates up', link: 'https://third.example.net/up', source: null },
      ],
    },
    {
      articleId: 'a-2',
      because: [],
      likedTitles: [],
      feedback: null,
      title: 'No link here',
      link: 'javascript:alert(1)',
      source: null,
      summary: null,
      alsoCoveredBy: [],
      textSource: 'teaserOnly',
    },
  ],
  leftOut: [],
  posts: [{ id: 'post-1', contentType: 'twitter', text: 'Rates rise https://news.example.com/rates', edited: false }],
  logs: {
    edges: [{ node: { at: '2026-11-23T12:00:05Z', level: 'info', step: 'fetch', message: 'Fetched 12 articles' } }],
  },
};

function setup(node: Record<string, unknown> | null) {
  const environment: TestEnvironment = createMockEnvironment();
  environment.mock.queueOperationResolver((op) =>
    MockPayloadGenerator.generate(op, {
      Node: () => node,
      SynthRun: () => node,
      RunPost: () => (node?.posts as unknown[])?.[0],
      RunLogConnection: () => (node as { logs: unknown } | null)?.logs,
      PlatformConnection: () => ({ platform: 'x', label: 'X', connected: true, needsReconnect: false }),
    }),
  );
  environment.mock.queuePendingOperation(RunPageQueryDef, { id: 'run-1' });
  const queryRef = loadQuery<RunPageQuery>(environment, RunPageQueryDef, { id: 'run-1' });
  renderApp(
    <Suspense fallback={<p>loading</p>}>
      <RunPage queryRef={queryRef} id="run-1" />
    </Suspense>,
    { path: '/runs/run-1', environment },
  );
  return environment;
}

describe('the run page', () => {
  it("shows the run's facts in the synth's time zone, with the email outcome", () => {
    setup(RUN);
    screen.getByRole('heading', { name: 'Morning brief: run' });
    // 12:00 UTC is 07:00 in New York in November.
    expect(screen.getByText('Started (America/New_York)').nextElementSibling?.textContent).toBe(
      'Mon 23 Nov 2026, 07:00',
    );
    expect(screen.getByText('Finished').nextElementSibling?.textContent).toBe('Mon 23 Nov 2026, 07:01');
    screen.getByText('12 / 4 / 3');
    screen.getByText('1,500 · $0 (offline model)');
    screen.getByText('Sent to me@example.com');
    screen.getByText('1 of 2 feeds failed: 1 timed out.');
  });

  it('renders the digest in a frame whose empty sandbox lets no script run', () => {
    setup(RUN);
    const frame = screen.getByTitle('Digest email') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<h1>Your digest</h1>');
  });

  it('lists the articles with source and summary, linking only http(s) addresses', () => {
    setup(RUN);
    const list = within(screen.getByRole('list', { name: 'Articles' }));
    expect(list.getByRole('link', { name: 'Rates rise again' }).getAttribute('href')).toBe(
      'https://news.example.com/rates',
    );
    list.getByText('Example News · Full text read');
    list.getByText('The central bank raised rates.');
    expect(list.queryByRole('link', { name: 'No link here' })).toBeNull();
  });

  it('says per article whether the full text was read, and how many summaries the faithfulness check wrote again or replaced', () => {
    setup(RUN);
    const list = within(screen.getByRole('list', { name: 'Articles' }));
    list.getByText('Example News · Full text read');
    list.getByText('Teaser only (paywall)');
    expect(screen.getByText('Summary check').nextElementSibling?.textContent).toBe(
      '3 checked against their articles · 1 written again · 1 replaced by sentences from the article',
    );
  });

  it('names the outlets folded into an item, the post check and the stories already sent', () => {
    setup(RUN);
    const item = within(screen.getByRole('list', { name: 'Articles' }))
      .getByRole('link', { name: 'Rates rise again' })
      .closest('li')!;
    expect(item.querySelector('.source:last-child')?.textContent).toBe(
      'Also covered by Other Daily and third.example.net',
    );
    expect(within(item).getByRole('link', { name: 'Other Daily' }).getAttribute('href')).toBe(
      'https://other.example.org/lift',
    );
    expect(screen.getByText('Post check').nextElementSibling?.textContent).toBe('1 of 1 within platform limits');
    expect(screen.getByText('Already sent').nextElementSibling?.textContent).toBe(
      '2 stories left out: already in an earlier digest',
    );
  });

  it('counts an X post as X does (a link is 23) and updates the count while typing', () => {
    setup(RUN);
    const counter = screen.getByTestId('post-counter');
    expect(counter.textContent).toBe('34 / 280 characters');
    fireEvent.change(screen.getByLabelText('X post'), { target: { value: 'x'.repeat(281) } });
    expect(counter.textContent).toContain('281 / 280 characters');
    expect(counter.textContent).toContain('over the limit');
  });

  it('shares only the post text and the public article link', () => {
    setup(RUN);
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Post on X')).toBe(
      `https://x.com/intent/tweet?text=${encodeURIComponent('Rates rise https://news.example.com/rates')}`,
    );
    expect(href('Share on LinkedIn')).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent('https://news.example.com/rates')}`,
    );
    expect(href('Share on Facebook')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://news.example.com/rates')}`,
    );
  });

  it('copies the text as edited to the clipboard', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    setup(RUN);
    fireEvent.change(screen.getByLabelText('X post'), { target: { value: 'My words' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith('My words');
    await screen.findByText('Copied');
  });

  it('saves an edit through updateRunPost', async () => {
    const environment = setup(RUN);
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('X post'), { target: { value: 'Edited text' } });
    fireEvent.click(save);
    const op = environment.mock
      .getAllOperations()
      .find((o) => o.request.node.params.name === 'useUpdateRunPostMutation')!;
    expect(op.request.variables).toEqual({ id: 'post-1', text: 'Edited text' });
    await act(async () =>
      environment.mock.resolve(op, { data: { updateRunPost: { id: 'post-1', text: 'Edited text', edited: true } } }),
    );
    await screen.findByText('Post saved');
  });

  it("shows a carousel's pages, why its publish failed, and publishes it again", async () => {
    const carousel = {
      id: 'carousel-1',
      title: 'Morning brief',
      pageCount: 3,
      pdfUrl: '/api/carousels/carousel-1/pdf',
      slides: [1, 2, 3].map((number) => ({
        number,
        svg: `<svg xmlns="http://www.w3.org/2000/svg"><text>Page ${number}</text></svg>`,
      })),
      publication: { status: 'failed', url: null, error: 'LinkedIn refused the post, so nothing was published.' },
    };
    const environment = setup({ ...RUN, carousel });
    const section = screen.getByRole('heading', { name: 'LinkedIn carousel' }).closest('section')!;
    const pages = within(section).getAllByRole('img');
    expect(pages.map((p) => p.getAttribute('alt'))).toEqual(['Page 1 of 3', 'Page 2 of 3', 'Page 3 of 3']);
    expect(decodeURIComponent(pages[1].getAttribute('src')!)).toContain('<text>Page 2</text>');
    expect(within(section).getByRole('alert').textContent).toContain('LinkedIn refused the post');
    expect(within(section).getByRole('link', { name: 'Download the PDF' }).getAttribute('href')).toBe(
      '/api/carousels/carousel-1/pdf',
    );
    fireEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    const op = environment.mock
      .getAllOperations()
      .find((o) => o.request.node.params.name === 'usePublishCarouselMutation')!;
    expect(op.request.variables).toEqual({ carouselId: 'carousel-1' });
    const url = 'https://www.linkedin.com/feed/update/urn%3Ali%3Ashare%3A1/';
    await act(async () =>
      environment.mock.resolve(op, {
        data: { publishCarousel: { ...carousel, publication: { status: 'published', url, error: null } } },
      }),
    );
    expect(within(section).getByRole('link', { name: 'View the post on LinkedIn' }).getAttribute('href')).toBe(url);
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('makes a carousel only once the run has finished', () => {
    setup({ ...RUN, status: 'running', carousel: null });
    const section = screen.getByRole('heading', { name: 'LinkedIn carousel' }).closest('section')!;
    expect((within(section).getByRole('button', { name: 'Make a carousel' }) as HTMLButtonElement).disabled).toBe(true);
    within(section).getByText('Make a carousel once the run has finished.');
  });

  it('asks for the post again with Regenerate and shows a refusal in words', async () => {
    const environment = setup(RUN);
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    const op = environment.mock
      .getAllOperations()
      .find((o) => o.request.node.params.name === 'useRegenerateRunPostMutation')!;
    expect(op.request.variables).toEqual({ id: 'post-1' });
    await act(async () =>
      environment.mock.resolve(op, {
        data: null,
        errors: [
          { message: 'Your free trial includes 3 content creation runs.', extensions: { code: 'UPGRADE_REQUIRED' } },
        ],
      } as never),
    );
    await screen.findByText('Could not regenerate the post');
  });

  it('shows what a published post earned at each reading beside its link, and says when none has come in', () => {
    const preview = {
      platform: 'x',
      publishLabel: 'Post thread to X',
      parts: ['Carriers add ships.'],
      lengths: [19],
      limit: 280,
      firstComment: null,
      problem: null,
      costUsd: 0.015,
      livePartCount: 0,
    };
    const published = {
      id: 'pub-1',
      platform: 'x',
      status: 'published',
      url: 'https://x.com/robin/status/1',
      error: null,
      publishAt: null,
      partCount: 1,
      livePartCount: 1,
      commentMissing: false,
      figuresRead: true,
      figures: [
        { reading: 'day', shared: true, reactions: 12, replies: 2, reposts: 1, impressions: 480 },
        { reading: 'week', shared: true, reactions: 30, replies: 1, reposts: 0, impressions: 1200 },
      ],
    };
    setup({ ...RUN, posts: [{ ...RUN.posts[0], publishPreview: preview, publications: [published] }] });
    const earned = screen.getByRole('list', { name: 'What it earned' });
    within(earned).getByText('A day after publishing: 12 reactions, 2 replies, 1 repost and 480 views.');
    within(earned).getByText('A week after publishing: 30 reactions, 1 reply, 0 reposts and 1,200 views.');
    cleanup();
    setup({
      ...RUN,
      posts: [{ ...RUN.posts[0], publishPreview: preview, publications: [{ ...published, figures: [] }] }],
    });
    screen.getByText('Synth reads what this post earns a day and a week after publishing.');
  });

  it('says when a waiting post goes out and why, when it waits for the best time', () => {
    const preview = {
      platform: 'x',
      publishLabel: 'Post thread to X',
      parts: ['Carriers add ships.'],
      lengths: [19],
      limit: 280,
      firstComment: null,
      problem: null,
      costUsd: 0.015,
      livePartCount: 0,
    };
    const waiting = {
      id: 'pub-1',
      platform: 'x',
      status: 'scheduled',
      url: null,
      error: null,
      publishAt: '2026-12-01T14:00:00Z',
      publishNote: 'Goes out Tuesday 09:00, a good time on X: X is busiest on weekday mornings.',
      partCount: 1,
      livePartCount: 0,
      commentMissing: false,
      figuresRead: true,
      figures: [],
    };
    setup({ ...RUN, posts: [{ ...RUN.posts[0], publishPreview: preview, publications: [waiting] }] });
    screen.getByText('Goes out Tuesday 09:00, a good time on X: X is busiest on weekday mornings.');
    screen.getByRole('button', { name: 'Cancel automatic publish' });
  });

  it('shows what of a stopped thread is live, links to it, and offers to publish only the rest', () => {
    const preview = {
      platform: 'x',
      publishLabel: 'Post thread to X',
      parts: ['2/3 Carriers add ships.', '3/3 Rates may ease.'],
      lengths: [23, 20],
      limit: 280,
      firstComment: null,
      problem: null,
      costUsd: 0.03,
      livePartCount: 1,
    };
    const stopped = {
      id: 'pub-1',
      platform: 'x',
      status: 'failed',
      url: 'https://x.com/robin/status/1',
      error: 'Reconnect X: your X connection has expired or was revoked, so nothing was posted.',
      publishAt: null,
      partCount: 3,
      livePartCount: 1,
      commentMissing: false,
    };
    setup({ ...RUN, posts: [{ ...RUN.posts[0], publishPreview: preview, publications: [stopped] }] });
    screen.getByText('1 of 3 tweets is live on X; the other 2 were not posted.', { exact: false });
    expect(screen.getByRole('link', { name: 'View it on X' }).getAttribute('href')).toBe(
      'https://x.com/robin/status/1',
    );
    within(screen.getByRole('alert')).getByText(stopped.error);
    fireEvent.click(screen.getByRole('button', { name: 'Publish the rest' }));
    const dialog = screen.getByRole('dialog');
    within(dialog).getByText(
      'The first tweet is already live on X. These are the rest, exactly as they will appear, each a reply to the one before.',
    );
    within(dialog).getByText('Tweet 2 of 3: 23 of 280 characters');
    within(dialog).getByRole('button', { name: 'Publish the rest now' });
  });

  it('shows the log lines', () => {
    setup(RUN);
    within(screen.getByRole('list', { name: 'Run log' })).getByText('Fetched 12 articles');
  });

  it('follows an unfinished run without losing its last event: an event during a read makes one more read after it', async () => {
    const environment = setup({ ...RUN, status: 'running', finishedAt: null });
    // Reads in flight; the first entry is the page's preloaded query, which the mock keeps listed.
    const reads = () =>
      environment.mock
        .getAllOperations()
        .filter((o) => o.request.node.params.name === 'RunPageQuery')
        .slice(1);
    const answer = (status: string) =>
      act(async () => {
        const [read] = reads();
        environment.mock.resolve(
          read,
          MockPayloadGenerator.generate(read, {
            Node: () => ({ ...RUN, status }),
            SynthRun: () => ({ ...RUN, status }),
            RunLogConnection: () => RUN.logs,
          }),
        );
      });
    // Events sent before the page subscribed reach no one, so an unfinished run is read once on opening.
    expect(reads()).toHaveLength(1);
    const subscription = environment.mock
      .getAllOperations()
      .find((o) => o.request.node.params.name === 'useSynthUpdatedSubscription')!;
    // The run finishes while that read is still in flight: its answer may predate the event.
    act(() =>
      environment.mock.nextValue(
        subscription,
        MockPayloadGenerator.generate(subscription, {
          SynthUpdate: () => ({ runId: 'run-1', status: 'succeeded', synth: null }),
        }),
      ),
    );
    expect(reads()).toHaveLength(1);
    await answer('running');
    // So the run is read once more, and that answer is the one the page shows.
    expect(reads()).toHaveLength(1);
    await answer('succeeded');
    expect(reads()).toHaveLength(0);
    expect(screen.getAllByText('Succeeded').length).toBeGreaterThan(0);
  });

  it('does not read a finished run again without an event', () => {
    const environment = setup(RUN);
    // Only the page's preloaded query, which the mock keeps listed.
    expect(
      environment.mock.getAllOperations().filter((o) => o.request.node.params.name === 'RunPageQuery'),
    ).toHaveLength(1);
  });

  it("says the run is not found when it is not the viewer's", () => {
    setup(null);
    screen.getByRole('heading', { name: 'Run not found' });
    screen.getByText('This run does not exist, or it is not yours.');
  });
});
