import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  PublishingPlatform,
  useConnectWithAppPasswordMutation as Mutation,
} from '../__generated__/useConnectWithAppPasswordMutation.graphql';
import { useCommitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useConnectWithAppPasswordMutation(
    $platform: PublishingPlatform!
    $identifier: String!
    $appPassword: String!
  ) {
    connectPlatformWithAppPassword(platform: $platform, identifier: $identifier, appPassword: $appPassword) {
      platform
      ...PlatformConnectionCard_connection
    }
  }
`;

/** Connects with the person's handle and an app password made for Synth; the answer lists every platform again. */
export function useConnectWithAppPasswordMutation(): [
  (platform: PublishingPlatform, identifier: string, appPassword: string) => Promise<unknown>,
  boolean,
] {
  const [send, inFlight] = useCommitAsPromise<Mutation>(mutation);
  const connect = useCallback(
    (platform: PublishingPlatform, identifier: string, appPassword: string) =>
      send({
        variables: { platform, identifier, appPassword },
        updater: (store) => {
          const list = store.getPluralRootField('connectPlatformWithAppPassword');
          if (list)
            store.getRoot().setLinkedRecords(
              list.filter((r) => r !== null),
              'connectedAccounts',
            );
        },
      }),
    [send],
  );
  return [connect, inFlight];
}
