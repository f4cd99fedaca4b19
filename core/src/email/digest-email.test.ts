// The digest as a reader's inbox shows it: preheader, both colour schemes, the text part against
// the HTML, the size budget, grouping, accessible markup and the reader's language.
import { describe, expect, it } from 'vitest';
import { composeDigest } from './digest-composer';
import type { DigestArticle, DigestInput } from './digest-input';
import { DIGEST_HTML_BUDGET_BYTES } from './digest-budget';
import { DARK, LIGHT, readablePairs } from './digest-theme';
import { digestMessages } from './i18n/digest-messages';

const TOPICS = ['batteries', 'solar', 'grid', 'hydrogen'];

function article(i: number, summaryWords = 60): DigestArticle {
  return {
    title: `Story ${i}: storage plant ${i} opens`,
    link: `https://news.example/story-${i}`,
    source: `Outlet ${i % 5}`,
    summary:
      `Plant ${i} stores ${100 + i} MWh for the region. ${'The operator says the site will run for decades and serve the nearby towns. '.repeat(Math.ceil(summaryWords / 14))}`.trim(),
    because: [TOPICS[i % TOPICS.length]],
    group: TOPICS[i % TOPICS.length],
    feedbackUrls: {
      more: `https://app.synth.example/api/article-feedback?token=m${i}`,
      less: `https://app.synth.example/api/article-feedback?token=l${i}`,
    },
  };
}

function input(over: Partial<DigestInput> = {}): DigestInput {
  return {
    synthName: 'Energy desk',
    runDate: new Date('2026-11-23T09:00:00Z'),
    timezone: 'UTC',
    articles: [0, 1, 2].map((i) => article(i)),
    posts: [{ contentType: 'linkedin', templateId: 'informative', text: 'Storage is booming.' }],
    examples: [{ title: 'A town runs on a battery', url: 'https://case.example/town', snippet: 'It cut its bills.' }],
    nothingNew: false,
    appUrl: 'https://app.synth.example',
    unsubscribeUrl: 'https://app.synth.example/api/unsubscribe?token=u.1',
    runUrl: 'https://app.synth.example/runs/run-1',
    ...over,
  };
}

