import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OnboardQuery } from '../../__generated__/OnboardQuery.graphql';
import { sessionStore } from '../../auth/sessionStore';
import { GraphQLRequestError } from '../../relay/errors';
import { createMockEnvironment, MockPayloadGenerator, type TestEnvironment } from '../../test/mockEnvironment';
import { renderApp, resetRenderedApp } from '../../test/render';
import { Onboard, OnboardQueryDef } from './Onboard';

vi.mock('react-relay', async (importOriginal) =>
  (await import('../../test/relayTag')).withGraphqlTag(await importOriginal<object>()),
);

afterEach(() => {
  resetRenderedApp();
  sessionStore.reset();
});

function setup() {
  const environment: TestEnvironment = createMockEnvironment();
  environment.mock.queueOperationResolver((op) =>
    MockPayloadGenerator.generate(op, {
      User: () => ({ id: 'u1', displayName: 'Ada Lovelace', email: 'ada@example.com' }),
      Features: () => ({ maxRssFeeds: 10, canUseRealWorldExamples: true }),
      SynthConnection: () => ({ edges: [] }),
    }),
  );
  environment.mock.queuePendingOperation(OnboardQueryDef, {});
  const queryRef = loadQuery<OnboardQuery>(environment, OnboardQueryDef, {});
  renderApp(<Onboard queryRef={queryRef} />, {
    path: '/onboard',
    environment,
    extraRoutes: [{ path: '/dashboard', element: <p>dashboard page</p> }],
  });
  return environment;
}

describe('Onboarding', () => {
  it('disables the submit arrow while the prompt is blank', () => {
    setup();
    const submit = screen.getByRole('button', { name: 'Create my synth' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Describe the content you want'), { target: { value: '   ' } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Describe the content you want'), { target: { value: 'fintech news' } });
    expect(submit.disabled).toBe(false);
    screen.getByRole('heading', { name: 'Tips' });
    expect(screen.getByRole('link', { name: /dashboard/i }).getAttribute('href')).toBe('/dashboard');
  });

  it('creates the synth, marks onboarding done, welcomes and redirects after 2 s', async () => {
    // The browser's zone travels with the prompt, so the drafted schedule is the user's local time.
    const resolved = Intl.DateTimeFormat().resolvedOptions();
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...resolved, timeZone: 'Asia/Tokyo' });
    const environment = setup();
    sessionStore.setUser({
      id: 'u1',
      firebaseUid: 'uid-1',
      displayName: 'Ada',
      email: null,
      photoUrl: null,
      onboarded: false,
      subscriptionStatus: 'trial',
    });
    // The box stops where the server would refuse a description as too long.
    expect(screen.getByLabelText('Describe the content you want').getAttribute('maxlength')).toBe('2000');
    fireEvent.change(screen.getByLabelText('Describe the content you want'), { target: { value: 'fintech news' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create my synth' }));
    expect((screen.getByRole('button', { name: 'Create my synth' }) as HTMLButtonElement).disabled).toBe(true);
    const draft = environment.mock.getMostRecentOperation();
    expect(draft.request.node.operation.name).toBe('useDraftSynthFromPromptMutation');
    expect(draft.request.variables).toEqual({ prompt: 'fintech news', timezone: 'Asia/Tokyo' });
    await act(async () =>
      environment.mock.resolve(draft, {
        data: {
          draftSynthFromPrompt: {
            name: 'Fintech watch',
            rssFeedUrls: ['https://a.test/rss'],
            topics: ['fintech'],
            emailScheduleTime: null,
            emailFrequency: null,
            userTimezone: null,
            summaryLength: null,
            summaryStyle: null,
            contentType: null,
            contentTemplate: null,
            includeHashtags: null,
            enableRealWorldExamples: null,
          },
        },
      }),
    );

    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe('useCreateSynthMutation'),
    );
    const create = environment.mock.getMostRecentOperation();
    expect(create.request.variables.input).toMatchObject({
      name: 'Fintech watch',
      rssFeedUrls: ['https://a.test/rss'],
      topics: ['fintech'],
      emailScheduleTime: '09:00',
    });
    await act(async () => environment.mock.resolve(create, MockPayloadGenerator.generate(create)));

    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe('useMarkOnboardedMutation'),
    );
    const mark = environment.mock.getMostRecentOperation();
    await act(async () => environment.mock.resolve(mark, { data: { markOnboarded: { id: 'u1', onboarded: true } } }));

    await screen.findByText('Welcome to Synth!');
    expect(sessionStore.getSnapshot().user?.onboarded).toBe(true);
    expect(screen.queryByText('dashboard page')).toBeNull();
    await screen.findByText('dashboard page', {}, { timeout: 3000 });
  });

  it('toasts the server message when quick creation fails', async () => {
    const environment = setup();
    fireEvent.change(screen.getByLabelText('Describe the content you want'), { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create my synth' }));
    // The server refuses the description with its reason.
    await act(async () =>
      environment.mock.reject(
        environment.mock.getMostRecentOperation(),
        new GraphQLRequestError('Try naming an industry', {
          code: 'BAD_USER_INPUT',
          fieldErrors: [{ field: 'prompt', message: 'Try naming an industry' }],
        }),
      ),
    );
    await screen.findByText('Error Creating Synth');
    screen.getByText('Try naming an industry');
  });
});
