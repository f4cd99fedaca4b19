import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  PublishingPlatform,
  useDisconnectPlatformMutation as Mutation,
} from '../__generated__/useDisconnectPlatformMutation.graphql';
import { useCommitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useDisconnectPlatformMutation($platform: PublishingPlatform!) {
    disconnectPlatform(platform: $platform) {
      platform
      ...PlatformConnectionCard_connection
    }
  }
`;

/** Revokes and deletes the connection; the answer lists every platform again. */
export function useDisconnectPlatformMutation(): [(platform: PublishingPlatform) => Promise<unknown>, boolean] {
  const [send, inFlight] = useCommitAsPromise<Mutation>(mutation);
  const disconnect = useCallback(
    (platform: PublishingPlatform) =>
      send({
        variables: { platform },
        updater: (store) => {
          // The answer is the whole list: the page's own list becomes it.
          const list = store.getPluralRootField('disconnectPlatform');
          if (list)
            store.getRoot().setLinkedRecords(
              list.filter((r) => r !== null),
              'connectedAccounts',
            );
        },
      }),
    [send],
  );
  return [disconnect, inFlight];
}
