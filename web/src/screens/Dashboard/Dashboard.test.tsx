import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import {
  createMockEnvironment,
  MockPayloadGenerator,
  resolveEvery,
  type TestEnvironment,
} from '../../test/mockEnvironment';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardQuery } from '../../__generated__/DashboardQuery.graphql';
import { viewerSynthConnections } from '../../mutations/connections';
import { GraphQLRequestError } from '../../relay/errors';
import { renderApp } from '../../test/render';
import { dismissToast } from '../../toast/toastStore';
import type { EditorCatalogQuery } from '../../__generated__/EditorCatalogQuery.graphql';
import { Dashboard, DashboardQueryDef } from './Dashboard';
import { EditorCatalogQueryDef } from './EditorCatalog';
import { TRANSLATION_NEEDS_MODEL } from './sections/DigestLanguageField';
import { CONTENT_TYPES } from '@synth/core/pure';

vi.mock('react-relay', async (importOriginal) =>
  (await import('../../test/relayTag')).withGraphqlTag(await importOriginal<object>()),
);

const CATEGORIES = [
  {
    id: 'it',
    name: 'IT & Digital Transformation',
    description: 'IT',
    specializations: [
      { _id: 'it-cloud', name: 'Cloud Computing', description: 'Cloud', keywords: ['cloud computing', 'aws'] },
      { _id: 'it-ai', name: 'Artificial Intelligence', description: 'AI', keywords: ['machine learning'] },
    ],
  },
];

interface Options {
  status?: string;
  maxRssFeeds?: number;
  canUseCustomPrompts?: boolean;
  synth?: Record<string, unknown> | null;
  /** Whether the server has a model (the editor's catalogue says so). */
  translationAvailable?: boolean;
}

let environment: TestEnvironment;
/** Answers OpmlControlsQuery while set; the feedsFromOpml variables are recorded. */
let opmlAnswer: ((opml: string) => string[] | Error) | null = null;
let opmlRequests: { opml: string }[] = [];

/** The editor's catalogue query: the professions, and no templates or instructions (the editor keeps its built-ins). */
const CATALOG = {
  professionalCategories: CATEGORIES,
  contentTemplates: [],
  platformInstructions: [],
};

