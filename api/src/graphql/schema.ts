import 'reflect-metadata';
import path from 'node:path';
import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { authChecker } from './auth-checker';
import type { PgPubSub } from './pubsub';
import { NodeResolver } from './relay/node.resolver';
import { SynthMutationResolver, SynthResolver } from '../modules/synths/synth.resolver';
import { SynthUpdatedResolver } from '../modules/synths/synth-updated.resolver';
import { RunResolver } from '../modules/runs/run.resolver';
import { RunPostResolver } from '../modules/runs/run-post.resolver';
import { SendAnywayResolver } from '../modules/runs/send-anyway.resolver';
import { UserResolver, ViewerResolver } from '../modules/users/user.resolver';
import { BillingResolver, UserSubscriptionResolver } from '../modules/billing/billing.resolver';
import { CatalogResolver } from '../modules/catalog/catalog.resolver';
import { FeedHealthResolver } from '../modules/feeds/feed-health.resolver';
import { RunFeedFailuresResolver } from '../modules/feeds/run-feed-failures.resolver';
import { NextDigestResolver } from '../modules/synths/next-digest.resolver';
import { RecipientMutationResolver, SynthRecipientResolver } from '../modules/recipients/recipient.resolver';
import {
  PublishingResolver,
  RunPostPublishingResolver,
  RunPublicationsResolver,
} from '../modules/publishing/publishing.resolver';
import { AutoPublishMutationResolver, SynthAutoPublishResolver } from '../modules/publishing/auto-publish.resolver';
import { MeasuredPostsResolver, PublicationFiguresResolver } from '../modules/publishing/figures.resolver';
import {
  FeedbackMutationResolver,
  RunLeftOutResolver,
  SynthFeedbackResolver,
} from '../modules/relevance/run-feedback.resolver';
import { RelevancePreviewResolver } from '../modules/relevance/relevance-preview.resolver';
import { UserVoiceResolver, VoiceMutationResolver } from '../modules/voice/voice.resolver';
import {
  PublicEditionMutationResolver,
  RunPublicEditionResolver,
  SynthPublicEditionResolver,
} from '../modules/editions/edition.resolver';
import { CarouselResolver, RunCarouselResolver } from '../modules/carousel/carousel.resolver';
import {
  ChannelMutationResolver,
  RunChannelsResolver,
  SynthChannelsResolver,
} from '../modules/channels/channel.resolver';

const resolvers = [
  NodeResolver,
  ViewerResolver,
  UserResolver,
  SynthResolver,
  SynthMutationResolver,
  SynthUpdatedResolver,
  RunResolver,
  RunPostResolver,
  SendAnywayResolver,
  BillingResolver,
  UserSubscriptionResolver,
  CatalogResolver,
  FeedHealthResolver,
  RunFeedFailuresResolver,
  NextDigestResolver,
  SynthRecipientResolver,
  RecipientMutationResolver,
  RunLeftOutResolver,
  SynthFeedbackResolver,
  FeedbackMutationResolver,
  RelevancePreviewResolver,
  PublishingResolver,
  RunPostPublishingResolver,
  RunPublicationsResolver,
  SynthAutoPublishResolver,
  AutoPublishMutationResolver,
  PublicationFiguresResolver,
  MeasuredPostsResolver,
  UserVoiceResolver,
  VoiceMutationResolver,
  SynthPublicEditionResolver,
  RunPublicEditionResolver,
  PublicEditionMutationResolver,
  CarouselResolver,
  RunCarouselResolver,
  SynthChannelsResolver,
  RunChannelsResolver,
  ChannelMutationResolver,
] as const;

/** The schema file at the repository root, emitted from these classes (never edited by hand). */
export const SCHEMA_FILE = path.resolve(__dirname, '..', '..', '..', 'schema.graphql');

export function createSchema(
  pubsub: Pick<PgPubSub, 'publish' | 'subscribe'> | null,
  emit = false,
): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: [...resolvers],
    authChecker,
    authMode: 'error',
    pubSub: pubsub ?? { publish: () => undefined, subscribe: () => (async function* () {})() },
    validate: false,
    emitSchemaFile: emit ? { path: SCHEMA_FILE, sortedSchema: true } : false,
  });
}
