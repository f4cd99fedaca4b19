// Feature gating per plan and its exact notices.
import { maxFeedsFor, type Features, type Tier } from '@synth/core/pure';

export const DEFAULT_MAX_RSS_FEEDS = 5;

/** When the features cannot be read: 5 feeds and everything else off. */
export const FALLBACK_FEATURES: Features = {
  maxRssFeeds: DEFAULT_MAX_RSS_FEEDS,
  canUseEmail: false,
  canUseRealWorldExamples: false,
  canUseInternetSearch: false,
  canUseLinkedIn: false,
  canUseCustomPrompts: false,
  canUseAISummaries: false,
  canUseAIPosts: false,
  canPublish: false,
};

export const GATE_TEXT = {
  aiPosts: 'AI content creation requires an active subscription',
  customPrompts: 'Custom prompts require a subscription',
  email: 'Email delivery requires an active subscription',
  internetSearch: 'Internet Search is available on the Professional and Thought Leader plans',
  thoughtLeaderNote: 'Thought Leader plan',
} as const;

/** The feed cap a plan card advertises: the API's plan table, so the card and the server agree. */
export const planCardFeeds = (tier: Tier): number => maxFeedsFor(`active-${tier}`);

/** A plan with 30 or more feeds is the top tier. */
export const isTopTierFeedLimit = (max: number) => max >= 30;
