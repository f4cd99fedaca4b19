import { billingOf, SubscriptionService } from '@synth/core/billing';
import type { User } from '@synth/core/users';
import type { Context } from '../../context';

/**
 * The caller's subscription, for REST and GraphQL alike. Each call that reaches Stripe (a forced
 * refresh, a checkout, a cancellation) is counted against the caller's rate limit first.
 */
export function callerSubscriptions(ctx: Pick<Context, 'em' | 'services' | 'caller'>) {
  const service = new SubscriptionService(ctx.em, billingOf(ctx.services), ctx.services.schedules);
  const { rateLimits } = ctx.services;
  return {
    async status(user: User, opts: { force: boolean }) {
      if (opts.force) await rateLimits.take('subscriptionRefresh', ctx.caller);
      return service.status(user, opts);
    },
    features: (user: User) => service.features(user),
    async checkout(user: User, input: unknown) {
      await rateLimits.take('checkout', ctx.caller);
      return service.checkout(user, input);
    },
    async cancel(user: User) {
      await rateLimits.take('cancel', ctx.caller);
      return service.cancel(user);
    },
  };
}
