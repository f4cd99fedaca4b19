// The editor's preview: asked once typing pauses (one request for a burst of changes, with the
// latest topics), showing what would be kept and why the rest would be left out.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockEnvironment, type TestEnvironment } from '../../../test/mockEnvironment';
import { renderApp, resetRenderedApp } from '../../../test/render';
import { SynthProvider } from '../../../synth/SynthProvider';
import { initialSynthState } from '../../../synth/synthReducer';
import { useSynth } from '../../../synth/useSynth';
import { RelevancePreview } from './RelevancePreview';

vi.mock('react-relay', async (importOriginal) =>
  (await import('../../../test/relayTag')).withGraphqlTag(await importOriginal<object>()),
);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  resetRenderedApp();
  vi.useRealTimers();
});

function AddTopic({ topic }: { topic: string }) {
  const { state, dispatch } = useSynth();
  return (
    <button onClick={() => dispatch({ type: 'UPDATE_FIELD', field: 'topics', value: [...state.form.topics, topic] })}>
      add {topic}
    </button>
  );
}

function setup(feeds: string[]): TestEnvironment {
  const environment = createMockEnvironment();
  const start = initialSynthState();
  const state = { ...start, form: { ...start.form, id: 'synth-1', rssFeedUrls: feeds, topics: ['logistics'] } };
  renderApp(
    <SynthProvider initialState={state}>
      <RelevancePreview />
      <AddTopic topic="freight" />
      <AddTopic topic="football" />
    </SynthProvider>,
    { environment },
  );
  return environment;
}

const previews = (env: TestEnvironment) =>
  env.mock.getAllOperations().filter((o) => o.request.node.params.name === 'useRelevancePreviewQuery');
const pause = () =>
  act(() => {
    vi.advanceTimersByTime(600);
  });

const ANSWER = {
  read: 3,
  kept: [
    {
      articleId: 'a',
      title: 'Freight rates climb',
      source: 'Freight Weekly',
      because: ['logistics', 'freight'],
      likedTitles: [],
    },
  ],
  leftOut: [
    {
      articleId: 'b',
      title: 'Striker signs',
      source: 'Sports Daily',
      reason: 'noTopicMatched',
      explanation: 'No topic matched.',
    },
    {
      articleId: 'c',
      title: 'Airline adds lounge',
      source: null,
      reason: 'belowThreshold',
      explanation: 'Below the threshold: it scored 0.40 of the 1.00 needed.',
    },
  ],
};

describe('the relevance preview', () => {
  it('shows what the topics keep and why the rest is left out', async () => {
    const env = setup(['https://feeds.example.com/a.xml', 'not a url']);
    pause();
    const [op] = previews(env);
    expect(op.request.variables).toEqual({
      rssFeedUrls: ['https://feeds.example.com/a.xml'],
      topics: ['logistics'],
      synthId: 'synth-1',
    });
    await act(async () => env.mock.resolve(op, { data: { relevancePreview: ANSWER } }));
    const box = screen.getByTestId('relevance-preview');
    within(box).getByText('Of the 3 articles your feeds carried in the last 7 days, 1 would be kept.');
    const kept = within(box).getByRole('list', { name: 'Would be kept' });
    expect(kept.textContent).toContain('Freight rates climb — Freight Weekly');
    within(kept).getByText('Because: logistics, freight');
    const left = within(box).getByRole('list', { name: 'Would be left out' });
    within(left).getByText('No topic matched.');
    within(left).getByText('Below the threshold: it scored 0.40 of the 1.00 needed.');
  });

  it('asks once per pause, with the latest topics, keeping the last answer on screen meanwhile', async () => {
    const env = setup(['https://feeds.example.com/a.xml']);
    pause();
    await act(async () => env.mock.resolve(previews(env)[0], { data: { relevancePreview: ANSWER } }));
    fireEvent.click(screen.getByRole('button', { name: 'add freight' }));
    act(() => {
      vi.advanceTimersByTime(200);
    });
    fireEvent.click(screen.getByRole('button', { name: 'add football' }));
    pause();
    const asked = previews(env);
    expect(asked).toHaveLength(1);
    expect(asked[0].request.variables.topics).toEqual(['logistics', 'freight', 'football']);
    expect(screen.getByTestId('relevance-preview').getAttribute('aria-busy')).toBe('true');
    screen.getByText('Freight rates climb — Freight Weekly', { exact: false });
  });

  it('asks nothing without a feed, and says what to do', () => {
    const env = setup([]);
    pause();
    expect(previews(env)).toHaveLength(0);
    screen.getByText('Add a feed to see which of its recent articles your topics would keep.');
  });
});
