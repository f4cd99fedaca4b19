// Turns feed XML (RSS 0.9x/1.0/2.0, Atom 1.0) into plain items, and fetches + parses in one call.
import Parser from 'rss-parser';
import { parseHttpUrl } from '../lib/http-url';
import { FeedFetchError } from './feed-errors';
import { guardedFetch, type GuardedFetchOptions } from './guarded-fetch';

export interface ParsedItem {
  guid: string | null;
  link: string | null;
  title: string;
  description: string | null;
  content: string | null;
  author: string | null;
  publishedAt: Date | null;
}

export interface ParsedFeed {
  title: string | null;
  items: ParsedItem[];
}

export type FetchFeedResult =
  | { notModified: true; finalUrl: string }
  | { notModified: false; finalUrl: string; feed: ParsedFeed; etag: string | null; lastModified: string | null };

type RawItem = Parser.Item & Record<string, unknown>;

const NOT_A_FEED = 'This address is not an RSS or Atom feed';

export async function fetchFeed(url: string, opts: GuardedFetchOptions): Promise<FetchFeedResult> {
  const res = await guardedFetch(url, opts);
  if (res.status === 'not-modified') return { notModified: true, finalUrl: res.finalUrl };
  const feed = await parseFeed(res.body, res.finalUrl);
  return { notModified: false, finalUrl: res.finalUrl, feed, etag: res.etag, lastModified: res.lastModified };
}

/** `baseUrl` (the address the feed came from) resolves relative item links. */
export async function parseFeed(xml: string, baseUrl?: string): Promise<ParsedFeed> {
  const text = xml.replace(/^\uFEFF/, '');
  // Entity declarations are the billion-laughs vector and no real feed needs them.
  if (/<!DOCTYPE/i.test(text) && /<!ENTITY/i.test(text)) {
    throw new FeedFetchError('not-a-feed', 'This feed declares XML entities, which we refuse for safety', false);
  }
  const root = rootElement(text);
  if (root === 'html')
    throw new FeedFetchError('not-a-feed', 'This address is a web page, not an RSS or Atom feed', false);
  if (root === null) throw new FeedFetchError('not-a-feed', NOT_A_FEED, false);
  const isAtom = root === 'feed';

  let output: Parser.Output<RawItem>;
  try {
    // defaultRSS: some real feeds omit <rss version="...">; read them as RSS 2.
    // Each item keeps its XML attributes: an Atom <entry> may carry its own xml:base.
    const parser = new Parser<Record<string, unknown>, RawItem>({
      defaultRSS: 2,
      customFields: { item: [['$', 'attributes', { keepArray: true }]] },
    });
    output = await parser.parseString(isAtom ? dropInvalidAtomDates(text) : text);
  } catch {
    throw new FeedFetchError('not-a-feed', NOT_A_FEED, false);
  }
  const feedBase = isAtom ? withXmlBase(atomFeedXmlBase(text), baseUrl) : baseUrl;
  const itemBase = (item: RawItem) => (isAtom ? withXmlBase(xmlBaseOf(item), feedBase) : feedBase);
  return {
    title: collapse(str(output.title)),
    items: (output.items ?? []).map((item) => toItem(item, isAtom, itemBase(item))),
  };
}

function toItem(item: RawItem, isAtom: boolean, baseUrl: string | undefined): ParsedItem {
  // rss-parser puts the RSS <description> in `content`; Atom keeps <summary> and <content> apart.
  const description = str(item.summary) ?? (isAtom ? null : str(item.content));
  const content = str(item['content:encoded']) ?? (isAtom ? str(item.content) : null);
  const itunes = item.itunes as { author?: unknown } | undefined;
  return {
    guid: str(item.guid) ?? str(item.id) ?? str(item['rdf:about']),
    link: absolute(str(item.link), baseUrl),
    title: collapse(str(item.title)) ?? '',
    description,
    content,
    author: str(item.creator) ?? str(item.author) ?? str(itunes?.author),
    publishedAt: toDate(item.isoDate) ?? toDate(item.pubDate),
  };
}

/** rss-parser (3.13) throws for the whole feed on one unparseable Atom date; drop such dates instead. */
function dropInvalidAtomDates(xml: string): string {
  return xml.replace(/<(published|updated)>([^<]*)<\/\1>/g, (whole, _tag: string, value: string) =>
    Number.isNaN(Date.parse(value.trim())) ? '' : whole,
  );
}

/** Atom feeds may say, with xml:base on <feed> or <entry>, what their relative links are relative to. */
function atomFeedXmlBase(xml: string): string | null {
  const feedTag = /<feed\b[^>]*>/.exec(xml)?.[0] ?? '';
  return (
    /\sxml:base\s*=\s*(?:"([^"]*)"|'([^']*)')/
      .exec(feedTag)
      ?.slice(1)
      .find((v) => v !== undefined) ?? null
  );
}

function xmlBaseOf(item: RawItem): string | null {
  const attributes = item.attributes as Record<string, unknown> | undefined;
  return typeof attributes?.['xml:base'] === 'string' ? attributes['xml:base'] : null;
}

/** A relative xml:base is itself read against the enclosing base; an unreadable one is ignored. */
function withXmlBase(xmlBase: string | null, baseUrl: string | undefined): string | undefined {
  if (xmlBase === null) return baseUrl;
  try {
    return new URL(xmlBase, baseUrl).href;
  } catch {
    return baseUrl;
  }
}

/** Name of the first element, skipping the prolog, comments, processing instructions and doctype. */
function rootElement(xml: string): string | null {
  const match =
    /^(?:\s|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*<([A-Za-z_][\w:.-]*)/i.exec(xml);
  return match ? match[1].toLowerCase() : null;
}

function str(value: unknown): string | null {
  if (value && typeof value === 'object' && typeof (value as { _?: unknown })._ === 'string')
    value = (value as { _: string })._;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function collapse(value: string | null): string | null {
  return value === null ? null : value.replace(/\s+/g, ' ');
}

/** Links end up as hrefs in pages and emails, so anything but http(s) is dropped. */
function absolute(link: string | null, baseUrl: string | undefined): string | null {
  return link === null ? null : (parseHttpUrl(link, baseUrl)?.href ?? null);
}

function toDate(value: unknown): Date | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}
