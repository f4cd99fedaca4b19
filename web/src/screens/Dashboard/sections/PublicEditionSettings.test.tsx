import { act, fireEvent, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicEditionSettingsTestQuery } from '../../../__generated__/PublicEditionSettingsTestQuery.graphql';
import { createMockEnvironment, MockPayloadGenerator } from '../../../test/mockEnvironment';
import { renderApp, resetRenderedApp } from '../../../test/render';
import { PublicEditionSettings } from './PublicEditionSettings';

vi.mock('react-relay', async (importOriginal) =>
  (await import('../../../test/relayTag')).withGraphqlTag(await importOriginal<object>()),
);

afterEach(resetRenderedApp);

const query = graphql`
  query PublicEditionSettingsTestQuery @relay_test_operation {
    viewer {
      synths(first: 1) {
        edges {
          node {
            ...PublicEditionSettings_synth
          }
        }
      }
    }
  }
`;

function Host() {
  const data = useLazyLoadQuery<PublicEditionSettingsTestQuery>(query, {});
  return <PublicEditionSettings synth={data.viewer.synths.edges[0].node} />;
}

const SYNTH_ID = 'U3ludGg6MQ==';
const ARCHIVE = 'https://synth.example/p/abcdefgh2345';
const PRIVATE = { isPublic: false, archiveUrl: null, feedUrl: null, subscribers: 0 };

function renderSettings(edition: typeof PRIVATE | Record<string, unknown>) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((op) =>
    MockPayloadGenerator.generate(op, { Synth: () => ({ id: SYNTH_ID, publicEdition: edition }) }),
  );
  renderApp(<Host />, { environment });
  return environment;
}

describe('the public page settings', () => {
  it('say a private synth’s digests open only from their emails, and the switch publishes them', async () => {
    const environment = renderSettings(PRIVATE);
    screen.getByText(/only the people you send it to can open its web page/);
    const toggle = screen.getByRole('switch', { name: 'Publish the digests on a public page' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');

    fireEvent.click(toggle);
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.operation.name).toBe('useSetSynthPublicMutation');
    expect(op.request.variables).toEqual({ synthId: SYNTH_ID, isPublic: true });
    // The switch moves before the server answers.
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await act(async () =>
      environment.mock.resolve(op, {
        data: {
          setSynthPublic: {
            id: SYNTH_ID,
            publicEdition: { isPublic: true, archiveUrl: ARCHIVE, feedUrl: `${ARCHIVE}/feed.atom`, subscribers: 0 },
          },
        },
      }),
    );
    await screen.findByText('Your digests are public');
    expect(screen.getByRole('link', { name: ARCHIVE }).getAttribute('href')).toBe(ARCHIVE);
    expect(screen.getByRole('link', { name: `${ARCHIVE}/feed.atom` }).getAttribute('href')).toBe(
      `${ARCHIVE}/feed.atom`,
    );
    screen.getByText('None yet.');
  });

  it('count the addresses that asked on the page, in a sentence', () => {
    renderSettings({ isPublic: true, archiveUrl: ARCHIVE, feedUrl: `${ARCHIVE}/feed.atom`, subscribers: 3 });
    screen.getByText('3 addresses have asked on the page; each gets the digests once it confirms.');
  });
});
