// A digest as a generic webhook's JSON (docs/webhook-deliveries.md is its schema): plain text the
// sanitiser made, within one body's size, so a receiver never has to parse a stranger's HTML.
import type { ChannelDigest, ChannelStory } from './channel-digest';
import { WEBHOOK_LIMITS } from './channel-limits';
import { fitText, jsonBytes } from './fit-text';

const WEBHOOK_SCHEMA_VERSION = 1;

export interface WebhookDelivery {
  /** "digest" for a run's digest, "test" for the message that checks a new webhook. */
  type: 'digest' | 'test';
  version: typeof WEBHOOK_SCHEMA_VERSION;
  /** The same for every attempt at one delivery: a receiver keeps the first and ignores repeats. */
  id: string;
  sentAt: string;
  synth: { name: string };
  digest: {
    title: string;
    date: string;
    preheader: string;
    webUrl: string | null;
    nothingNew: boolean;
    note: string | null;
    stories: ChannelStory[];
    /** Stories of the digest not in this body (it would be over the size limit). */
    storiesLeftOut: number;
  };
}

/** A summary longer than this is cut before any story is left out. */
const SUMMARY_MAX = 8000;

export function renderWebhook(d: ChannelDigest, meta: { id: string; sentAt: Date }): WebhookDelivery {
  const stories = d.stories.map((s) => ({ ...s, summary: fitText(s.summary, SUMMARY_MAX) }));
  const body = (shown: ChannelStory[]): WebhookDelivery => ({
    type: d.note ? 'test' : 'digest',
    version: WEBHOOK_SCHEMA_VERSION,
    id: meta.id,
    sentAt: meta.sentAt.toISOString(),
    synth: { name: d.synthName },
    digest: {
      title: d.title,
      date: d.date,
      preheader: d.preheader,
      webUrl: d.webUrl,
      nothingNew: d.nothingNew,
      note: d.note ?? null,
      stories: shown,
      storiesLeftOut: d.stories.length - shown.length,
    },
  });
  let shown = stories.length;
  while (shown > 0 && jsonBytes(body(stories.slice(0, shown))) > WEBHOOK_LIMITS.payloadBytes) shown -= 1;
  return body(stories.slice(0, shown));
}