const hrefs = (html: string) => [...html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
const headings = (html: string) =>
  [...html.matchAll(/<h([23])[^>]*>(?:<a [^>]*>)?([^<]*)/g)].map((m) => m[2].replace(/&amp;/g, '&'));
const bodyOf = (html: string) => html.slice(html.indexOf('<body'));

// WCAG 2 relative luminance and contrast ratio.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('the digest email', () => {
  it('opens with a preheader carrying the top story’s key fact, before anything visible', () => {
    const { html, preheader } = composeDigest(input());
    expect(preheader).toBe('Plant 0 stores 100 MWh for the region.');
    const body = bodyOf(html);
    expect(body.indexOf(preheader)).toBeGreaterThan(-1);
    expect(body.indexOf(preheader)).toBeLessThan(body.indexOf('<h1'));
    // Hidden in the body, so only the inbox list shows it.
    expect(body).toMatch(/<div style="display:none[^"]*"[^>]*>Plant 0 stores 100 MWh for the region\./);
    expect(composeDigest(input({ nothingNew: true, articles: [] })).preheader).toBe(
      'No new articles matched your topics since the last digest. We will look again at the next scheduled run.',
    );
  });

  it('declares both colour schemes and recolours every role in dark mode', () => {
    const { html } = composeDigest(input());
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(html).toMatch(/@media \(prefers-color-scheme: dark\)/);
    for (const role of ['d-page', 'd-card', 'd-text', 'd-muted', 'd-link', 'd-heading', 'd-header', 'd-post']) {
      expect(html, role).toMatch(new RegExp(`\\.${role}[ ,{]`));
      expect(bodyOf(html), role).toMatch(new RegExp(`class="(?:[^"]* )?${role}(?: [^"]*)?"`));
    }
  });

  it('keeps every text colour at a contrast of at least 4.5:1 on its background, in light and in dark mode', () => {
    for (const [mode, palette] of [
      ['light', LIGHT],
      ['dark', DARK],
    ] as const) {
      for (const pair of readablePairs(palette))
        expect(contrast(pair.fg, pair.bg), `${mode}: ${pair.name}`).toBeGreaterThanOrEqual(4.5);
    }
    // The check itself: black on white is 21:1, a pale grey on white fails.
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#9ca3af', '#ffffff')).toBeLessThan(4.5);
  });

  it('uses presentation tables and a heading outline: h1 for the synth, h2 per item, no image without alt text', () => {
    const { html } = composeDigest(input());
    const tables = html.match(/<table[^>]*>/g) ?? [];
    expect(tables.length).toBeGreaterThan(0);
    for (const t of tables) expect(t).toContain('role="presentation"');
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(headings(html)).toEqual([
      'At a glance',
      'Story 0: storage plant 0 opens',
      'Story 1: storage plant 1 opens',
      'Story 2: storage plant 2 opens',
      'Ready-to-post content',
      'Real-world examples',
    ]);
    expect(html.match(/<img(?![^>]*\balt=)[^>]*>/g)).toBeNull();
    expect(html).toMatch(/<html dir="ltr" lang="en">/);
  });

  it('carries every headline, summary and link of the HTML in the plain-text part', () => {
    const { html, text } = composeDigest(input({ articles: Array.from({ length: 9 }, (_, i) => article(i)) }));
    for (const h of headings(html)) expect(text.toLowerCase(), h).toContain(h.toLowerCase());
    // In-page links (the one-minute list's) have their numbers in the text part instead.
    for (const href of hrefs(html).filter((h) => !h.startsWith('#'))) expect(text, href).toContain(`<${href}>`);
    for (const a of Array.from({ length: 9 }, (_, i) => article(i))) expect(text).toContain(a.summary);
    expect(hrefs(html)).toEqual(
      expect.arrayContaining([
        'https://app.synth.example/runs/run-1',
        'https://app.synth.example/api/unsubscribe?token=u.1',
      ]),
    );
  });

  it('shows a visible unsubscribe link and a link to the run page in both parts', () => {
    const { html, text } = composeDigest(input());
    expect(html).toMatch(/<a href="https:\/\/app\.synth\.example\/api\/unsubscribe\?token=u\.1"[^>]*>Unsubscribe<\/a>/);
    expect(html).toMatch(/<a href="https:\/\/app\.synth\.example\/runs\/run-1"[^>]*>View this run in Synth<\/a>/);
    expect(text).toContain('View this run in Synth: <https://app.synth.example/runs/run-1>');
    expect(text).toContain('Unsubscribe: <https://app.synth.example/api/unsubscribe?token=u.1>');
  });

  it('keeps a 40-item digest under 100,000 bytes, listing the top items and linking the rest on the run page', () => {
    const articles = Array.from({ length: 40 }, (_, i) => article(i, 260));
    const { html, text } = composeDigest(input({ articles }));
    const bytes = Buffer.byteLength(html);
    console.log(
      `40-item digest: HTML ${bytes} bytes (budget ${DIGEST_HTML_BUDGET_BYTES}), text ${Buffer.byteLength(text)} bytes`,
    );
    expect(bytes).toBeLessThanOrEqual(DIGEST_HTML_BUDGET_BYTES);
    const shown = articles.filter((a) => html.includes(`>${a.title}</a>`));
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(40);
    // The top items, in rank order; the rest named by count, with the run page's link.
    expect(shown).toEqual(articles.slice(0, shown.length));
    const left = 40 - shown.length;
    expect(html).toContain(`${left} more articles were left out to keep this email small enough for every inbox.`);
    expect(html).toMatch(
      /<a href="https:\/\/app\.synth\.example\/runs\/run-1"[^>]*>Read them on the run page in Synth\.<\/a>/,
    );
    expect(text).toContain(`${left} more articles were left out`);
    expect(text).not.toContain(articles[shown.length].title);
    // The footer, with the unsubscribe link, survives the budget.
    expect(html).toContain('>Unsubscribe</a>');
  });

  it('leaves a digest that fits whole, saying nothing about left-out items', () => {
    const { html, text } = composeDigest(input({ articles: Array.from({ length: 40 }, (_, i) => article(i, 20)) }));
    expect(html).toContain('>Story 39: storage plant 39 opens</a>');
    expect(html).not.toContain('left out');
    expect(text).not.toContain('left out');
  });

  it('groups more than six items under the topic each matched, the top story first', () => {
    const articles = Array.from({ length: 8 }, (_, i) => article(i));
    articles[5] = { ...articles[5], group: undefined, because: [] };
    const { html, text } = composeDigest(input({ articles }));
    const h2 = [...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]);
    expect(h2).toEqual([
      'At a glance',
      'Top story',
      'solar',
      'grid',
      'hydrogen',
      'batteries',
      'Other stories',
      'Ready-to-post content',
      'Real-world examples',
    ]);
    const order = [...html.matchAll(/<h3[^>]*><a[^>]*>Story (\d+):/g)].map((m) => Number(m[1]));
    // solar: 1; grid: 2, 6; hydrogen: 3, 7; batteries: 4; other: 5.
    expect(order).toEqual([0, 1, 2, 6, 3, 7, 4, 5]);
    expect(text).toMatch(/TOP STORY\n\n1\. Story 0[\s\S]*SOLAR\n\n2\. Story 1[\s\S]*OTHER STORIES\n\n8\. Story 5/);
    // Six or fewer read as one ranked list.
    expect(composeDigest(input({ articles: articles.slice(0, 6) })).html).not.toContain('Top story');
  });

  it('writes its own words in the digest’s language, falling back to English for a language or key without a translation', () => {
    const fr = composeDigest(
      input({ language: 'fr', articles: Array.from({ length: 40 }, (_, i) => article(i, 260)) }),
    );
    expect(fr.subject).toBe('Energy desk : 40 nouveaux articles — lundi 23 novembre 2026');
    expect(fr.html).toMatch(/<html dir="ltr" lang="fr">/);
    expect(fr.html).toContain('>Se désabonner</a>');
    expect(fr.html).toContain('>Voir cette exécution dans Synth</a>');
    expect(fr.html).toMatch(/\d+ autres articles ont été omis/);
    // French puts a space before a colon; German keeps none.
    expect(fr.text).toContain('Se désabonner : <https://app.synth.example/api/unsubscribe?token=u.1>');
    const de = composeDigest(input({ language: 'de' }));
    expect(de.html).toContain('>Abbestellen</a>');
    expect(de.text).toContain('Abbestellen: <https://app.synth.example/api/unsubscribe?token=u.1>');
    expect(composeDigest(input({ language: 'es' })).subject).toBe(
      'Energy desk: 3 artículos nuevos — lunes, 23 de noviembre de 2026',
    );
    // Japanese has no catalogue yet: the words are English, the date is Japanese.
    const ja = composeDigest(input({ language: 'ja' }));
    expect(ja.html).toContain('>Unsubscribe</a>');
    expect(ja.subject).toMatch(/^Energy desk: 3 new articles — 2026年11月23日/);
    // A key a catalogue lacks reads the English text, formatted.
    const t = digestMessages('fr', { fr: { unsubscribe: 'Se désabonner' } });
    expect(t('unsubscribe')).toBe('Se désabonner');
    expect(t('leftOut', { count: 2 })).toBe(
      '2 more articles were left out to keep this email small enough for every inbox.',
    );
  });

  it('says why an item was kept, and that it is a teaser only, in the digest’s language; English keeps the run page’s sentence', () => {
    const item = {
      ...article(0),
      because: ['solar', 'grid'],
      likedTitles: ['Wind farm opens', 'Battery prices fall'],
      teaserOnly: true,
    };
    const fr = composeDigest(input({ language: 'fr', articles: [item] }));
    expect(fr.html).toContain(
      '>Parce que : solar, grid, et parce que vous avez aimé “Wind farm opens” et “Battery prices fall”</p>',
    );
    expect(fr.text).toContain('Aperçu seulement : l’article est réservé aux abonnés');
    const de = composeDigest(
      input({ language: 'de', articles: [{ ...item, because: [], likedTitles: ['Wind farm opens'] }] }),
    );
    expect(de.html).toContain('>Weil Ihnen “Wind farm opens” gefallen hat</p>');
    const en = composeDigest(input({ articles: [item] }));
    expect(en.html).toContain(
      '>Because: solar, grid, and because you liked “Wind farm opens” and “Battery prices fall”</p>',
    );
    expect(en.text).toContain(
      'Teaser only: the article is behind a paywall, so this summary covers the teaser the feed gave.',
    );
    // A language without its own wording keeps the English sentence rather than inventing one.
    expect(composeDigest(input({ language: 'ja', articles: [item] })).html).toContain(
      '>Because: solar, grid, and because you liked',
    );
  });
});
