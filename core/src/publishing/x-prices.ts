// What X charges for each post Synth creates through its API, and how a thread's price adds up.
// Pure: the run page shows the same figure the server computes.

export interface XPrices {
  usdPerPost: number;
  /** X charges more for a post that carries a link. */
  usdPerPostWithLink: number;
}

/** Defaults for X's pay-per-use API; X_USD_PER_POST and X_USD_PER_POST_WITH_LINK follow your contract. */
export const DEFAULT_X_PRICES: XPrices = { usdPerPost: 0.015, usdPerPostWithLink: 0.2 };

const LINK_RE = /\bhttps?:\/\/[^\s<>"]+/i;

/** The price in US dollars of posting these tweets (a thread is one post per tweet). */
export function xCostUsd(tweets: string[], prices: XPrices): number {
  const cents = tweets.reduce(
    (sum, t) => sum + Math.round((LINK_RE.test(t) ? prices.usdPerPostWithLink : prices.usdPerPost) * 100_000),
    0,
  );
  return cents / 100_000;
}
