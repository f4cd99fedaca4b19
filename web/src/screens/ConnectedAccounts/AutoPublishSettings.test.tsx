import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AutoPublishSettingsTestQuery } from '../../__generated__/AutoPublishSettingsTestQuery.graphql';
import { createMockEnvironment, MockPayloadGenerator } from '../../test/mockEnvironment';
import { renderApp } from '../../test/render';
import { dismissToast } from '../../toast/toastStore';
import { AutoPublishSettings } from './AutoPublishSettings';

vi.mock('react-relay', async (importOriginal) =>
  (await import('../../test/relayTag')).withGraphqlTag(await importOriginal<object>()),
);

afterEach(() => {
  cleanup();
  act(() => dismissToast());
});

const query = graphql`
  query AutoPublishSettingsTestQuery @relay_test_operation {
    viewer {
      ...AutoPublishSettings_viewer
    }
  }
`;

function Host() {
  return <AutoPublishSettings viewer={useLazyLoadQuery<AutoPublishSettingsTestQuery>(query, {}).viewer} />;
}

const PREVIEW =
  'Goes out Tuesday 08:30, a good time on LinkedIn: people read LinkedIn most on weekday mornings, Tuesday to Thursday.';

function renderSettings(synth: Record<string, unknown>) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((op) =>
    MockPayloadGenerator.generate(op, {
      Viewer: () => ({ synths: { edges: [{ node: { id: 'synth-1', name: 'Freight watch', ...synth } }] } }),
    }),
  );
  renderApp(<Host />, { environment });
  return environment;
}

describe('automatic publishing at the best time', () => {
  it('says when the posts would go out and why, when the synth waits for the best time', () => {
    renderSettings({ autoPublishMinutes: 30, autoPublishBestTime: true, autoPublishPreview: [PREVIEW] });
    const row = screen.getByRole('list', { name: 'Automatic publishing per synth' });
    expect(within(row).getByLabelText('or later, at my best time on each network')).toHaveProperty('checked', true);
    within(screen.getByRole('list', { name: "When Freight watch's posts would go out" })).getByText(PREVIEW);
  });

  it('saves the choice of the best time with the minutes', async () => {
    const environment = renderSettings({ autoPublishMinutes: 30, autoPublishBestTime: false, autoPublishPreview: [] });
    expect(screen.queryByRole('list', { name: "When Freight watch's posts would go out" })).toBeNull();
    fireEvent.click(screen.getByLabelText('or later, at my best time on each network'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.variables).toEqual({ synthId: 'synth-1', minutes: 30, bestTime: true });
    await act(async () =>
      environment.mock.resolve(
        op,
        MockPayloadGenerator.generate(op, {
          Synth: () => ({
            id: 'synth-1',
            autoPublishMinutes: 30,
            autoPublishBestTime: true,
            autoPublishPreview: [PREVIEW],
          }),
        }),
      ),
    );
    await screen.findByText(
      "Freight watch's posts publish at your best time on each network, at least 30 minutes after each digest, unless you cancel.",
    );
    screen.getByText(PREVIEW);
  });
});
