// The places besides email a synth can deliver its digest to. Pure: the web app shows the same names.

export const CHANNEL_KINDS = ['slack', 'teams', 'discord', 'webhook', 'feed'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

export const isChannelKind = (v: unknown): v is ChannelKind =>
  typeof v === 'string' && (CHANNEL_KINDS as readonly string[]).includes(v);

/** What a person calls each kind of channel. */
export const CHANNEL_KIND_LABELS: Record<ChannelKind, string> = {
  slack: 'Slack',
  teams: 'Microsoft Teams',
  discord: 'Discord',
  webhook: 'Webhook',
  feed: 'Private feed',
};

/** Kinds a third party owns: Synth posts to their address, which a test message checks before it is saved. */
export const POSTED_KINDS: readonly ChannelKind[] = ['slack', 'teams', 'discord', 'webhook'];

export const isPostedKind = (kind: ChannelKind): boolean => POSTED_KINDS.includes(kind);

/** The longest name a person may give a channel. */
export const CHANNEL_NAME_MAX = 80;