function renderDashboard({
  status = 'trial',
  maxRssFeeds = 10,
  canUseCustomPrompts = true,
  synth = {},
  path = '/dashboard',
  translationAvailable = false,
}: Options & { path?: string } = {}) {
  environment = createMockEnvironment();
  // The two screen queries (the dashboard and the editor's catalogue) are each answered once.
  const answerScreenQuery: Parameters<typeof environment.mock.queueOperationResolver>[0] = (op) => {
    const payload = MockPayloadGenerator.generate(op, {
      User: () => ({
        id: 'user-1',
        displayName: 'Ada Lovelace',
        email: 'ada@example.com',
        photoUrl: null,
        subscriptionStatus: status,
        executionsUsed: 1,
      }),
      Features: () => ({
        maxRssFeeds,
        canUseEmail: true,
        canUseRealWorldExamples: true,
        canUseInternetSearch: true,
        canUseLinkedIn: true,
        canUseCustomPrompts,
        canUseAISummaries: true,
        canUseAIPosts: true,
        canPublish: true,
      }),
      SynthConnection: () => ({ edges: synth ? [{ cursor: 'c1', node: {} }] : [] }),
      Synth: () => ({
        id: 'synth-1',
        name: 'Morning brief',
        status: 'active',
        rssFeedUrls: ['https://example.com/feed.xml'],
        topics: [],
        fetchLatestOnly: true,
        readFullArticle: true,
        summaryLength: 'brief',
        summaryStyle: 'informative',
        summaryCustomPrompt: null,
        recipientEmail: 'ada@example.com',
        emailScheduleTime: '07:30',
        emailFrequency: 'daily',
        userTimezone: 'Europe/Paris',
        sendWhenNothingNew: false,
        contentType: 'linkedin',
        contentTemplate: 'informative',
        contentCustomPrompt: null,
        autoSelectTemplate: false,
        linkedInEnabled: true,
        linkedInPostStyle: 'informative',
        linkedInCustomPrompt: null,
        includeHashtags: true,
        enableRealWorldExamples: false,
        digestLanguage: 'en',
        digestItemLimit: 10,
        stats: { articlesFetched: 0, articlesFiltered: 0, articlesProcessed: 0, lastRun: null },
        ...synth,
      }),
    });
    Object.assign(payload.data!, CATALOG, { translationAvailable });
    return payload;
  };
  // The mock drops every queued copy of a resolver it used, so each query gets its own function.
  for (let i = 0; i < 2; i++) environment.mock.queueOperationResolver((op) => answerScreenQuery(op));
  // After the screen query: OPML reads are answered, every other operation waits for the test.
  resolveEvery(environment, (op) => {
    if (op.request.node.operation.name !== 'OpmlControlsQuery' || !opmlAnswer) return null;
    const { opml } = op.request.variables as { opml: string };
    opmlRequests.push({ opml });
    const answer = opmlAnswer(opml);
    return answer instanceof Error ? answer : { data: { feedsFromOpml: answer } };
  });
  // loadQuery bypasses environment.execute, so the operations must be registered as pending.
  environment.mock.queuePendingOperation(DashboardQueryDef, {});
  environment.mock.queuePendingOperation(EditorCatalogQueryDef, {});
  const queryRef = loadQuery<DashboardQuery>(environment, DashboardQueryDef, {});
  const catalogRef = loadQuery<EditorCatalogQuery>(environment, EditorCatalogQueryDef, {});
  return renderApp(<Dashboard queryRef={queryRef} catalogRef={catalogRef} />, { path, environment });
}

/** Clicks the editor's button and returns the operation it sent, checking which one it is. */
const clickAndCheckOperation = (button: string, operationName: string) => {
  fireEvent.click(screen.getByRole('button', { name: button }));
  const op = environment.mock.getMostRecentOperation();
  expect(op.request.node.operation.name).toBe(operationName);
  return op;
};
const toastRegion = () => screen.getByRole('region', { name: 'Notifications (F8)' });
/** The figure the Synth Status panel shows under a label. */
const statusFigure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
const addFeed = (url: string) => {
  fireEvent.change(screen.getByLabelText('New RSS feed URL'), { target: { value: url } });
  fireEvent.click(screen.getByRole('button', { name: 'Add Feed' }));
};

beforeEach(() => {
  opmlAnswer = null;
  opmlRequests = [];
});

/** The validateFeed mutation the last Validate click sent, answered or failed. */
const validation = () => {
  const op = environment.mock.getMostRecentOperation();
  expect(op.request.node.operation.name).toBe('useValidateFeedMutation');
  return op;
};
const answerValidation = (validateFeed: { valid: boolean; articleCount?: number; message?: string }) =>
  act(async () =>
    environment.mock.resolve(validation(), {
      data: { validateFeed: { articleCount: 0, message: '', ...validateFeed } },
    }),
  );
const failValidation = (error: Error) => act(async () => environment.mock.reject(validation(), error));

// Failures some tests provoke log on purpose; keep the output readable.
beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterAll(() => vi.restoreAllMocks());

