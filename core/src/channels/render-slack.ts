// A digest as a Slack message: Block Kit blocks within Slack's limits, text escaped for mrkdwn so
// nothing a feed wrote becomes a link, a mention or a broadcast (<!channel>).
import type { ChannelDigest, ChannelStory } from './channel-digest';
import { SLACK_LIMITS } from './channel-limits';
import { fitText } from './fit-text';

type Block = Record<string, unknown>;

/** Slack's mrkdwn treats only these three as markup; escaped, a stranger's text stays text. */
const slackEscape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A link in mrkdwn; a "|" or ">" in the address would end it early. */
const slackLink = (url: string, label: string) =>
  `<${url.replace(/\|/g, '%7C').replace(/>/g, '%3E')}|${slackEscape(label)}>`;

const section = (text: string): Block => ({
  type: 'section',
  text: { type: 'mrkdwn', text: fitText(text, SLACK_LIMITS.sectionText) },
});

function minuteLine(s: ChannelStory): string {
  const point = s.url ? slackLink(s.url, s.point) : slackEscape(s.point);
  return `• *${point}*${s.fact ? ` — ${slackEscape(s.fact)}` : ''}`;
}

function storyText(s: ChannelStory): string {
  const title = s.url ? slackLink(s.url, s.title) : slackEscape(s.title);
  const source = s.source ? `\n_${slackEscape(s.source)}_` : '';
  const head = `*${title}*${source}\n`;
  return head + fitText(slackEscape(s.summary), SLACK_LIMITS.sectionText - head.length);
}

/** Lines joined into as few sections as fit. */
function sectionsOf(lines: string[]): Block[] {
  const out: string[] = [];
  for (const line of lines) {
    const last = out.length - 1;
    if (last >= 0 && out[last].length + 1 + line.length <= SLACK_LIMITS.sectionText) out[last] += `\n${line}`;
    else out.push(line);
  }
  return out.map(section);
}

export function renderSlack(d: ChannelDigest): { text: string; blocks: Block[]; unfurl_links: false } {
  const head: Block[] = [
    { type: 'header', text: { type: 'plain_text', text: fitText(d.title, SLACK_LIMITS.headerText), emoji: false } },
    { type: 'context', elements: [{ type: 'mrkdwn', text: slackEscape(d.date) }] },
  ];
  if (d.note) head.push(section(slackEscape(d.note)));
  if (d.nothingNew && !d.note) head.push(section('Nothing new today.'));
  if (d.stories.length) head.push(...sectionsOf(d.stories.map(minuteLine)), { type: 'divider' });
  const tail: Block[] = d.webUrl ? [section(slackLink(d.webUrl, 'Read this digest in your browser'))] : [];
  // One block is kept back for the line that says how many stories did not fit.
  const room = SLACK_LIMITS.blocks - head.length - tail.length - 1;
  const shown = d.stories.slice(0, Math.max(0, room));
  const left = d.stories.length - shown.length;
  const more: Block[] = left
    ? [section(`${left} more ${left === 1 ? 'story is' : 'stories are'} in the web edition.`)]
    : [];
  return {
    text: fitText(`${d.title}: ${d.preheader}`, SLACK_LIMITS.fallbackText),
    blocks: [...head, ...shown.map((s) => section(storyText(s))), ...more, ...tail],
    unfurl_links: false,
  };
}
