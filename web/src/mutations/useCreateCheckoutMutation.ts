import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  useCreateCheckoutMutation as Mutation,
  useCreateCheckoutMutation$data,
} from '../__generated__/useCreateCheckoutMutation.graphql';
import type { BillingCycle, Tier } from '@synth/core/pure';
import { useCommitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useCreateCheckoutMutation($tier: String!, $billingCycle: String!) {
    createCheckout(tier: $tier, billingCycle: $billingCycle) {
      checkoutUrl
      updated
      status
    }
  }
`;

export type CheckoutAnswer = useCreateCheckoutMutation$data['createCheckout'];

/** Starts Stripe Checkout, or changes a running subscription in place. Nothing to guess: no optimistic update. */
export function useCreateCheckoutMutation(): (tier: Tier, billingCycle: BillingCycle) => Promise<CheckoutAnswer> {
  const [send] = useCommitAsPromise<Mutation>(mutation);
  return useCallback(
    (tier: Tier, billingCycle: BillingCycle) =>
      send({ variables: { tier, billingCycle } }).then((data) => data.createCheckout),
    [send],
  );
}
