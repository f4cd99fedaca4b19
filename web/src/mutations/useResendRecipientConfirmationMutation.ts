import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  useResendRecipientConfirmationMutation as Mutation,
  useResendRecipientConfirmationMutation$data,
} from '../__generated__/useResendRecipientConfirmationMutation.graphql';
import { useCommitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useResendRecipientConfirmationMutation($synthId: ID!) {
    resendRecipientConfirmation(synthId: $synthId) {
      id
      ...RecipientConfirmationNote_synth
    }
  }
`;

/** Emails the synth's recipient another confirmation link; the answer refreshes the note. */
export function useResendRecipientConfirmationMutation(): [
  (synthId: string) => Promise<useResendRecipientConfirmationMutation$data>,
  boolean,
] {
  const [send, inFlight] = useCommitAsPromise<Mutation>(mutation);
  const resend = useCallback((synthId: string) => send({ variables: { synthId } }), [send]);
  return [resend, inFlight];
}
