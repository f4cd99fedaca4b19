// What each platform accepts in one message. A payload over any of them is refused by the platform
// (or, for Slack and Discord, cut without warning), so every renderer fits its output to these.

export const SLACK_LIMITS = {
  /** Blocks in one message. */
  blocks: 50,
  /** Characters of a section block's text. */
  sectionText: 3000,
  /** Characters of a header block's plain text. */
  headerText: 150,
  /** Elements of a context block. */
  contextElements: 10,
  /** Characters of the message's fallback text (notifications and screen readers). */
  fallbackText: 3000,
} as const;

export const DISCORD_LIMITS = {
  /** Characters of a message's content. */
  content: 2000,
  /** Embeds in one message. */
  embeds: 10,
  embedTitle: 256,
  embedDescription: 4096,
  embedFooter: 2048,
  embedAuthorName: 256,
  /** Characters across every embed's title, description, fields, footer and author in one message. */
  embedsTotal: 6000,
} as const;

export const TEAMS_LIMITS = {
  /** Bytes of a message posted to a Teams workflow webhook, card included. */
  payloadBytes: 28 * 1024,
} as const;

export const WEBHOOK_LIMITS = {
  /** Bytes of one delivery's JSON body. */
  payloadBytes: 256 * 1024,
} as const;
