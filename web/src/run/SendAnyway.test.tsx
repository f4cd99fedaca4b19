import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from '../relay/errors';
import { createMockEnvironment } from '../test/mockEnvironment';
import { renderApp, resetRenderedApp } from '../test/render';
import { SendAnyway } from './SendAnyway';

vi.mock('react-relay', async (importOriginal) =>
  (await import('../test/relayTag')).withGraphqlTag(await importOriginal<object>()),
);

afterEach(resetRenderedApp);

function renderButton(sentRunId: string | null = 'run-sent') {
  const environment = createMockEnvironment();
  renderApp(
    <SendAnyway
      runId="run-1"
      articleId="article-7"
      title="Payments regulator fines fintech lender"
      sentRunId={sentRunId}
    />,
    {
      environment,
      path: '/runs/run-1',
      routePath: '/runs/run-1',
      extraRoutes: [{ path: '/runs/:id', element: <p data-testid="run-page">another run</p> }],
    },
  );
  return environment;
}

const NEW_RUN = {
  __typename: 'SynthRun',
  id: 'run-new',
  status: 'queued',
  error: null,
  articlesFetched: 0,
  articlesFiltered: 0,
  articlesProcessed: 0,
  finishedAt: null,
  progress: { current: 0, total: 3, percent: 0 },
};

describe('Send it anyway', () => {
  it('links the digest that sent the story, says what the button does, and opens the new run it starts', async () => {
    const environment = renderButton();
    expect(screen.getByRole('link', { name: 'Open the digest that sent it' }).getAttribute('href')).toBe(
      '/runs/run-sent',
    );
    screen.getByText('Starts a new run now whose digest includes this story.');

    fireEvent.click(screen.getByRole('button', { name: 'Send it anyway' }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.operation.name).toBe('useSendStoryAnywayMutation');
    expect(op.request.variables).toEqual({ runId: 'run-1', articleId: 'article-7' });
    expect((screen.getByRole('button', { name: 'Starting a run…' }) as HTMLButtonElement).disabled).toBe(true);

    await act(async () => environment.mock.resolve(op, { data: { sendStoryAnyway: NEW_RUN } }));
    await screen.findByTestId('run-page');
    screen.getByText('A new run has started, and its digest will include this story.');
  });

  it("shows the server's reason when it refuses, and stays on the page", async () => {
    const environment = renderButton(null);
    expect(screen.queryByRole('link', { name: 'Open the digest that sent it' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send it anyway' }));
    const reason = 'Too many synth runs. Please wait 60 seconds and try again.';
    await act(async () =>
      environment.mock.reject(
        environment.mock.getMostRecentOperation(),
        new GraphQLRequestError(reason, { code: 'RATE_LIMITED' }),
      ),
    );
    await screen.findByText('The story was not sent');
    screen.getByText(reason);
    expect(screen.queryByTestId('run-page')).toBeNull();
    screen.getByRole('button', { name: 'Send it anyway' });
  });
});
