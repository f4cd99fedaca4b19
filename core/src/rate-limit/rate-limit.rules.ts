// The requests that cost money or invite abuse, how many of each a caller may make per window,
// and the sentence a refused caller reads. Settings come from config.ts; these are the defaults.

export type RateLimitedAction =
  | 'feedCheck'
  | 'synthDraft'
  | 'run'
  | 'signIn'
  | 'confirmationResend'
  | 'subscriptionRefresh'
  | 'checkout'
  | 'cancel'
  | 'synthSave'
  | 'opmlParse'
  | 'logout'
  | 'socketOperation'
  | 'publish'
  | 'platformConnect'
  | 'relevancePreview'
  | 'publicSubscribe'
  | 'channelTest';

/** Requests allowed per window for one user and for one IP address; 0 means no limit. */
export interface ActionLimit {
  perUser: number;
  perIp: number;
}

export interface RateLimitSettings {
  windowSeconds: number;
  actions: Record<RateLimitedAction, ActionLimit>;
}

// Generous: a person editing a synth never meets them, the test suites never reach them, and an
// office behind one address has room for many people. They stop scripts, not users.
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  windowSeconds: 60,
  actions: {
    // Each check fetches a URL the caller chose.
    feedCheck: { perUser: 30, perIp: 120 },
    // Each draft may call the model, which is paid by the token.
    synthDraft: { perUser: 10, perIp: 60 },
    // Each run fetches feeds and calls the model many times.
    run: { perUser: 10, perIp: 60 },
    // Nobody is known before the ID token is verified, so only the address counts.
    signIn: { perUser: 0, perIp: 120 },
    // Each resend emails an address that has not agreed to hear from us yet.
    confirmationResend: { perUser: 3, perIp: 20 },
    // Each forced refresh reads the subscription from Stripe.
    subscriptionRefresh: { perUser: 10, perIp: 60 },
    // Each checkout creates a Stripe Checkout session or changes a subscription.
    checkout: { perUser: 10, perIp: 60 },
    cancel: { perUser: 10, perIp: 60 },
    // Each save (and each status switch) rewrites the synth's Temporal schedule.
    synthSave: { perUser: 60, perIp: 300 },
    // Each import parses an uploaded XML file of up to 256 KB.
    opmlParse: { perUser: 20, perIp: 120 },
    // Each logout checks the session cookie and writes a revocation; nobody is known before the check.
    logout: { perUser: 0, perIp: 60 },
    // Every query, mutation and subscription sent over a graphql-ws socket; a page opens a few.
    socketOperation: { perUser: 120, perIp: 600 },
    // Each publish posts on the person's account on a social network, and X charges per post.
    publish: { perUser: 10, perIp: 60 },
    // Each attempt sends a password to the platform (which locks out guessers) or registers Synth on a server the caller named.
    platformConnect: { perUser: 10, perIp: 60 },
    // Each preview scores up to a hundred stored articles; the editor asks after each pause in typing.
    relevancePreview: { perUser: 60, perIp: 300 },
    // Each asks Synth to email a stranger; nobody is known on a public page.
    publicSubscribe: { perUser: 0, perIp: 20 },
    // Each new delivery channel posts a test message to an address the caller chose.
    channelTest: { perUser: 10, perIp: 60 },
  },
};

const WHAT_IS_COUNTED: Record<RateLimitedAction, string> = {
  feedCheck: 'feed checks',
  synthDraft: 'synth drafts',
  run: 'synth runs',
  signIn: 'sign-in attempts',
  confirmationResend: 'confirmation emails',
  subscriptionRefresh: 'subscription refreshes',
  checkout: 'checkout attempts',
  cancel: 'cancellation requests',
  synthSave: 'synth saves',
  opmlParse: 'OPML imports',
  logout: 'sign-out attempts',
  socketOperation: 'operations on the live connection',
  publish: 'publish requests',
  platformConnect: 'connection attempts',
  relevancePreview: 'preview requests',
  publicSubscribe: 'subscribe requests',
  channelTest: 'channel test messages',
};

/** "Too many feed checks. Try again in 40 seconds." */
export function refusalMessage(action: RateLimitedAction, retryAfterSeconds: number): string {
  return `Too many ${WHAT_IS_COUNTED[action]}. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`;
}
