// The layers of core/src, from the bottom up: a folder may import only the folders before it in this
// list. Shared vocabulary sits low, each feature above what it uses, and the pieces that assemble
// features (services, the configuration, the ORM's entity list) at the top. eslint enforces it
// (eslint.config.mjs); docs/architecture.md says why the order is what it is.
export const CORE_LAYERS = [
  // Utilities with no domain words, then the column helpers and SQL utilities every entity uses.
  'lib',
  'types',
  'db',
  // Small vocabularies: who is signed in, live-update topics, rate limits, post formats, plans.
  'auth',
  'realtime',
  'rate-limit',
  'content',
  'plans',
  // The people and their synths, then the features a run is made of, each above what it uses.
  'users',
  'voice',
  'synths',
  'ai',
  'feeds',
  'full-text',
  'relevance',
  'catalog',
  'search',
  'runs',
  'stories',
  'email',
  'recipients',
  'editions',
  'carousel',
  'publishing',
  // A digest posted where people read (Slack, Teams, Discord, a webhook) and its private feed.
  'channels',
  'schedules',
  'billing',
  'feedback',
  'prepare',
  // What assembles the features: application services, the configuration and the web's pure list.
  'app',
  '.',
  // The ORM's bootstrap lists every feature's entities, so it stands above them all.
  'orm',
];
