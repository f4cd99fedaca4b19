import { act, fireEvent, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryChannelsSettingsTestQuery } from '../../../__generated__/DeliveryChannelsSettingsTestQuery.graphql';
import { createMockEnvironment, MockPayloadGenerator } from '../../../test/mockEnvironment';
import { renderApp, resetRenderedApp } from '../../../test/render';
import { DeliveryChannelsSettings } from './DeliveryChannelsSettings';

vi.mock('react-relay', async (importOriginal) =>
  (await import('../../../test/relayTag')).withGraphqlTag(await importOriginal<object>()),
);

afterEach(resetRenderedApp);

const query = graphql`
  query DeliveryChannelsSettingsTestQuery @relay_test_operation {
    viewer {
      synths(first: 1) {
        edges {
          node {
            ...DeliveryChannelsSettings_synth
          }
        }
      }
    }
  }
`;

function Host() {
  const data = useLazyLoadQuery<DeliveryChannelsSettingsTestQuery>(query, {});
  return <DeliveryChannelsSettings synth={data.viewer.synths.edges[0].node} />;
}

const SYNTH_ID = 'U3ludGg6MQ==';
const HOOK = { id: 'c1', kind: 'webhook', name: 'Intranet', hint: 'hooks.example/…abcd', feedUrl: null };

function renderSettings(deliveryChannels: { limit: number; channels: (typeof HOOK)[] }) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((op) =>
    MockPayloadGenerator.generate(op, { Synth: () => ({ id: SYNTH_ID, deliveryChannels }) }),
  );
  renderApp(<Host />, { environment });
  return environment;
}

describe('the delivery channels settings', () => {
  it('add a webhook after its test message, and show its signing secret once', async () => {
    const environment = renderSettings({ limit: 2, channels: [] });
    screen.getByText('None yet: the digest goes by email only.');
    fireEvent.click(screen.getByRole('button', { name: 'Add a channel' }));
    fireEvent.change(screen.getByLabelText('Where'), { target: { value: 'webhook' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Intranet' } });
    fireEvent.change(screen.getByLabelText('Webhook address'), { target: { value: 'https://hooks.example/abcd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send a test message and add' }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.variables).toEqual({
      synthId: SYNTH_ID,
      kind: 'webhook',
      name: 'Intranet',
      url: 'https://hooks.example/abcd',
    });
    await act(async () =>
      environment.mock.resolve(op, {
        data: {
          addDeliveryChannel: {
            signingSecret: 'whsec_abc',
            synth: { id: SYNTH_ID, deliveryChannels: { limit: 2, channels: [HOOK] } },
          },
        },
      }),
    );
    await screen.findByText('Channel added');
    expect(screen.getByText('whsec_abc').closest('p')?.textContent).toMatch(
      /^The webhook's signing secret, shown only now: whsec_abc\. Each delivery carries X-Synth-Signature/,
    );
    expect(screen.getByRole('list', { name: 'Delivery channels' }).textContent).toContain('Intranet · Webhook');
  });

  it('say why a channel was not added, and keep what was typed', async () => {
    const environment = renderSettings({ limit: 2, channels: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Add a channel' }));
    fireEvent.change(screen.getByLabelText('Webhook address'), { target: { value: 'https://hooks.slack.com/x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send a test message and add' }));
    const sentence =
      'The test message did not reach Slack, so the channel was not saved: Slack does not know this webhook address (HTTP 404): it may have been deleted.';
    await act(async () =>
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: null,
        errors: [{ message: sentence, extensions: { code: 'BAD_USER_INPUT' } }],
      } as never),
    );
    await screen.findByText(sentence);
    expect((screen.getByLabelText('Webhook address') as HTMLInputElement).value).toBe('https://hooks.slack.com/x');
  });

  it('give way to the plan’s limit once it is reached', () => {
    renderSettings({ limit: 1, channels: [HOOK] });
    screen.getByText('Your plan allows 1 channel per synth. Remove one to add another.');
    expect(screen.queryByRole('button', { name: 'Add a channel' })).toBeNull();
  });
});
