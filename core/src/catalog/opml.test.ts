import { describe, expect, it } from 'vitest';
import { exportOpml, parseOpml } from './opml';
import {
  MAX_OPML_BYTES,
  MAX_OPML_DEPTH,
  OPML_TOO_DEEP_MESSAGE,
  OPML_TOO_LARGE_MESSAGE,
  URL_TOO_LONG_MESSAGE,
} from '../lib/input-limits';

/** A feed inside `levels` nested folders; opml and body are two more elements around them. */
const nested = (levels: number) =>
  `<opml><body>${'<outline text="folder">'.repeat(levels)}<outline xmlUrl="https://deep.example/rss"/>${'</outline>'.repeat(levels)}</body></opml>`;

describe('OPML', () => {
  it('round-trips a synth’s feeds, escaping special characters', async () => {
    const urls = ['https://example.com/feed.xml', 'https://news.example.org/rss?topic=a&b=1'];
    const xml = exportOpml('My "feeds" & more', urls);
    expect(xml).toContain('&amp;b=1');
    expect(await parseOpml(xml)).toEqual(urls);
  });

  it('reads nested outlines and drops duplicates', async () => {
    const xml = `<opml version="1.0"><body><outline text="Tech"><outline xmlUrl="https://a.example/rss"/><outline xmlUrl="https://b.example/atom"/></outline><outline xmlUrl="https://a.example/rss"/></body></opml>`;
    expect(await parseOpml(xml)).toEqual(['https://a.example/rss', 'https://b.example/atom']);
  });

  it.each([
    ['', /empty/],
    ['<html><body>hi</body></html>', /not OPML/],
    ['<opml><body><outline text="x"/></body></opml>', /no feeds/],
    ['<opml><body><outline xmlUrl="javascript:alert(1)"/></body></opml>', /Invalid feed URL/],
    ['<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">]><opml><body/></opml>', /entity declarations/],
    ['<opml><body><outline xmlUrl="https://a"', /not valid OPML/],
  ])('gives a clear error for a malformed file: %s', async (xml, message) => {
    await expect(parseOpml(xml)).rejects.toThrow(message);
  });

  it('reads feeds nested as deep as the limit allows', async () => {
    // opml, body and the feed's own outline are three of the counted elements.
    expect(await parseOpml(nested(MAX_OPML_DEPTH - 3))).toEqual(['https://deep.example/rss']);
  });

  it.each([MAX_OPML_DEPTH - 2, 5_000])('refuses outlines nested %i folders deep with a message', async (levels) => {
    await expect(parseOpml(nested(levels))).rejects.toThrow(OPML_TOO_DEEP_MESSAGE);
  });

  it('refuses a file over the size limit before reading it', async () => {
    const big = `<opml><body><outline xmlUrl="https://a.example/rss" text="${'x'.repeat(MAX_OPML_BYTES)}"/></body></opml>`;
    await expect(parseOpml(big)).rejects.toThrow(OPML_TOO_LARGE_MESSAGE);
  });

  it('refuses an over-long feed URL without repeating it', async () => {
    await expect(
      parseOpml(`<opml><body><outline xmlUrl="https://a.example/${'p'.repeat(3000)}"/></body></opml>`),
    ).rejects.toThrow(URL_TOO_LONG_MESSAGE);
  });
});
