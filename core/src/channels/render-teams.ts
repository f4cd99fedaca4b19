// A digest as a Microsoft Teams message for a workflow webhook: one Adaptive Card whose payload
// stays under Teams' message size. Teams' TextBlocks read a little markdown, which is escaped so a
// feed's text cannot become a link or formatting.
import type { ChannelDigest, ChannelStory } from './channel-digest';
import { TEAMS_LIMITS } from './channel-limits';
import { fitText, jsonBytes } from './fit-text';

type Element = Record<string, unknown>;

/** A backslash before each markdown character Teams reads makes it show as written. */
const teamsEscape = (s: string): string => s.replace(/[\\*_~`[\]()#>-]/g, (c) => `\\${c}`);

/** A summary longer than this is cut: a card is read at a glance, and the story's link has the rest. */
const SUMMARY_MAX = 1200;

const text = (value: string, extra: Element = {}): Element => ({
  type: 'TextBlock',
  text: value,
  wrap: true,
  ...extra,
});

function storyElements(s: ChannelStory): Element[] {
  const title = s.url ? `[${teamsEscape(s.title)}](${s.url.replace(/\)/g, '%29')})` : teamsEscape(s.title);
  return [
    text(`**${title}**`, { separator: true, spacing: 'Medium' }),
    ...(s.source ? [text(teamsEscape(s.source), { isSubtle: true, spacing: 'None', size: 'Small' })] : []),
    text(teamsEscape(fitText(s.summary, SUMMARY_MAX))),
  ];
}

function messageOf(body: Element[], actions: Element[]) {
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body,
          ...(actions.length ? { actions } : {}),
        },
      },
    ],
  };
}

export type TeamsMessage = ReturnType<typeof messageOf>;

export function renderTeams(d: ChannelDigest): TeamsMessage {
  const head: Element[] = [
    text(teamsEscape(d.title), { size: 'Large', weight: 'Bolder' }),
    text(teamsEscape(d.date), { isSubtle: true, spacing: 'None' }),
  ];
  if (d.note) head.push(text(teamsEscape(d.note)));
  if (d.nothingNew && !d.note) head.push(text('Nothing new today.'));
  if (d.stories.length)
    head.push(
      text(
        d.stories.map((s) => `- **${teamsEscape(s.point)}**${s.fact ? ` — ${teamsEscape(s.fact)}` : ''}`).join('\n'),
      ),
    );
  const actions = d.webUrl ? [{ type: 'Action.OpenUrl', title: 'Read in your browser', url: d.webUrl }] : [];
  // Stories are added while the card, with the line for those left out, stays within the limit.
  const body = [...head];
  let shown = 0;
  for (const s of d.stories) {
    const next = [...body, ...storyElements(s)];
    if (
      jsonBytes(messageOf([...next, text('99 more stories are in the web edition.')], actions)) >
      TEAMS_LIMITS.payloadBytes
    )
      break;
    body.push(...storyElements(s));
    shown += 1;
  }
  const left = d.stories.length - shown;
  if (left) body.push(text(`${left} more ${left === 1 ? 'story is' : 'stories are'} in the web edition.`));
  return messageOf(body, actions);
}
