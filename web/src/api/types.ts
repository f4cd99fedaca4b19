// Shapes of the REST answers of spec §3 and §7.

export type Tier = 'basic' | 'professional' | 'thought-leader';
export type BillingCycle = 'monthly' | 'yearly';
export type ContentType = 'linkedin' | 'twitter' | 'facebook' | 'instagram' | 'email' | 'blog';

export interface SessionUser {
  id: string;
  firebaseUid: string;
  displayName: string | null;
  email: string | null;
  photoUrl: string | null;
  onboarded: boolean;
  subscriptionStatus: string;
}

export interface ClientConfig {
  firebase: { apiKey: string | null; authDomain: string; projectId: string };
  authEmulatorUrl: string | null;
}

export interface LoginResponse {
  user: SessionUser;
  created: boolean;
}

export interface SubscriptionStatusResponse {
  status: string;
  billingCycle?: BillingCycle | null;
  daysLeft?: number | null;
  trialStartedAt?: string | null;
  stripeCustomerId?: string | null;
  stripeSubscriptionId?: string | null;
}

export interface TierPricing {
  monthly: number;
  yearly: number;
  discount_percent?: number;
  coupon_id?: string | null;
}

export interface PricingResponse {
  pricing: Partial<Record<Tier, TierPricing>>;
  tiers?: { id: Tier; name: string }[];
  coupons?: Record<string, { percent_off?: number }>;
  environment?: string;
  trialDays?: number;
}

export interface SubscriptionFeatures {
  maxRssFeeds: number;
  canUseEmail: boolean;
  canUseRealWorldExamples: boolean;
  canUseInternetSearch: boolean;
  canUseLinkedIn: boolean;
  canUseCustomPrompts: boolean;
  canUseAISummaries: boolean;
  canUseAIPosts: boolean;
}

export interface CheckoutResponse {
  checkoutUrl?: string | null;
  sessionId?: string | null;
  /** True when an existing subscription was changed in place (no checkout page). */
  updated?: boolean;
  /** The subscription status after an in-place change. */
  status?: string | null;
}

export interface TrialStatus {
  executionsUsed: number;
  trialStartedAt: string;
}

export interface FeedValidation {
  valid: boolean;
  articleCount?: number;
  message?: string;
}

export interface RssFeedItem {
  id: string;
  title: string;
  url: string;
  description: string;
  category: string;
}

export interface Specialization {
  _id: string;
  name: string;
  description: string;
  keywords: string[];
}

export interface ProfessionalCategory {
  id: string;
  name: string;
  description?: string;
  specializations: Specialization[];
}

export interface ContentTemplate {
  id: string;
  name: string;
  contentType?: ContentType;
  description?: string;
  /** Full template text; empty for templates that carry none (Twitter/X). */
  text?: string;
}

export type TemplatesByType = Record<ContentType, ContentTemplate[]>;

/** What the quick creator answers: a synth configuration (or an existing synth's id and name). */
export interface QuickCreateConfig {
  id?: string;
  name?: string;
  rssFeedUrls?: string[];
  topics?: string[];
  emailScheduleTime?: string;
  [field: string]: unknown;
}
