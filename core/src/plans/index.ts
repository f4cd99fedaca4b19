// The plans: tiers, trial, features, caps and prices, as every layer above reads them.
export * from './plans';
