import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  Float,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { confirmSession, requireViewer, type Context } from '../../context';
import { FeaturesType } from '../users/user.resolver';
import { User } from '@synth/core/users';
import {
  billingOf,
  type PricingResponse,
  featuresResponse,
  statusResponse,
  type SubscriptionStatusResponse,
} from '@synth/core/billing';
import { TIERS } from '@synth/core/plans';
import { callerSubscriptions } from './caller-subscriptions';

@ObjectType('TierPrice', {
  description: 'One plan of the pricing answer: its monthly and yearly prices and its yearly coupon',
})
export class TierPriceType {
  @Field(() => String, { description: 'basic, professional or thought-leader' }) id!: string;
  @Field(() => String) name!: string;
  @Field(() => Float) monthly!: number;
  @Field(() => Float, { description: 'What a year costs, after the yearly coupon' }) yearly!: number;
  @Field(() => Float) discountPercent!: number;
  @Field(() => String, { nullable: true }) couponId!: string | null;
}

@ObjectType('PricingCoupon')
export class PricingCouponType {
  @Field(() => String) id!: string;
  @Field(() => Float) percentOff!: number;
}

@ObjectType('Pricing')
export class PricingType {
  @Field(() => [TierPriceType], { description: 'In tier order: basic, professional, thought-leader' })
  tiers!: TierPriceType[];
  @Field(() => [PricingCouponType]) coupons!: PricingCouponType[];
  @Field(() => String, { description: 'production, or another name for test setups' }) environment!: string;
  @Field(() => Int) trialDays!: number;
  @Field(() => String, { description: 'stripe, or fallback when Stripe could not be read' }) source!: string;
}

@ObjectType('SubscriptionState', {
  description: "The signed-in user's subscription: status, billing cycle, days left, Stripe state and features",
})
export class SubscriptionStateType {
  @Field(() => String, {
    description: 'trial, trial_expired, canceled, active-basic, active-professional or active-thought-leader',
  })
  status!: string;
  @Field(() => String, { nullable: true, description: 'monthly or yearly while subscribed' }) billingCycle!:
    string | null;
  @Field(() => Int, { description: 'Trial days left, or days to the end of the paid period' }) daysLeft!: number;
  @Field(() => Date) trialStartedAt!: Date;
  @Field(() => String, { nullable: true }) stripeCustomerId!: string | null;
  @Field(() => String, { nullable: true }) stripeSubscriptionId!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Stripe's status, e.g. past_due while a failed payment is retried",
  })
  stripeSubscriptionStatus!: string | null;
  @Field(() => Boolean) cancelAtPeriodEnd!: boolean;
  @Field(() => Date, { nullable: true }) currentPeriodEnd!: Date | null;
  @Field(() => FeaturesType) features!: FeaturesType;
}

@ObjectType('CheckoutResult', { description: 'A Checkout page to go to, or an existing subscription changed in place' })
export class CheckoutResultType {
  @Field(() => String, { nullable: true }) checkoutUrl!: string | null;
  @Field(() => String, { nullable: true }) sessionId!: string | null;
  @Field(() => Boolean) updated!: boolean;
  @Field(() => String, { nullable: true, description: 'The new status when updated' }) status!: string | null;
}

const stateOf = (s: SubscriptionStatusResponse): SubscriptionStateType => ({
  ...s,
  features: featuresResponse(s.status),
});

function pricingType(p: PricingResponse): PricingType {
  return {
    tiers: TIERS.map((id) => {
      const row = p.pricing[id];
      return {
        id,
        name: p.tiers.find((t) => t.id === id)?.name ?? id,
        monthly: row.monthly,
        yearly: row.yearly,
        discountPercent: row.discount_percent,
        couponId: row.coupon_id,
      };
    }),
    coupons: Object.entries(p.coupons).map(([id, c]) => ({ id, percentOff: c.percent_off })),
    environment: p.environment,
    trialDays: p.trialDays,
    source: p.source,
  };
}

@Resolver()
export class BillingResolver {
  @Query(() => PricingType, { description: 'Plans and prices; public' })
  async pricing(@Ctx() ctx: Context): Promise<PricingType> {
    return pricingType(await billingOf(ctx.services).pricing.get());
  }

  @Authorized()
  @Query(() => SubscriptionStateType, { description: "The viewer's subscription; force re-reads it from Stripe" })
  async subscriptionStatus(
    @Arg('force', () => Boolean, { nullable: true }) force: boolean | undefined,
    @Ctx() ctx: Context,
  ): Promise<SubscriptionStateType> {
    return stateOf(await callerSubscriptions(ctx).status(requireViewer(ctx), { force: !!force }));
  }

  @Authorized()
  @Mutation(() => CheckoutResultType, {
    description: 'Starts Stripe Checkout, or changes the live subscription (upgrade, downgrade, yearly) with proration',
  })
  async createCheckout(
    @Arg('tier', () => String) tier: string,
    @Arg('billingCycle', () => String) billingCycle: string,
    @Ctx() ctx: Context,
  ): Promise<CheckoutResultType> {
    await confirmSession(ctx);
    const r = await callerSubscriptions(ctx).checkout(requireViewer(ctx), { tier, billingCycle });
    return { checkoutUrl: r.checkoutUrl, sessionId: r.sessionId, updated: !!r.updated, status: r.status ?? null };
  }

  @Authorized()
  @Mutation(() => SubscriptionStateType, { description: 'Cancels at the end of the paid period' })
  async cancelSubscription(@Ctx() ctx: Context): Promise<SubscriptionStateType> {
    await confirmSession(ctx);
    return stateOf(await callerSubscriptions(ctx).cancel(requireViewer(ctx)));
  }
}

@Resolver(() => User)
export class UserSubscriptionResolver {
  @FieldResolver(() => SubscriptionStateType, { description: 'Status, cycle, days left, Stripe ids and features' })
  subscription(@Root() u: User): SubscriptionStateType {
    return stateOf(statusResponse(u));
  }
}
