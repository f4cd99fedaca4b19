// The run page's explanations and feedback: why each article was kept, what was left out and why,
// More / Less like this and Include stories like this sent as rateRunArticle, and a reset that asks.
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
});

const SYNTH = {
  __typename: 'Synth',
  id: 'synth-1',
  feedHealth: [],
  feedback: { liked: 2, disliked: 1, total: 3, neededToLearn: 7 },
};
const RUN = {
  __typename: 'SynthRun',
  id: 'run-1',
  status: 'succeeded',
  synthName: 'Freight brief',
  timezone: 'UTC',
  synth: SYNTH,
  posts: [],
  logs: { edges: [] },
  articles: [
    {
      articleId: 'a-1',
      title: 'Freight rates climb',
      link: null,
      source: 'Freight Weekly',
      summary: 'Rates rose.',
      alsoCoveredBy: [],
      because: ['logistics', 'freight'],
      likedTitles: ['Port opens electric terminal'],
      feedback: null,
    },
  ],
  leftOut: [
    {
      articleId: 'l-1',
      title: 'Airline adds lounge',
      link: null,
      source: 'Travel Daily',
      reason: 'belowThreshold',
      explanation: 'Below the threshold: it scored 0.40 of the 1.00 needed.',
      feedback: null,
      sentRunId: null,
    },
    {
      articleId: 'l-2',
      title: 'Striker signs',
      link: null,
      source: null,
      reason: 'noTopicMatched',
      explanation: 'No topic matched.',
      feedback: 'more',
      sentRunId: null,
    },
  ],
};

function setup(node: Record<string, unknown>): TestEnvironment {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((op) =>
    MockPayloadGenerator.generate(op, {
      Node: () => node,
      SynthRun: () => node,
      Synth: () => SYNTH,
      RunLogConnection: () => (node as { logs: unknown }).logs,
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

const operation = (env: TestEnvironment, name: string) =>
  env.mock.getAllOperations().find((o) => o.request.node.params.name === name)!;

describe('the run page explains and learns', () => {
  it('says why each kept article is there and why each other one was left out', () => {
    setup(RUN);
    const kept = screen.getByRole('list', { name: 'Articles' });
    within(kept).getByText('Because: logistics, freight, and because you liked “Port opens electric terminal”');
    const left = screen.getByRole('list', { name: 'Left out' });
    within(left).getByText('Below the threshold: it scored 0.40 of the 1.00 needed.');
    within(left).getByText('No topic matched.');
    screen.getByText(
      '3 ratings (2 more like this, 1 less like this). 7 more and your synth starts learning from them.',
    );
  });

  it('records More like this on a kept article and Include stories like this on a left-out one', async () => {
    const env = setup(RUN);
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Feedback on Freight rates climb' })).getByRole('button', {
        name: 'More like this',
      }),
    );
    const more = operation(env, 'useRateRunArticleMutation');
    expect(more.request.variables).toEqual({ runId: 'run-1', articleId: 'a-1', feedback: 'more' });
    await act(async () =>
      env.mock.resolve(
        more,
        MockPayloadGenerator.generate(more, {
          SynthRun: () => ({ ...RUN, articles: [{ ...RUN.articles[0], feedback: 'more' }] }),
          Synth: () => ({ ...SYNTH, feedback: { liked: 3, disliked: 1, total: 4, neededToLearn: 6 } }),
        }),
      ),
    );
    const pressed = within(screen.getByRole('group', { name: 'Feedback on Freight rates climb' })).getByRole('button', {
      name: 'More like this',
    });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    screen.getByText(/^4 ratings/);

    // The one already included shows so; the other offers to include.
    expect(screen.getByRole('button', { name: 'Included: stories like this' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Feedback on Airline adds lounge' })).getByRole('button', {
        name: 'Include stories like this',
      }),
    );
    const include = env.mock
      .getAllOperations()
      .filter((o) => o.request.node.params.name === 'useRateRunArticleMutation')
      .at(-1)!;
    expect(include.request.variables).toEqual({ runId: 'run-1', articleId: 'l-1', feedback: 'more' });
  });

  it('resets the feedback only after the person confirms', async () => {
    const env = setup(RUN);
    fireEvent.click(screen.getByRole('button', { name: 'Reset feedback' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset feedback?' });
    within(dialog).getByText(/forget all 3 ratings/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(
      env.mock.getAllOperations().some((o) => o.request.node.params.name === 'useResetSynthFeedbackMutation'),
    ).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Reset feedback' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Reset feedback?' })).getByRole('button', { name: 'Reset feedback' }),
    );
    const reset = operation(env, 'useResetSynthFeedbackMutation');
    expect(reset.request.variables).toEqual({ synthId: 'synth-1' });
    await act(async () =>
      env.mock.resolve(reset, {
        data: {
          resetSynthFeedback: { id: 'synth-1', feedback: { liked: 0, disliked: 0, total: 0, neededToLearn: 10 } },
        },
      }),
    );
    screen.getByText(/^No feedback yet\./);
    await screen.findByText('Feedback reset');
  });
});
