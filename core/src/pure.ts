// The modules the web app may bundle: plain data and functions with no server dependency. The
// browser imports the domain only through this list (`@synth/core/pure`).
export * from './auth/signed-in-hint';
export * from './plans/plans';
export * from './catalog/prompt-limits';
export * from './content/content-type';
export * from './content/content-types';
export * from './content/linkedin-templates';
export * from './content/platform-label';
export * from './content/platform-limits';
export * from './content/template-library';
export * from './feeds/feed-health.text';
export * from './full-text/text-source.text';
export type * from './content/template.types';
export * from './lib/http-url';
export * from './lib/input-limits';
export type * from './lib/same-keys';
export * from './lib/time';
export * from './relevance/because.text';
export * from './publishing/auto-publish.rules';
export * from './publishing/platforms';
export * from './runs/run-progress';
export * from './stories/coverage-names';
export * from './schedules/next-digest.text';
export * from './synths/professional-topic';
export * from './synths/synth.choices';
export * from './synths/synth.schema';
export * from './synths/digest-language';
