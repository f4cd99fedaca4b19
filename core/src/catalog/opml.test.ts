import { describe, expect, it } from 'vitest';
import { exportOpml, parseOpml } from './opml';

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
});