afterEach(() => {
  cleanup();
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('Dashboard header', () => {
  it('shows the name, the initial without a photo, the trial badge and Subscribe Now', () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Ada Lovelace');
    screen.getByText('Free Trial');
    expect(screen.getByRole('link', { name: 'Subscribe Now' }).getAttribute('href')).toBe('/subscribe');
    expect(screen.getAllByTestId('avatar')[0].textContent).toBe('A');
  });

  it('shows Active Subscription without a Subscribe Now link for a paying user', () => {
    renderDashboard({ status: 'active-professional' });
    screen.getByText('Active Subscription');
    expect(screen.queryByRole('link', { name: 'Subscribe Now' })).toBeNull();
  });
});

describe('loading the synth into the form', () => {
  it("loads the account's synth", () => {
    renderDashboard();
    expect((screen.getByLabelText('Synth name') as HTMLInputElement).value).toBe('Morning brief');
    expect((screen.getByLabelText('RSS feed URL 1') as HTMLInputElement).value).toBe('https://example.com/feed.xml');
    expect((screen.getByLabelText('Delivery time') as HTMLInputElement).value).toBe('07:30');
  });

  it('cuts the feed list to the plan maximum on load', () => {
    renderDashboard({
      maxRssFeeds: 2,
      synth: { rssFeedUrls: ['https://a.test/1', 'https://a.test/2', 'https://a.test/3'] },
    });
    screen.getByLabelText('RSS feed URL 2');
    expect(screen.queryByLabelText('RSS feed URL 3')).toBeNull();
  });
});

describe('RSS feed rules', () => {
  it('refuses a duplicate feed', () => {
    renderDashboard();
    addFeed('https://example.com/feed.xml');
    const toast = within(toastRegion());
    toast.getByText('Duplicate Feed');
    toast.getByText('This RSS feed is already in your list.');
  });

  it('refuses a feed over the plan maximum, naming the plan', () => {
    renderDashboard({
      status: 'active-basic',
      maxRssFeeds: 2,
      synth: { rssFeedUrls: ['https://a.test/1', 'https://a.test/2'] },
    });
    addFeed('https://a.test/3');
    const toast = within(toastRegion());
    toast.getByText('Maximum RSS feeds reached');
    toast.getByText('Your Basic plan allows up to 2 RSS feeds. Upgrade your subscription for more feeds.');
    expect(screen.queryByLabelText('RSS feed URL 3')).toBeNull();
  });

  it('adds a new feed below the existing ones', () => {
    renderDashboard();
    addFeed('https://news.test/rss');
    expect((screen.getByLabelText('RSS feed URL 2') as HTMLInputElement).value).toBe('https://news.test/rss');
  });

  it('asks for a URL when validating an empty row', () => {
    renderDashboard({ synth: { rssFeedUrls: [''] } });
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    const toast = within(toastRegion());
    toast.getByText('Validation Error');
    toast.getByText('Please enter a valid RSS feed URL');
  });

  it('shows validating, then the article count of a valid feed', async () => {
    renderDashboard();
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    screen.getByText('Validating…');
    await answerValidation({ valid: true, articleCount: 12 });
    await screen.findByText('Valid feed · 12 articles');
    // Editing the URL clears the result.
    fireEvent.change(screen.getByLabelText('RSS feed URL 1'), { target: { value: 'https://example.com/other.xml' } });
    expect(screen.queryByText('Valid feed · 12 articles')).toBeNull();
  });

  it('says when the validation call itself fails', async () => {
    renderDashboard();
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    await failValidation(new TypeError('Failed to fetch'));
    const toast = within(toastRegion());
    await toast.findByText('Failed to validate RSS feed: Failed to fetch');
    toast.getByText('Error');
  });

  it("toasts the server's sentence when feed checks are refused for coming too fast (429)", async () => {
    const sentence = 'Too many feed checks. Try again in 40 seconds.';
    renderDashboard();
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    await failValidation(new GraphQLRequestError(sentence, { code: 'RATE_LIMITED', status: 429 }));
    await within(toastRegion()).findByText(`Failed to validate RSS feed: ${sentence}`);
  });

  it('marks an invalid feed and toasts the server message', async () => {
    renderDashboard();
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    await answerValidation({ valid: false, message: 'Not a feed' });
    await screen.findByText('Invalid feed');
    within(toastRegion()).getByText('Invalid RSS Feed');
    within(toastRegion()).getByText('Not a feed');
  });
});

describe('OPML', () => {
  const importOpml = (urls: string[] | Error) => {
    opmlAnswer = () => urls;
    fireEvent.click(screen.getByRole('button', { name: 'Import OPML' }));
    const file = new File(['<opml version="2.0"><body/></opml>'], 'feeds.opml', { type: 'text/x-opml' });
    fireEvent.change(screen.getByLabelText('OPML file to import'), { target: { files: [file] } });
  };

  it("adds the file's feeds to the editor, skipping ones already listed, without saving", async () => {
    renderDashboard();
    importOpml(['https://example.com/feed.xml', 'https://news.test/new.xml']);
    await within(toastRegion()).findByText('OPML imported');
    within(toastRegion()).getByText('Added 1 feed from the file. 1 was already in your list.');
    expect((screen.getByLabelText('RSS feed URL 2') as HTMLInputElement).value).toBe('https://news.test/new.xml');
    expect(opmlRequests[0]).toEqual({ opml: '<opml version="2.0"><body/></opml>' });
    const pending = environment.mock.getAllOperations().map((op) => op.request.node.operation.name);
    expect(pending.filter((name) => /Mutation$/.test(name))).toEqual([]);
  });

  it('stops at the plan maximum with the exact plan-limit toast', async () => {
    renderDashboard({ status: 'active-basic', maxRssFeeds: 2 });
    importOpml(['https://news.test/a.xml', 'https://news.test/b.xml']);
    await within(toastRegion()).findByText(
      'Your Basic plan allows up to 2 RSS feeds. Upgrade your subscription for more feeds.',
    );
    expect((screen.getByLabelText('RSS feed URL 2') as HTMLInputElement).value).toBe('https://news.test/a.xml');
    expect(screen.queryByLabelText('RSS feed URL 3')).toBeNull();
  });

  it('explains a file the server cannot read and adds nothing', async () => {
    renderDashboard();
    importOpml(new GraphQLRequestError('This file is not OPML: it has no <opml><body>', { code: 'BAD_USER_INPUT' }));
    await within(toastRegion()).findByText('Invalid OPML file');
    within(toastRegion()).getByText('This file is not OPML: it has no <opml><body>');
    expect(screen.queryByLabelText('RSS feed URL 2')).toBeNull();
  });

  it("exports a saved synth's feeds; an unsaved one has nothing to export yet", () => {
    renderDashboard();
    expect(screen.getByRole('link', { name: 'Export OPML' }).getAttribute('href')).toBe('/api/synths/synth-1/opml');
    cleanup();
    renderDashboard({ synth: null });
    expect(screen.queryByRole('link', { name: 'Export OPML' })).toBeNull();
  });
});

describe('topics', () => {
  it('adds a trimmed keyword on Enter and ignores blank ones', () => {
    renderDashboard();
    const input = screen.getByLabelText('Topic keywords');
    fireEvent.change(input, { target: { value: '  fintech  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const topics = within(screen.getByRole('list', { name: 'Topics' }));
    expect(topics.getAllByRole('listitem').map((li) => li.textContent?.replace('×', ''))).toEqual(['fintech']);
  });

  it('adds and removes a specialization’s professional: keywords', async () => {
    renderDashboard();
    const cloud = await screen.findByRole('button', { name: 'Cloud Computing' });
    fireEvent.click(cloud);
    expect(cloud.getAttribute('aria-pressed')).toBe('true');
    const topics = () => within(screen.getByRole('list', { name: 'Topics' }));
    topics().getByText('cloud computing');
    topics().getByText('aws');
    fireEvent.click(cloud);
    expect(cloud.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('list', { name: 'Topics' })).toBeNull();
  });

  it('deselects the specialization when one of its chips is removed', async () => {
    renderDashboard();
    const cloud = await screen.findByRole('button', { name: 'Cloud Computing' });
    fireEvent.click(cloud);
    fireEvent.click(screen.getByRole('button', { name: 'Remove aws' }));
    expect(cloud.getAttribute('aria-pressed')).toBe('false');
  });

  it('says when no profession matches the search', async () => {
    renderDashboard();
    await screen.findByRole('button', { name: 'Cloud Computing' });
    fireEvent.change(screen.getByLabelText('Search professions'), { target: { value: 'zzz' } });
    screen.getByText('No matching professions found');
  });
});

describe('content rules', () => {
  it('offers every content type of the registry with its label, each selecting its first template', () => {
    renderDashboard();
    const picker = screen.getByLabelText('Content type') as HTMLSelectElement;
    expect([...picker.options].map((o) => [o.value, o.text])).toEqual(CONTENT_TYPES.map((t) => [t.id, t.pickerLabel]));
    for (const type of CONTENT_TYPES) {
      fireEvent.change(picker, { target: { value: type.id } });
      expect((screen.getByLabelText('Template') as HTMLSelectElement).value).toBe(type.templates[0].id);
      const hintId = picker.getAttribute('aria-describedby')?.split(' ')[0] ?? '';
      expect(document.getElementById(hintId)?.textContent).toBe(type.instructions);
    }
    // Each type re-renders the whole editor: room for all of them on a busy machine.
  }, 30_000);

  it('selects the first template of a new content type', () => {
    renderDashboard();
    fireEvent.change(screen.getByLabelText('Content type'), { target: { value: 'twitter' } });
    expect((screen.getByLabelText('Template') as HTMLSelectElement).value).toBe('concise');
    fireEvent.change(screen.getByLabelText('Content type'), { target: { value: 'linkedin' } });
    expect((screen.getByLabelText('Template') as HTMLSelectElement).value).toBe('informative');
  });

  it('fills the custom prompt from a LinkedIn template', () => {
    renderDashboard();
    fireEvent.change(screen.getByLabelText('Template'), { target: { value: 'stats-driven-industry-impact' } });
    expect((screen.getByLabelText('Custom content prompt') as HTMLTextAreaElement).value).toMatch(/^Headline: /);
  });

  it('clears the custom prompts when Auto-select template is switched on', () => {
    renderDashboard({ synth: { contentCustomPrompt: 'Write like a pirate' } });
    expect((screen.getByLabelText('Custom content prompt') as HTMLTextAreaElement).value).toBe('Write like a pirate');
    fireEvent.click(screen.getByRole('switch', { name: 'Auto-select template' }));
    expect((screen.getByLabelText('Custom content prompt') as HTMLTextAreaElement).value).toBe('');
  });

  it('disables custom prompts without the feature, with the exact notice', () => {
    renderDashboard({ canUseCustomPrompts: false });
    expect((screen.getByLabelText('Custom content prompt') as HTMLTextAreaElement).disabled).toBe(true);
    expect(screen.getAllByText('Custom prompts require a subscription').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Upgrade your plan' })[0].getAttribute('href')).toBe('/subscribe');
  });
});

describe('schedule time', () => {
  it('normalises a loaded H:MM time to HH:MM', () => {
    renderDashboard({ synth: { emailScheduleTime: '7:05' } });
    expect((screen.getByLabelText('Delivery time') as HTMLInputElement).value).toBe('07:05');
  });

  it('falls back to 08:00 when the time is cleared or invalid', () => {
    renderDashboard();
    const time = screen.getByLabelText('Delivery time') as HTMLInputElement;
    fireEvent.change(time, { target: { value: '' } });
    expect(time.value).toBe('08:00');
  });

  it('shows the "nothing new" setting as a switch', () => {
    renderDashboard();
    const sw = screen.getByRole('switch', { name: 'Email me when there is nothing new' });
    expect(sw.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(sw);
    expect(sw.getAttribute('aria-checked')).toBe('true');
  });
});

describe('Quick Synth Creator', () => {
  it('asks for a prompt before creating', () => {
    renderDashboard();
    fireEvent.click(screen.getByRole('button', { name: 'Create Synth' }));
    const toast = within(toastRegion());
    toast.getByText('Prompt Required');
    toast.getByText('Please enter a description of the content you want to create.');
  });

  it('Clear Synth resets the form to the defaults', () => {
    renderDashboard();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Synth' }));
    expect((screen.getByLabelText('Synth name') as HTMLInputElement).value).toBe('My Content Synth');
    expect(screen.queryByLabelText('RSS feed URL 1')).toBeNull();
    expect((screen.getByLabelText('Delivery time') as HTMLInputElement).value).toBe('09:00');
  });
});

describe('status', () => {
  it('shows the status panel and the "no executions yet" summary', () => {
    renderDashboard();
    screen.getByText('Articles fetched');
    screen.getByText('Never');
    screen.getByText('No executions yet. Run your synth to see results here.');
  });

  it('summarises the last run', () => {
    renderDashboard({
      synth: {
        stats: { articlesFetched: 10, articlesFiltered: 4, articlesProcessed: 3, lastRun: '2026-03-05T09:07:00Z' },
      },
    });
    screen.getByText('Processed 3 of 10 articles.');
  });
});

describe('saving and running', () => {
  it('refuses to save without a feed, with a Validation Error toast', () => {
    renderDashboard({ synth: null });
    fireEvent.click(screen.getByRole('button', { name: 'Save Synth' }));
    const toast = within(toastRegion());
    toast.getByText('Validation Error');
    toast.getByText('At least one RSS feed URL is required');
  });

  it('creates an unsaved synth through createSynth', async () => {
    renderDashboard({ synth: null });
    addFeed('https://news.test/rss');
    const op = clickAndCheckOperation('Save Synth', 'useCreateSynthMutation');
    expect(op.request.variables.input).toMatchObject({
      name: 'My Content Synth',
      rssFeedUrls: ['https://news.test/rss'],
      emailScheduleTime: '08:00',
    });
    await act(async () =>
      environment.mock.resolve(op, MockPayloadGenerator.generate(op, { Synth: () => ({ id: 'new-synth' }) })),
    );
    within(toastRegion()).getByText('Synth created');
    // @appendNode put the new synth into the viewer's synth lists.
    const dashboardList = environment.getStore().getSource().get(viewerSynthConnections()[0]);
    expect((dashboardList?.edges as { __refs: string[] }).__refs).toHaveLength(1);
  });

  it('updates a saved synth through updateSynth', async () => {
    renderDashboard();
    fireEvent.change(screen.getByLabelText('Synth name'), { target: { value: 'Evening brief' } });
    const op = clickAndCheckOperation('Save Synth', 'useUpdateSynthMutation');
    expect(op.request.variables.id).toBe('synth-1');
    // Optimistic: the store has the saved values before the server answers; the error rolls them back.
    const synth = () => environment.getStore().getSource().get('synth-1');
    expect(synth()?.name).toBe('Evening brief');
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('Server said no')));
    expect(synth()?.name).toBe('Morning brief');
    within(toastRegion()).getByText('Error saving synth');
    within(toastRegion()).getByText('Server said no');
  });

  it('a save the plan refuses offers an Upgrade action to the subscribe page', async () => {
    const { router } = renderDashboard();
    fireEvent.click(screen.getByRole('button', { name: 'Save Synth' }));
    const message =
      'Maximum RSS feeds reached: Your Basic plan allows up to 10 RSS feeds. Upgrade your subscription for more feeds.';
    await act(async () =>
      environment.mock.rejectMostRecentOperation(
        new GraphQLRequestError(message, { code: 'UPGRADE_REQUIRED', status: 200 }),
      ),
    );
    const toast = within(toastRegion());
    toast.getByText('Error saving synth');
    toast.getByText(message);
    fireEvent.click(toast.getByRole('button', { name: 'Upgrade' }));
    expect(router.state.location.pathname).toBe('/subscribe');
  });

  it('an ordinary save error has no Upgrade action', async () => {
    renderDashboard();
    fireEvent.click(screen.getByRole('button', { name: 'Save Synth' }));
    await act(async () =>
      environment.mock.rejectMostRecentOperation(new GraphQLRequestError('Synth not found', { code: 'NOT_FOUND' })),
    );
    within(toastRegion()).getByText('Synth not found');
    expect(within(toastRegion()).queryByRole('button', { name: 'Upgrade' })).toBeNull();
  });

  it('runs an unsaved synth as a preview with the editor data', async () => {
    renderDashboard({ synth: null });
    addFeed('https://news.test/rss');
    clickAndCheckOperation('Run Synth', 'usePreviewSynthMutation');
    screen.getByText('Your synth is running…');
  });
});

describe('following a run through synthUpdated', () => {
  const update = (runId: string, status: string, processed: number, step = status === 'succeeded' ? 3 : 1) => ({
    data: {
      synthUpdated: {
        synthId: null,
        runId,
        updateType: status === 'succeeded' ? 'success' : 'info',
        message: status === 'succeeded' ? 'Run finished' : 'Fetching feeds',
        status,
        progress: { current: step, total: 3, percent: Math.round((step / 3) * 100) },
        stats: {
          articlesFetched: 9,
          articlesFiltered: 6,
          articlesProcessed: processed,
          lastRun: status === 'succeeded' ? '2026-01-05T08:00:00.000Z' : null,
        },
        synth: null,
      },
    },
  });

  it("a preview run ends with its stats from the live updates, also when they beat the mutation's answer", async () => {
    renderDashboard({ synth: null });
    addFeed('https://news.test/rss');
    fireEvent.click(screen.getByRole('button', { name: 'Run Synth' }));
    const live = environment.mock
      .getAllOperations()
      .find((op) => op.request.node.operation.name === 'useSynthUpdatedSubscription')!;
    const preview = environment.mock.getMostRecentOperation();
    expect(preview.request.node.operation.name).toBe('usePreviewSynthMutation');
    // Another run's update is ignored; a fast run reports progress and its end before the mutation answers.
    await act(async () => environment.mock.nextValue(live, update('run-other', 'succeeded', 1)));
    await act(async () => environment.mock.nextValue(live, update('run-1', 'running', 0)));
    await act(async () => environment.mock.nextValue(live, update('run-1', 'succeeded', 4)));
    screen.getByText('Your synth is running…');
    await act(async () =>
      environment.mock.resolve(
        preview,
        MockPayloadGenerator.generate(preview, { SynthRun: () => ({ id: 'run-1', status: 'queued' }) }),
      ),
    );
    await screen.findByText('Processed 4 of 9 articles.');
    expect(screen.queryByText('Your synth is running…')).toBeNull();
    expect(statusFigure('Articles processed')).toBe('4');
  });

  it('shows each step of the run and its counts as the live updates arrive', async () => {
    renderDashboard({ synth: null });
    addFeed('https://news.test/rss');
    fireEvent.click(screen.getByRole('button', { name: 'Run Synth' }));
    const live = environment.mock
      .getAllOperations()
      .find((op) => op.request.node.operation.name === 'useSynthUpdatedSubscription')!;
    const preview = environment.mock.getMostRecentOperation();
    screen.getByText('Step 0 of 3');
    await act(async () =>
      environment.mock.resolve(
        preview,
        MockPayloadGenerator.generate(preview, {
          SynthRun: () => ({
            id: 'run-1',
            status: 'queued',
            articlesFetched: 0,
            articlesFiltered: 0,
            articlesProcessed: 0,
            finishedAt: null,
          }),
          Progress: () => ({ current: 0, total: 3, percent: 0 }),
        }),
      ),
    );
    screen.getByText('Step 0 of 3');
    await act(async () => environment.mock.nextValue(live, update('run-1', 'running', 0, 1)));
    screen.getByText('Step 1 of 3');
    expect(statusFigure('Articles fetched')).toBe('9');
    await act(async () => environment.mock.nextValue(live, update('run-1', 'running', 2, 2)));
    screen.getByText('Step 2 of 3');
    expect(screen.getByRole('progressbar', { name: 'Run progress' }).getAttribute('aria-valuenow')).toBe('67');
    // An older step that lands after a newer one does not take the step shown back.
    await act(async () => environment.mock.nextValue(live, update('run-1', 'running', 0, 1)));
    screen.getByText('Step 2 of 3');
    await act(async () => environment.mock.nextValue(live, update('run-1', 'succeeded', 5)));
    screen.getByText('Processed 5 of 9 articles.');
    expect(screen.queryByRole('progressbar', { name: 'Run progress' })).toBeNull();
    expect(statusFigure('Articles filtered')).toBe('6');
    expect(statusFigure('Articles processed')).toBe('5');
  });
});

describe('arriving from onboarding', () => {
  it('bounces the Run button for 5 s after a 500 ms delay', () => {
    vi.useFakeTimers();
    try {
      renderDashboard({ path: '/dashboard?from=onboard' });
      const run = screen.getByRole('button', { name: 'Run Synth' });
      expect(run.getAttribute('data-bouncing')).toBe('false');
      act(() => vi.advanceTimersByTime(500));
      expect(run.getAttribute('data-bouncing')).toBe('true');
      act(() => vi.advanceTimersByTime(4999));
      expect(run.getAttribute('data-bouncing')).toBe('true');
      act(() => vi.advanceTimersByTime(1));
      expect(run.getAttribute('data-bouncing')).toBe('false');
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not bounce on a normal visit', () => {
    vi.useFakeTimers();
    try {
      renderDashboard();
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByRole('button', { name: 'Run Synth' }).getAttribute('data-bouncing')).toBe('false');
    } finally {
      vi.useRealTimers();
    }
  });

  describe('the digest language', () => {
    it('loads the saved language and sends the one chosen', () => {
      renderDashboard({ synth: { digestLanguage: 'fr' }, translationAvailable: true });
      expect((screen.getByLabelText('Digest language') as HTMLSelectElement).value).toBe('fr');
      screen.getByText('Summaries, posts and the email’s own words are written in this language.');
      fireEvent.change(screen.getByLabelText('Digest language'), { target: { value: 'de' } });
      const op = clickAndCheckOperation('Save Synth', 'useUpdateSynthMutation');
      expect(op.request.variables.input).toMatchObject({ digestLanguage: 'de' });
    });

    it('says that translation needs a model when the server has none and another language is chosen', () => {
      renderDashboard({ translationAvailable: false });
      expect(screen.queryByText(TRANSLATION_NEEDS_MODEL)).toBeNull();
      fireEvent.change(screen.getByLabelText('Digest language'), { target: { value: 'es' } });
      screen.getByText(TRANSLATION_NEEDS_MODEL);
      expect(screen.queryByText('Summaries, posts and the email’s own words are written in this language.')).toBeNull();
    });
  });

  describe('the digest item limit', () => {
    const limitBox = () => screen.getByLabelText('Stories per digest') as HTMLInputElement;

    it('loads the saved limit, explains it, and sends the one typed', () => {
      renderDashboard({ synth: { digestItemLimit: 5 } });
      expect(limitBox().value).toBe('5');
      screen.getByText('The most stories one digest carries, from 1 to 30. The most relevant come first.');
      fireEvent.change(limitBox(), { target: { value: '3' } });
      const op = clickAndCheckOperation('Save Synth', 'useUpdateSynthMutation');
      expect(op.request.variables.input).toMatchObject({ digestItemLimit: 3 });
    });

    it.each(['', '31', '2.5'])('refuses to save %j with the schema’s sentence', (typed) => {
      renderDashboard();
      fireEvent.change(limitBox(), { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: 'Save Synth' }));
      const toast = within(toastRegion());
      toast.getByText('Validation Error');
      toast.getByText('Stories per digest must be a whole number from 1 to 30.');
      expect(
        environment.mock.getAllOperations().some((op) => op.request.node.operation.name === 'useUpdateSynthMutation'),
      ).toBe(false);
    });
  });
});
