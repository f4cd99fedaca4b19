// The one-minute list at the top of the digest: one line per story shown, by topic, each linking
// to its item, the same in the text part, in every language the digest is written in.
import { describe, expect, it } from 'vitest';
import { DIGEST_LANGUAGES } from '../synths/digest-language';
import { composeDigest, digestViewOf } from './digest-composer';
import type { DigestArticle, DigestInput } from './digest-input';
import { digestMessages } from './i18n/digest-messages';

const TOPICS = ['storage', 'solar', 'storage', 'wind', 'solar', 'grid', 'storage', 'wind'];

function story(i: number, over: Partial<DigestArticle> = {}): DigestArticle {
  return {
    title: `Plant ${i} clears its last hurdle after a two-year review by the regional council`,
    link: `https://news.example/story-${i}`,
    source: 'Energy Daily',
    summary: `Plant ${i} will store ${100 + i} MWh. The operator expects to connect it next spring.`,
    group: TOPICS[i % TOPICS.length],
    minute: { point: `Plant ${i} clears its last hurdle`, fact: `will store ${100 + i} MWh` },
    passages: [`Plant ${i} will store ${100 + i} MWh.`],
    ...over,
  };
}

const input = (articles: DigestArticle[], over: Partial<DigestInput> = {}): DigestInput => ({
  synthName: 'Energy desk',
  runDate: new Date('2026-11-23T07:00:00Z'),
  timezone: 'UTC',
  articles,
  posts: [],
  examples: [],
  nothingNew: articles.length === 0,
  appUrl: 'https://app.synth.example',
  unsubscribeUrl: 'https://app.synth.example/api/unsubscribe?token=u.1',
  runUrl: 'https://app.synth.example/runs/run-1',
  webUrl: 'https://app.synth.example/digest?token=w.1',
  ...over,
});

/** The minute block's HTML: from its table to the first item. */
const blockOf = (html: string) => html.slice(html.indexOf('class="d-minute"'), html.indexOf('id="story-1"'));

