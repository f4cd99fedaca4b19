// A digest as a Discord webhook message: the one-minute list as the content (2,000 characters),
// a story per embed (at most 10, 6,000 characters across them). Mentions are switched off and
// markdown escaped, so a feed's "@everyone" or link markup stays text.
import type { ChannelDigest, ChannelStory } from './channel-digest';
import { DISCORD_LIMITS } from './channel-limits';
import { fitText } from './fit-text';

/** A backslash before each markdown or mention character makes Discord show it as written. */
const discordEscape = (s: string): string => s.replace(/[\\*_~`|<>[\]()#@]/g, (c) => `\\${c}`);

interface Embed {
  title: string;
  url?: string;
  description: string;
  footer?: { text: string };
}

export interface DiscordMessage {
  content: string;
  embeds: Embed[];
  allowed_mentions: { parse: [] };
}

/** The characters of an embed that count towards the message's total. */
export const embedChars = (e: Embed): number => e.title.length + e.description.length + (e.footer?.text.length ?? 0);

function contentOf(d: ChannelDigest, shown: number): string {
  const head = `**${discordEscape(d.title)}**`;
  const lines = d.note
    ? [discordEscape(d.note)]
    : d.stories.map((s) => `${s.number}. **${discordEscape(s.point)}**${s.fact ? ` — ${discordEscape(s.fact)}` : ''}`);
  if (d.nothingNew && !d.note) lines.push('Nothing new today.');
  const left = d.stories.length - shown;
  const tail = [
    ...(left ? [`${left} more ${left === 1 ? 'story is' : 'stories are'} in the web edition.`] : []),
    ...(d.webUrl ? [`<${d.webUrl}>`] : []),
  ].join('\n');
  // The web edition's link is never cut: the list gives way first.
  const room = DISCORD_LIMITS.content - head.length - (tail ? tail.length + 1 : 0) - 1;
  return [head, fitText(lines.join('\n'), Math.max(0, room)), tail].filter(Boolean).join('\n');
}

/** An outlet's name needs no more; kept short, ten embeds' titles and outlets leave room for summaries. */
const FOOTER_MAX = Math.min(DISCORD_LIMITS.embedFooter, DISCORD_LIMITS.embedTitle);

const titleOf = (s: ChannelStory) => fitText(discordEscape(s.title || s.point), DISCORD_LIMITS.embedTitle);
const footerOf = (s: ChannelStory) => (s.source ? { text: fitText(s.source, FOOTER_MAX) } : undefined);

function embedOf(s: ChannelStory, descriptionRoom: number): Embed {
  const footer = footerOf(s);
  const room = Math.min(DISCORD_LIMITS.embedDescription, descriptionRoom);
  return {
    title: titleOf(s),
    ...(s.url ? { url: s.url } : {}),
    description: fitText(discordEscape(s.summary || s.point), Math.max(1, room)),
    ...(footer ? { footer } : {}),
  };
}

export function renderDiscord(d: ChannelDigest): DiscordMessage {
  const shown = d.stories.slice(0, DISCORD_LIMITS.embeds);
  // Titles and outlets first, then the summaries share what is left of the 6,000 characters.
  const fixed = shown.reduce((n, s) => n + titleOf(s).length + (footerOf(s)?.text.length ?? 0), 0);
  const each = shown.length ? Math.floor((DISCORD_LIMITS.embedsTotal - fixed) / shown.length) : 0;
  const embeds = shown.map((s) => embedOf(s, each));
  return { content: contentOf(d, shown.length), embeds, allowed_mentions: { parse: [] } };
}
