import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCreateCheckoutMutation as Mutation, useCreateCheckoutMutation$data } from '../__generated__/useCreateCheckoutMutation.graphql';
import type { BillingCycle, Tier } from '../subscription/types';
import { settle } from './commitAsPromise';

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
  const [commit] = useMutation<Mutation>(mutation);
  return useCallback(
    (tier: Tier, billingCycle: BillingCycle) =>
      new Promise<useCreateCheckoutMutation$data>((resolve, reject) => {
        commit({ variables: { tier, billingCycle }, ...settle(resolve, reject) });
      }).then((data) => data.createCheckout),
    [commit],
  );
}
