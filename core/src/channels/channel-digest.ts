// The digest as every channel renders it: the same stories, one-minute lines and web edition link
// as the email, read from the email's own view. Feed titles and summaries are written by strangers,
// so every text goes through the email's sanitiser to plain text and every link through the one
// http(s) rule; the renderers then only escape each platform's own markup.
import { digestViewOf } from '../email/digest-composer';
import type { DigestInput } from '../email/digest-input';
import { oneLine, type DigestView } from '../email/digest-view';
import { runDigestInput } from '../email/run-digest';
import { safeUrl } from '../lib/http-url';
import { htmlToText } from '../lib/sanitize';

export interface ChannelStory {
  /** Its number in the digest, as in the email. */
  number: number;
  title: string;
  url: string | null;
  source: string | null;
  /** Its line in the one-minute list: the headline's point and, when the article gives one, its key fact. */
  point: string;
  fact: string | null;
  summary: string;
  /** The topic it is listed under, when the digest groups its stories. */
  topic: string | null;
}

export interface ChannelDigest {
  synthName: string;
  /** The email's subject: the synth's name, the story count and the date. */
  title: string;
  date: string;
  /** The top story's key fact (the inbox preview line). */
  preheader: string;
  /** The digest's web edition; none for a test message. */
  webUrl: string | null;
  nothingNew: boolean;
  stories: ChannelStory[];
  /** A sentence shown instead of stories (the test message's). */
  note?: string;
}

/** Plain text of a stranger's HTML or text, on one line. */
export const cleanLine = (s: string | null | undefined): string => oneLine(htmlToText(s ?? ''));
/** Plain text of a stranger's HTML or text, its paragraphs kept apart by a blank line. */
export const cleanText = (s: string | null | undefined): string => htmlToText(s ?? '');

/** The channels' digest of a composed email view. */
export function channelDigestOf(view: DigestView, synthName: string): ChannelDigest {
  const minute = new Map(view.minute.flatMap((g) => g.entries.map((e) => [e.number, e])));
  let number = 0;
  const stories = view.groups.flatMap((g) =>
    g.articles.map((a): ChannelStory => {
      number += 1;
      const line = minute.get(number);
      return {
        number,
        title: cleanLine(a.title),
        url: safeUrl(a.link),
        source: a.source ? cleanLine(a.source) || null : null,
        point: cleanLine(line?.point ?? a.title),
        fact: line?.fact ? cleanLine(line.fact) || null : null,
        summary: cleanText(a.summary),
        topic: g.heading ? cleanLine(g.heading) : null,
      };
    }),
  );
  return {
    synthName: cleanLine(synthName),
    title: cleanLine(view.subject),
    date: view.date,
    preheader: cleanLine(view.preheader),
    webUrl: view.webUrl,
    nothingNew: view.input.nothingNew,
    stories,
  };
}

/**
 * The run's digest for its channels: read like a public subscriber's copy, since a channel's
 * readers are not the owner (no feedback links, no link into the owner's Synth, no "why").
 */
export function runChannelDigest(
  run: Parameters<typeof runDigestInput>[0],
  app: { publicUrl: string; appSecret: string },
): ChannelDigest {
  const input: DigestInput = runDigestInput(run, '', app, { forSubscriber: true });
  return channelDigestOf(digestViewOf(input), run.config.name);
}

/** The message that checks a new channel before it is saved. */
export function testChannelDigest(synthName: string, date = new Date()): ChannelDigest {
  const name = cleanLine(synthName);
  return {
    synthName: name,
    title: `Synth test message for ${name}`,
    date: date.toISOString().slice(0, 10),
    preheader: `This channel will receive the digests of ${name}.`,
    webUrl: null,
    nothingNew: true,
    stories: [],
    note: `This channel will receive the digests of ${name}. Nothing else is sent here.`,
  };
}
