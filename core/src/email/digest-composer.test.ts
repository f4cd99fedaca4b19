import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../lib/sanitize';
import { safeUrl } from '../lib/http-url';
import { composeDigest, formatDigestDate } from './digest-composer';
import type { DigestInput } from './digest-input';

const XSS = '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>';

function input(over: Partial<DigestInput> = {}): DigestInput {
  return {
    synthName: 'AI Weekly',
    // 23:30 UTC on Saturday is already Sunday in Sydney and still Saturday in New York.
    runDate: new Date('2026-11-21T23:30:00Z'),
    timezone: 'Australia/Sydney',
    articles: [
      {
        title: 'Models get smaller',
        link: 'https://news.example/a?x=1&y=2',
        source: 'Tech News',
        summary: 'First paragraph.\n\nSecond paragraph\nwith a line break.',
      },
      { title: 'Regulation update', link: null, source: null, summary: 'Only one paragraph.' },
    ],
    posts: [
      { contentType: 'linkedin', templateId: 'informative', text: 'Big news!\n\n#ai #ml' },
      { contentType: 'twitter', templateId: 'question', text: 'Would you switch?' },
    ],
    examples: [
      {
        title: 'Acme cut costs 30%',
        url: 'https://acme.example/case',
        snippet: 'Acme moved its support bot to a small model.',
      },
    ],
    nothingNew: false,
    appUrl: 'https://app.synth.example/',
    unsubscribeUrl: 'https://app.synth.example/api/unsubscribe?token=abc.def',
    ...over,
  };
}

