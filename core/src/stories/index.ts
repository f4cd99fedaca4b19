// The stories part of the domain: one item per story across feeds, and what a synth already sent.
export * from './coverage-names';
export * from './digest-stories';
export * from './select-stories';
export * from './send-anyway';
export * from './sent-story.entity';
export * from './sent-story.repository';
export * from './sent-story-runs';
export * from './story-clusters';
export * from './story-fingerprint';
export * from './story-markers';
export * from './topic-stems';