describe('the one-minute list', () => {
  it('opens the digest with one line per story, its point linking to its item, then its key fact', () => {
    const articles = [0, 1, 2, 3].map((i) => story(i));
    const { html } = composeDigest(input(articles));
    const block = blockOf(html);
    expect(html.indexOf('class="d-minute"')).toBeLessThan(html.indexOf('id="story-1"'));
    expect(block).toContain('>At a glance</h2>');
    for (const [i, a] of articles.entries()) {
      expect(block).toMatch(
        new RegExp(`<a href="#story-${i + 1}"[^>]*>${a.minute!.point}</a> — ${a.minute!.fact}</div>`),
      );
      // The anchor is the item of that very story.
      const item = html.slice(html.indexOf(`id="story-${i + 1}"`));
      expect(item.slice(0, item.indexOf('</h2>'))).toContain(a.title);
    }
  });

  it('groups a short digest by the topic each story matched, topics in the order of their best story', () => {
    const view = digestViewOf(input([0, 1, 2, 3, 4].map((i) => story(i))));
    expect(view.minute.map((g) => [g.heading, g.entries.map((e) => e.number)])).toEqual([
      ['storage', [1, 3]],
      ['solar', [2, 5]],
      ['wind', [4]],
    ]);
    // No topic at all: one list, no heading.
    const plain = digestViewOf(input([0, 1].map((i) => story(i, { group: undefined }))));
    expect(plain.minute).toEqual([{ heading: null, entries: expect.any(Array) }]);
  });

  it('follows the groups of a long digest, so each line keeps its item’s number', () => {
    const articles = Array.from({ length: 8 }, (_, i) => story(i));
    const view = digestViewOf(input(articles));
    const minute = view.minute.map((g) => ({ heading: g.heading, points: g.entries.map((e) => e.point) }));
    const body = view.groups.map((g) => ({ heading: g.heading, points: g.articles.map((a) => a.minute!.point) }));
    expect(minute).toEqual(body);
    expect(view.minute.flatMap((g) => g.entries.map((e) => e.number))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('leads the text part too, each line numbered like its item', () => {
    const { text } = composeDigest(input([0, 1].map((i) => story(i))));
    expect(text).toMatch(
      /^Energy desk\nMonday, 23 November 2026\nView in browser: <https:\/\/app\.synth\.example\/digest\?token=w\.1>\n\nAT A GLANCE\n\nstorage\n1\. Plant 0 clears its last hurdle — will store 100 MWh\n\nsolar\n2\. Plant 1 clears its last hurdle — will store 101 MWh\n\n/,
    );
    expect(text).toMatch(/\n1\. Plant 0 clears its last hurdle after a two-year review/);
  });

  it('lists only the stories the email shows, when the size budget leaves some out', () => {
    const long = 'The operator says the site will run for decades and serve the towns nearby. '.repeat(60);
    const articles = Array.from({ length: 40 }, (_, i) => story(i, { summary: long }));
    const { html } = composeDigest(input(articles));
    const shown = (html.match(/ id="story-\d+"/g) ?? []).length;
    expect(shown).toBeLessThan(40);
    expect((blockOf(html).match(/<a href="#story-/g) ?? []).length).toBe(shown);
  });

  it('shows the headline’s point alone for a run recorded before minute lines, and nothing for a “nothing new” note', () => {
    const old = story(0, { minute: undefined, title: 'Plant 0 clears its last hurdle after a two-year review' });
    const { html } = composeDigest(input([old]));
    expect(blockOf(html)).toMatch(/<a href="#story-1"[^>]*>Plant 0 clears its last hurdle<\/a><\/div>/);
    const none = composeDigest(input([]));
    expect(none.html).not.toContain('class="d-minute"');
    expect(none.text).not.toContain('AT A GLANCE');
  });

  it('escapes what the article said', () => {
    const hostile = story(0, { minute: { point: '<img src=x onerror=alert(1)>', fact: '<script>alert(2)</script>' } });
    const block = blockOf(composeDigest(input([hostile])).html);
    expect(block).not.toMatch(/<img|<script/);
    expect(block).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
  });

  it('has its few words, and the web pages’ words, in every language the digest is written in', () => {
    const values = { count: 2, name: 'Harbour news', email: 'reader@example.com' };
    const english = digestMessages('en');
    for (const { code } of DIGEST_LANGUAGES) {
      const t = digestMessages(code);
      for (const key of [
        'minuteHeading',
        'viewInBrowser',
        'sourcePassage',
        'pastIssues',
        'allIssues',
        'noIssues',
        'storyCount',
        'archiveDescription',
        'subscribeHeading',
        'subscribeEmailLabel',
        'subscribeButton',
        'subscribeNote',
        'subscribeAsked',
        'subscribeInvalid',
        'subscribeCapReached',
      ] as const) {
        const said = t(key, values);
        expect(said.length, `${code} ${key}`).toBeGreaterThan(0);
        expect(said, `${code} ${key}`).not.toMatch(/[{}]/);
        if (code !== 'en') expect(said, `${code} ${key}`).not.toBe(english(key, values));
      }
      expect(t('storyCount', { count: 1 }), code).toMatch(/1/);
      expect(t('subscribeAsked', values), code).toContain('reader@example.com');
    }
  });
});

describe('links to the passage in the source', () => {
  it('follows each sentence found in the article with a link that lands on it, in both parts', () => {
    const { html, text } = composeDigest(input([story(3)]));
    const url = 'https://news.example/story-3#:~:text=Plant%203%20will%20store%20103%20MWh';
    expect(html).toContain(
      `Plant 3 will store 103 MWh. <a href="${url}" style="color:#1d4ed8;text-decoration:none;font-size:13px" class="d-link" title="Read this passage in the article" aria-label="Read this passage in the article" target="_blank">↗</a> The operator expects`,
    );
    expect(text).toContain(`Plant 3 will store 103 MWh. <${url}> The operator expects to connect it next spring.`);
  });

  it('links nothing of a summary in its own words, or of an article without a safe address', () => {
    const own = composeDigest(input([story(1, { passages: [] })]));
    expect(own.html).not.toContain(':~:text=');
    const unsafe = composeDigest(input([story(1, { link: 'javascript:alert(1)' })]));
    expect(unsafe.html).not.toContain(':~:text=');
    expect(unsafe.text).not.toContain(':~:text=');
  });
});

describe('view in browser', () => {
  it('links the web edition beside the date, and leaves the owner’s links out of a subscriber’s copy', () => {
    const own = composeDigest(input([story(0)]));
    expect(own.html).toMatch(
      /23 November 2026 {2}· {2}<a href="https:\/\/app\.synth\.example\/digest\?token=w\.1"[^>]*>View in browser<\/a>/,
    );
    expect(own.html).toContain('>Manage your synth</a>');
    const sub = composeDigest(input([story(0)], { forSubscriber: true }));
    expect(sub.html).toContain('>View in browser</a>');
    expect(sub.html).not.toContain('Manage your synth');
    expect(sub.html).not.toContain('View this run in Synth');
    expect(sub.text).not.toContain('/runs/run-1');
    expect(sub.html).toContain('>Unsubscribe</a>');
  });
});
