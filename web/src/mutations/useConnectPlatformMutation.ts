import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  PublishingPlatform,
  useConnectPlatformMutation as Mutation,
} from '../__generated__/useConnectPlatformMutation.graphql';
import { useCommitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useConnectPlatformMutation($platform: PublishingPlatform!) {
    connectPlatform(platform: $platform)
  }
`;

/** Sends the browser to the platform's page where the person allows Synth to post; it comes back to Connected accounts. */
export function useConnectPlatformMutation(): [(platform: PublishingPlatform) => Promise<void>, boolean] {
  const [send, inFlight] = useCommitAsPromise<Mutation>(mutation);
  const connect = useCallback(
    async (platform: PublishingPlatform) => {
      const { connectPlatform } = await send({ variables: { platform } });
      window.location.assign(connectPlatform);
    },
    [send],
  );
  return [connect, inFlight];
}
