import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  PublishingPlatform,
  useConnectPlatformMutation as Mutation,
} from '../__generated__/useConnectPlatformMutation.graphql';
import { useCommitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useConnectPlatformMutation($platform: PublishingPlatform!, $server: String) {
    connectPlatform(platform: $platform, server: $server)
  }
`;

/**
 * Sends the browser to the platform's page where the person allows Synth to post (on their own
 * `server`, where the platform has them); it comes back to Connected accounts.
 */
export function useConnectPlatformMutation(): [
  (platform: PublishingPlatform, server?: string | null) => Promise<void>,
  boolean,
] {
  const [send, inFlight] = useCommitAsPromise<Mutation>(mutation);
  const connect = useCallback(
    async (platform: PublishingPlatform, server: string | null = null) => {
      const { connectPlatform } = await send({ variables: { platform, server } });
      window.location.assign(connectPlatform);
    },
    [send],
  );
  return [connect, inFlight];
}
