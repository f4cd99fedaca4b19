import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeliveryChannelMutationsAddMutation as Add } from '../__generated__/useDeliveryChannelMutationsAddMutation.graphql';
import type { useDeliveryChannelMutationsRemoveMutation as Remove } from '../__generated__/useDeliveryChannelMutationsRemoveMutation.graphql';
import { useCommitAsPromise } from './commitAsPromise';

const add = graphql`
  mutation useDeliveryChannelMutationsAddMutation($synthId: ID!, $kind: String!, $name: String!, $url: String) {
    addDeliveryChannel(synthId: $synthId, kind: $kind, name: $name, url: $url) {
      signingSecret
      synth {
        id
        ...DeliveryChannelsSettings_synth
      }
    }
  }
`;

const remove = graphql`
  mutation useDeliveryChannelMutationsRemoveMutation($channelId: ID!) {
    removeDeliveryChannel(channelId: $channelId) {
      id
      ...DeliveryChannelsSettings_synth
    }
  }
`;

export interface NewChannelInput {
  synthId: string;
  kind: string;
  name: string;
  url: string | null;
}

/** Adds a channel (its test message is sent first), answering a webhook's signing secret; and removes one. */
export function useDeliveryChannelMutations() {
  const [sendAdd, adding] = useCommitAsPromise<Add>(add);
  const [sendRemove, removing] = useCommitAsPromise<Remove>(remove);
  const addChannel = useCallback(
    async (input: NewChannelInput) => (await sendAdd({ variables: input })).addDeliveryChannel.signingSecret ?? null,
    [sendAdd],
  );
  const removeChannel = useCallback((channelId: string) => sendRemove({ variables: { channelId } }), [sendRemove]);
  return { addChannel, adding, removeChannel, removing };
}