// Real markup only: escaped text has no "<", so it never shows up as a tag or an attribute.
const tagsOf = (html: string) => [...html.matchAll(/<([a-z0-9]+)((?:\s+[a-z-]+="[^"]*")*)\s*\/?>/gi)];
const hrefs = (html: string) =>
  tagsOf(html)
    .filter((m) => m[1] === 'a')
    .map((m) => /\shref="([^"]*)"/.exec(m[2])?.[1]);
const tagNames = (html: string) => new Set(tagsOf(html).map((m) => m[1].toLowerCase()));
const attrNames = (html: string) =>
  new Set(tagsOf(html).flatMap((m) => [...m[2].matchAll(/([a-z-]+)="/gi)].map((a) => a[1].toLowerCase())));

/** Every piece shows in the document: a string as written, a pattern as matched. */
function expectShows(doc: string, pieces: (string | RegExp)[]) {
  for (const piece of pieces) {
    if (typeof piece === 'string') expect(doc).toContain(piece);
    else expect(doc).toMatch(piece);
  }
}

const SAFE_TAGS = [
  'html',
  'head',
  'meta',
  'title',
  'style',
  'body',
  'div',
  'table',
  'tbody',
  'tr',
  'td',
  'h1',
  'h2',
  'h3',
  'p',
  'a',
  'br',
  'pre',
  'strong',
  'span',
];
const SAFE_ATTRS = [
  'style',
  'class',
  'href',
  'target',
  'lang',
  'dir',
  'http-equiv',
  'name',
  'content',
  'role',
  'width',
  'cellpadding',
  'cellspacing',
  'border',
  'align',
  'data-skip-in-text',
  'id',
  'title',
  'aria-label',
];

/** What a reader sees: the text without tags, entities decoded. */
const visible = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

describe('composeDigest', () => {
  it('builds the subject with the article count and the date in the reader zone', () => {
    expect(composeDigest(input()).subject).toBe('AI Weekly: 2 new articles — Sunday, 22 November 2026');
    expect(composeDigest(input({ timezone: 'America/New_York' })).subject).toBe(
      'AI Weekly: 2 new articles — Saturday, 21 November 2026',
    );
    expect(composeDigest(input({ articles: input().articles.slice(0, 1) })).subject).toBe(
      'AI Weekly: 1 new article — Sunday, 22 November 2026',
    );
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(formatDigestDate(new Date('2026-11-21T23:30:00Z'), 'Not/AZone')).toBe('Saturday, 21 November 2026');
  });

  it('renders articles, posts by platform, examples and the footer links', () => {
    const { html, text } = composeDigest(input());
    expectShows(html, [
      /<h1 [^>]*>AI Weekly<\/h1>/,
      'href="https://news.example/a?x=1&amp;y=2"',
      '>Models get smaller</a>',
      'Tech News',
      '>First paragraph.</p>',
      'Second paragraph<br/>with a line break.',
      'Ready-to-post content',
      /LinkedIn · informative<\/p><pre style="[^"]*white-space:pre-wrap[^"]*"[^>]*>Big news!\n\n#ai #ml<\/pre>/,
      'X · question',
      'Real-world examples',
      />Manage your synth<\/a>/,
      />Unsubscribe<\/a>/,
      'max-width:600px',
    ]);
    expect(hrefs(html)).toEqual([
      // The one-minute list's lines, each linking to its item.
      '#story-1',
      '#story-2',
      'https://news.example/a?x=1&amp;y=2',
      'https://acme.example/case',
      'https://app.synth.example/dashboard',
      'https://app.synth.example/api/unsubscribe?token=abc.def',
    ]);

    expectShows(text, [
      '1. Models get smaller\n   Tech News\n   <https://news.example/a?x=1&y=2>\n\nFirst paragraph.\n\nSecond paragraph\nwith a line break.',
      '2. Regulation update\n\nOnly one paragraph.',
      '[LinkedIn · informative]\nBig news!\n\n#ai #ml',
      '- Acme cut costs 30% <https://acme.example/case>',
      'Manage your synth: <https://app.synth.example/dashboard>',
      'Unsubscribe: <https://app.synth.example/api/unsubscribe?token=abc.def>',
    ]);
  });

  it('uses only email-safe markup: no script, no external assets, no event handlers', () => {
    const { html } = composeDigest(input());
    expect([...tagNames(html)].filter((t) => !SAFE_TAGS.includes(t))).toEqual([]);
    expect([...attrNames(html)].filter((a) => !SAFE_ATTRS.includes(a))).toEqual([]);
    // Every "<" in the document opens one of the tags checked above.
    expect(html.replace(/^<!DOCTYPE html>/, '').split('<').length - 1).toBe(
      tagsOf(html).length + [...html.matchAll(/<\//g)].length,
    );
    expect(html).not.toMatch(/src=|url\(|<link|@import/i);
    // One style block, in the head: the dark-mode colours.
    expect(html.match(/<style/g)).toHaveLength(1);
    expect(html.indexOf('<style')).toBeLessThan(html.indexOf('</head>'));
  });

  it('escapes hostile titles, summaries, sources, posts and examples', () => {
    const { html, text } = composeDigest(
      input({
        synthName: `Evil ${XSS}`,
        articles: [{ title: XSS, link: 'javascript:alert(4)', source: XSS, summary: `${XSS}\n\n"quoted" & 'single'` }],
        posts: [{ contentType: '<b>linkedin</b>', templateId: XSS, text: XSS }],
        examples: [{ title: XSS, url: 'https://ok.example/"onmouseover="alert(5)', snippet: XSS }],
      }),
    );
    expect(html).not.toMatch(/<script|<img|<a href="javascript|="javascript:/i);
    expect([...tagNames(html)].filter((t) => !SAFE_TAGS.includes(t))).toEqual([]);
    expect([...attrNames(html)].filter((a) => !SAFE_ATTRS.includes(a))).toEqual([]);
    expect(html.replace(/^<!DOCTYPE html>/, '').split('<').length - 1).toBe(
      tagsOf(html).length + [...html.matchAll(/<\//g)].length,
    );
    // The hostile text is shown as text, inert.
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
    expect(html).toContain('&quot;quoted&quot; &amp; &#x27;single&#x27;');
    // Every link that survived is an absolute http(s) URL, or one of the digest's own anchors, inside its attribute.
    for (const href of hrefs(html)) expect(href).toMatch(/^(?:https?:\/\/[^\s"<>]+|#story-\d+)$/);
    expect(hrefs(html)).toContain('https://ok.example/%22onmouseover=%22alert(5)');
    // The project sanitiser keeps every link we emit and finds no markup of the attacker's.
    expect(hrefs(sanitizeHtml(html))).toEqual(hrefs(html));
    expect(sanitizeHtml(html)).not.toMatch(/<script|<img/i);
    expect(text).not.toContain('<javascript:');
  });

  it('drops links that are not http(s) but keeps the content', () => {
    const { html, text } = composeDigest(
      input({
        articles: [
          { title: 'Data link', link: 'data:text/html;base64,PHNjcmlwdD4=', source: null, summary: 's' },
          { title: 'Relative link', link: '/local', source: null, summary: 's' },
          { title: 'FTP link', link: 'ftp://files.example/x', source: null, summary: 's' },
        ],
        examples: [
          { title: 'No source', url: 'javascript:alert(1)', snippet: 'dropped' },
          { title: 'Kept', url: 'http://kept.example/', snippet: 'kept' },
        ],
      }),
    );
    expect(html).toContain('Data link');
    expect(html).toContain('Relative link');
    expect(html).not.toMatch(/data:|ftp:|href="\/local"/);
    expect(html).not.toContain('No source'); // examples are only shown with a checkable source
    expect(html).toContain('href="http://kept.example/"');
    expect(text).not.toMatch(/data:|ftp:|<\/local>|No source/);
  });

  it('labels an article behind a paywall "Teaser only" in both parts, and no other', () => {
    const [free, paywalled] = input().articles;
    const { html, text } = composeDigest(input({ articles: [free, { ...paywalled, teaserOnly: true }] }));
    const label = 'Teaser only: the article is behind a paywall, so this summary covers the teaser the feed gave.';
    expect(html.split(label)).toHaveLength(2);
    expect(html.indexOf(label)).toBeGreaterThan(html.indexOf('Regulation update'));
    expect(text).toContain(`2. Regulation update\n   ${label}\n`);
    expect(text.split(label)).toHaveLength(2);
  });

  it('lists the other sources of a story under "Also covered by", escaped, each linked when its link is http(s)', () => {
    const story = {
      ...input().articles[0],
      alsoCoveredBy: [
        { source: 'Daily <b>Wire</b>', link: 'https://wire.example/models?utm_source=rss' },
        { source: null, link: 'https://www.markets.example/small-models' },
        { source: 'Bad Link Times', link: 'javascript:alert(1)' },
      ],
    };
    const { html, text } = composeDigest(input({ articles: [story] }));
    expect(visible(html)).toContain('Also covered by Daily <b>Wire</b>, markets.example and Bad Link Times');
    expect(html).toMatch(
      /<a href="https:\/\/wire.example\/models\?utm_source=rss"[^>]*>Daily &lt;b&gt;Wire&lt;\/b&gt;<\/a>/,
    );
    expect(html).toMatch(/<a href="https:\/\/www.markets.example\/small-models"[^>]*>markets.example<\/a>/);
    expect(html).not.toContain('javascript:');
    expect(text).toContain(
      'Also covered by:\n- Daily <b>Wire</b> <https://wire.example/models?utm_source=rss>\n- markets.example <https://www.markets.example/small-models>\n- Bad Link Times\n',
    );
    // An item told by one source says nothing more.
    expect(composeDigest(input()).text).not.toContain('Also covered by');
  });

  it("names each other outlet once, and not the item's own outlet when its feed carried the story twice", () => {
    const story = {
      ...input().articles[0],
      source: 'Fintech Today',
      alsoCoveredBy: [
        { source: 'Fintech Today', link: 'https://fintech.example/again' },
        { source: 'Daily Wire', link: 'https://wire.example/a' },
        { source: 'daily wire', link: 'https://wire.example/b' },
      ],
    };
    const { html, text } = composeDigest(input({ articles: [story] }));
    expect(visible(html)).toContain('Also covered by Daily Wire');
    expect(visible(html)).not.toMatch(/Also covered by [^\n]*(Fintech|daily wire)/);
    expect(hrefs(html)).toContain('https://wire.example/a');
    expect(text).toContain('Also covered by:\n- Daily Wire <https://wire.example/a>\n\n');
    const alone = composeDigest(input({ articles: [{ ...story, alsoCoveredBy: [story.alsoCoveredBy[0]] }] }));
    expect(alone.html).not.toContain('Also covered by');
  });

  it('says under each item why it was kept, escaped, with its More like this and Less like this links', () => {
    const more = 'https://app.synth.example/api/article-feedback?token=m.1';
    const less = 'https://app.synth.example/api/article-feedback?token=l.2';
    const d = composeDigest(
      input({
        articles: [
          {
            title: 'Freight rates climb',
            link: null,
            source: null,
            summary: 'Rates rose.',
            because: ['logistics', 'freight'],
            feedbackUrls: { more, less },
          },
          {
            title: 'Drones deliver to pharmacies',
            link: null,
            source: null,
            summary: 'A pilot began.',
            because: ['<b>drone</b>'],
            likedTitles: ['Warehouse robots raise funds'],
          },
        ],
      }),
    );
    expect(d.html).toMatch(/>Because: logistics, freight<\/p>/);
    expect(d.html).toContain('Because: &lt;b&gt;drone&lt;/b&gt;, and because you liked “Warehouse robots raise funds”');
    expect(hrefs(d.html)).toEqual(expect.arrayContaining([more, less]));
    expect(d.html).toMatch(/>More like this<\/a>  ·  <a [^>]*>Less like this<\/a>/);
    expectShows(d.text, ['   Because: logistics, freight', `More like this: <${more}>`, `Less like this: <${less}>`]);
    // Only items with links get them: a preview run has no synth to learn.
    expect(d.text.match(/More like this/g)).toHaveLength(1);
  });

  it('sends a short note when there is nothing new', () => {
    const { subject, html, text } = composeDigest(input({ nothingNew: true }));
    expect(subject).toBe('AI Weekly: nothing new today — Sunday, 22 November 2026');
    expect(html).toContain('Nothing new today');
    expect(html).not.toContain('Models get smaller');
    expect(html).not.toContain('Ready-to-post content');
    expect(html).toContain('>Unsubscribe</a>');
    expect(text).toContain('Nothing new today');
    expect(text).not.toContain('Models get smaller');
    expect(text).toContain('Unsubscribe: <https://app.synth.example/api/unsubscribe?token=abc.def>');
  });
});

describe('safeUrl', () => {
  it('accepts only absolute http(s)', () => {
    expect(safeUrl('https://a.example/x')).toBe('https://a.example/x');
    expect(safeUrl(' HTTP://A.example ')).toBe('http://a.example/');
    for (const bad of [
      null,
      '',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'vbscript:x',
      'mailto:a@b.c',
      '//a.example',
      '/x',
      'data:,x',
    ]) {
      expect(safeUrl(bad)).toBeNull();
    }
  });
});
