import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  Args,
} from 'type-graphql';
import { confirmSession, requireIdentity, requireViewer, type Context } from '../../context';
import { ConnectionArgs, pageWindow, toConnection } from '../../graphql/relay/connection';
import { featuresFor, trialDaysLeft } from '@synth/core/plans';
import { SynthConnection } from '../synths/synth.types';
import { SynthRunConnection } from '../runs/run.types';
import { effectiveStatus, User } from '@synth/core/users';

@ObjectType('Features', { description: 'What the current plan allows' })
export class FeaturesType {
  @Field(() => Int) maxRssFeeds!: number;
  @Field(() => Boolean) canUseEmail!: boolean;
  @Field(() => Boolean) canUseRealWorldExamples!: boolean;
  @Field(() => Boolean) canUseInternetSearch!: boolean;
  @Field(() => Boolean) canUseLinkedIn!: boolean;
  @Field(() => Boolean) canUseCustomPrompts!: boolean;
  @Field(() => Boolean) canUseAISummaries!: boolean;
  @Field(() => Boolean) canUseAIPosts!: boolean;
  @Field(() => Boolean, { description: 'Publishing run posts to your social networks' }) canPublish!: boolean;
}

@ObjectType({ description: 'The signed-in caller' })
export class Viewer {
  /** Null until the account is registered (POST /api/users or registerUser). */
  @Field(() => User, { nullable: true }) user!: User | null;
}

/**
 * What the request's credential says, for a page deciding whether someone is signed in. Unlike
 * `viewer` it answers a caller without any credential (user null) instead of refusing, so the
 * SPA's session check is not an error for every signed-out visitor; a bad or expired credential
 * is still refused with 401 before any resolver runs (see buildContext).
 */
@ObjectType({ description: "Who the request's credential belongs to" })
export class Session {
  /** Null without a credential, or until the account is registered. */
  @Field(() => User, { nullable: true }) user!: User | null;
}

@InputType()
export class RegisterUserInput {
  @Field(() => String, { nullable: true }) displayName?: string;
  @Field(() => String, { nullable: true }) photoUrl?: string;
  @Field(() => Boolean, { nullable: true }) onboarded?: boolean;
}

@Resolver(() => Viewer)
export class ViewerResolver {
  @Authorized()
  @Query(() => Viewer, { description: 'The signed-in caller; fails with UNAUTHENTICATED without credentials' })
  viewer(@Ctx() ctx: Context): Viewer {
    requireIdentity(ctx);
    return { user: ctx.viewer };
  }

  @Query(() => Session, {
    description: 'The signed-in user, or null without a credential; a bad credential fails with UNAUTHENTICATED',
  })
  session(@Ctx() ctx: Context): Session {
    return { user: ctx.viewer };
  }

  @FieldResolver(() => SynthConnection, { description: "The viewer's synths (at most one)" })
  async synths(@Root() v: Viewer, @Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: Context) {
    const { offset, limit } = pageWindow(args);
    if (!v.user) return toConnection([], 0, 0);
    const all = await ctx.viewerReads.synths(v.user);
    return toConnection(all.slice(offset, offset + limit), offset, all.length);
  }

  @FieldResolver(() => SynthRunConnection, {
    description: "The viewer's runs across their synths and previews, newest first",
  })
  async runs(@Root() v: Viewer, @Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: Context) {
    const { offset, limit } = pageWindow(args, 20);
    if (!v.user) return toConnection([], 0, 0);
    const [items, total] = await ctx.runs.listUserRuns(v.user, offset, limit);
    return toConnection(items, offset, total);
  }
}

@Resolver(() => User)
export class UserResolver {
  @FieldResolver(() => String, {
    description: 'trial, trial_expired, canceled, active-basic, active-professional or active-thought-leader',
  })
  subscriptionStatus(@Root() u: User): string {
    return effectiveStatus(u);
  }

  @FieldResolver(() => FeaturesType)
  features(@Root() u: User): FeaturesType {
    return featuresFor(effectiveStatus(u));
  }

  @FieldResolver(() => Int, { description: 'Whole days left in the free trial (0 when over)' })
  trialDaysLeft(@Root() u: User): number {
    return trialDaysLeft(u.trialStartedAt, new Date());
  }

  @Authorized()
  @Mutation(() => User, { description: 'Creates the account after Google sign-in, or refreshes its profile' })
  async registerUser(
    @Arg('input', () => RegisterUserInput, { nullable: true }) input: RegisterUserInput | undefined,
    @Ctx() ctx: Context,
  ) {
    const { user } = await ctx.users.upsert(await confirmSession(ctx), input ?? {});
    return user;
  }

  @Authorized()
  @Mutation(() => User)
  async markOnboarded(@Ctx() ctx: Context) {
    await confirmSession(ctx);
    return ctx.users.setOnboarded(requireViewer(ctx), true);
  }
}
