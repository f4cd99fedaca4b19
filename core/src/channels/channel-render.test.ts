// Each platform's message of a digest: within the platform's limits however long the digest, and
// with nothing a feed wrote turned into markup, a mention or a link.
import { describe, expect, it } from 'vitest';
import { DISCORD_LIMITS, SLACK_LIMITS, TEAMS_LIMITS, WEBHOOK_LIMITS } from './channel-limits';
import { jsonBytes } from './fit-text';
import { embedChars, renderDiscord } from './render-discord';
import { renderSlack } from './render-slack';
import { renderTeams } from './render-teams';
import { renderWebhook } from './render-webhook';
import { testChannelDigest } from './channel-digest';
import { HOSTILE, LONG, ORDINARY } from './channel-render.test-data';

const meta = { id: 'channel:c1:run:r1', sentAt: new Date('2026-11-23T09:00:00Z') };
const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(textsOf)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(textsOf)
        : [];

describe('Slack', () => {
  it('lists every story of an ordinary digest with its link, and links the web edition', () => {
    const msg = renderSlack(ORDINARY());
    const all = textsOf(msg.blocks).join('\n');
    for (const i of [0, 1, 2])
      expect(all).toContain(`<https://news.example/story-${i}|Story ${i}: storage plant ${i} opens>`);
    expect(all).toContain('<https://app.synth.example/digest/t.1|Read this digest in your browser>');
  });

  it('keeps a long digest within the block and text limits and says how many stories did not fit', () => {
    const msg = renderSlack(LONG());
    expect(msg.blocks.length).toBeLessThanOrEqual(SLACK_LIMITS.blocks);
    for (const b of msg.blocks as { type: string; text?: { text: string } }[]) {
      if (b.type === 'section') expect(b.text!.text.length).toBeLessThanOrEqual(SLACK_LIMITS.sectionText);
      if (b.type === 'header') expect(b.text!.text.length).toBeLessThanOrEqual(SLACK_LIMITS.headerText);
    }
    expect(msg.text.length).toBeLessThanOrEqual(SLACK_LIMITS.fallbackText);
    expect(textsOf(msg.blocks).join('\n')).toMatch(/\d+ more stories are in the web edition\./);
  });

  it('turns none of a feed’s HTML or markup into tags, mentions or links', () => {
    const all = textsOf(renderSlack(HOSTILE()).blocks).join('\n');
    expect(all).not.toMatch(/<script|<img|<iframe|onerror|<javascript:|<!channel>|<@123>/i);
    expect(all).toContain('Grid &amp; @everyone');
    expect(all).toContain('Storage grew 40%.');
  });
});

describe('Discord', () => {
  it('keeps the content under 2,000 characters and the embeds within their limits', () => {
    const msg = renderDiscord(LONG());
    expect(msg.content.length).toBeLessThanOrEqual(DISCORD_LIMITS.content);
    expect(msg.embeds.length).toBeLessThanOrEqual(DISCORD_LIMITS.embeds);
    expect(msg.embeds.reduce((n, e) => n + embedChars(e), 0)).toBeLessThanOrEqual(DISCORD_LIMITS.embedsTotal);
    for (const e of msg.embeds) {
      expect(e.title.length).toBeLessThanOrEqual(DISCORD_LIMITS.embedTitle);
      expect(e.description.length).toBeLessThanOrEqual(DISCORD_LIMITS.embedDescription);
    }
    expect(msg.content).toContain('50 more stories are in the web edition.');
    expect(msg.content).toContain('<https://app.synth.example/digest/t.1>');
  });

  it('pings nobody and escapes a feed’s markdown', () => {
    const msg = renderDiscord(HOSTILE());
    expect(msg.allowed_mentions).toEqual({ parse: [] });
    const all = textsOf(msg).join('\n');
    expect(all).not.toMatch(/<script|<img|<iframe|onerror/i);
    expect(all).not.toMatch(/(^|[^\\])@everyone/);
    expect(all).not.toMatch(/[^\\]\]\(javascript:/);
    expect(msg.embeds[0].url).toBeUndefined();
  });
});

describe('Teams', () => {
  it('keeps the Adaptive Card under Teams’ message size however long the digest', () => {
    const msg = renderTeams(LONG());
    expect(jsonBytes(msg)).toBeLessThanOrEqual(TEAMS_LIMITS.payloadBytes);
    expect(msg.attachments[0].contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(textsOf(msg).join('\n')).toMatch(/\d+ more stories are in the web edition\./);
  });

  it('escapes a feed’s markdown and drops its HTML', () => {
    const all = textsOf(renderTeams(HOSTILE())).join('\n');
    expect(all).not.toMatch(/<script|<img|<iframe|onerror/i);
    expect(all).toContain('\\[click\\]\\(javascript:alert\\(2\\)\\)');
  });
});

describe('the generic webhook', () => {
  it('sends plain text in the documented shape, within its size', () => {
    const body = renderWebhook(ORDINARY(), meta);
    expect(body).toMatchObject({ type: 'digest', version: 1, id: meta.id, synth: { name: 'Energy desk' } });
    expect(body.digest.stories).toHaveLength(3);
    expect(body.digest.stories[0]).toMatchObject({ number: 1, url: 'https://news.example/story-0', fact: '100 MWh' });
    expect(jsonBytes(renderWebhook(LONG(), meta))).toBeLessThanOrEqual(WEBHOOK_LIMITS.payloadBytes);
  });

  it('carries no HTML and no unsafe link from a hostile feed', () => {
    const body = renderWebhook(HOSTILE(), meta);
    const all = textsOf(body).join('\n');
    expect(all).not.toMatch(/<script|<img|<iframe|<b>|onerror/i);
    expect(body.digest.stories[0].url).toBeNull();
    expect(body.digest.stories[0].summary).toContain('Storage grew 40%.');
  });

  it('marks the test message as a test', () => {
    expect(renderWebhook(testChannelDigest('Energy desk'), meta)).toMatchObject({ type: 'test' });
  });
});
