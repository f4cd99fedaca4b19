// What the one-minute list costs the digest, and how much of a short article its summary takes.
// The fixture news site's articles (test-support/news-site, five or six paragraphs each) are
// summarised by the offline provider exactly as a run does, given their one-minute lines and
// passages, and composed into digests of 1 to 8 stories (and more): the list's bytes in the HTML
// (target under 3 KB for 8 stories), the whole message's bytes, and per article the brief and
// medium summaries' words against the article's (target at most half). With --shots <dir>, the
// 8-story email in Chromium at phone size (390×844, its first screen and whole) and at 600 px.
// Needs the built core (npm run bench:digest-size builds it). Seconds; no services.
//   npm run bench:digest-size -- [--stories 8] [--shots /tmp/shots]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { digestAnnotationsOf, OfflineAiProvider } from '@synth/core/ai';
import { composeDigest } from '@synth/core/email';
import { sitePages } from '../test-support/news-site/site.ts';

const { values } = parseArgs({ options: { stories: { type: 'string', default: '8' }, shots: { type: 'string' } } });
const STORIES = Number(values.stories);
const TARGET_BLOCK_BYTES = 3 * 1024;
const TARGET_SHARE = 0.5;
// The topic each fixture article would match in a reader's synth.
const TOPICS = {
  'port-strike-ends': 'trade',
  'heat-pump-sales': 'energy',
  'river-cleanup-volunteers': 'environment',
  'chip-plant-delay': 'industry',
  'library-late-fees': 'cities',
  'glacier-survey': 'environment',
  'rail-timetable': 'transport',
  'coffee-prices': 'trade',
  'school-phones': 'education',
  'bakery-four-day-week': 'work',
  'wind-farm-approved': 'energy',
  'museum-returns': 'culture',
  'ferry-fares': 'transport',
  'startup-layoffs': 'work',
  'bird-count': 'environment',
  'water-tariffs': 'cities',
  'marathon-record': 'sport',
  'housing-cooperative': 'cities',
  'vaccine-trial': 'health',
};

const ai = new OfflineAiProvider();
const summarise = async (req) => (await ai.summarize(req)).value;
const words = (s) => s.split(/\s+/).filter(Boolean).length;
const pages = sitePages();
const articles = pages.filter((p) => !p.paywalled);
const teasers = pages.filter((p) => p.paywalled);

function requestOf(page, length) {
  return {
    article: {
      title: page.title,
      link: `https://news.example/${page.slug}`,
      text: page.expected,
      publishedAt: null,
      source: 'The Harbour Gazette',
    },
    length,
    style: 'informative',
    customPrompt: null,
  };
}

async function digestArticle(page) {
  const req = requestOf(page, 'brief');
  const summary = await summarise(req);
  return {
    title: page.title,
    link: req.article.link,
    source: req.article.source,
    summary,
    because: [TOPICS[page.slug]],
    group: TOPICS[page.slug],
    ...digestAnnotationsOf(req, summary),
  };
}

function compose(items) {
  return composeDigest({
    synthName: 'Morning briefing',
    runDate: new Date('2026-11-26T07:00:00Z'),
    timezone: 'Europe/London',
    articles: items,
    posts: [],
    examples: [],
    nothingNew: items.length === 0,
    appUrl: 'https://synth.example',
    runUrl: 'https://synth.example/runs/3f2a',
    webUrl: `https://synth.example/digest?token=${'w'.repeat(120)}`,
    unsubscribeUrl: `https://synth.example/api/unsubscribe?token=${'u'.repeat(160)}`,
  });
}

/** The one-minute list's markup: its table, which holds no other table. */
function blockBytes(html) {
  const at = html.lastIndexOf('<table', html.indexOf('class="d-minute"'));
  if (at < 0) return 0;
  const end = html.indexOf('</table>', at) + '</table>'.length;
  return Buffer.byteLength(html.slice(at, end));
}

/** The passage links (↗) the summaries carry: what linking each sentence to the source adds. */
function passageLinkBytes(html) {
  return [...html.matchAll(/ <a href="[^"]*:~:text=[^"]*"[^>]*>↗<\/a>/g)].reduce(
    (n, m) => n + Buffer.byteLength(m[0]),
    0,
  );
}

const all = await Promise.all(
  Array.from({ length: Math.max(STORIES, 30) }, (_, i) => digestArticle(articles[i % articles.length])),
);
console.log('The one-minute list (fixture articles, brief summaries, the HTML part)');
console.log('stories  list bytes  passage links bytes  HTML bytes   target');
for (const n of [...new Set([1, 4, STORIES, 30])].sort((a, b) => a - b)) {
  const { html } = compose(all.slice(0, n));
  const block = blockBytes(html);
  const target = n <= 8 ? (block < TARGET_BLOCK_BYTES ? 'under 3 KB: yes' : 'under 3 KB: NO') : '';
  console.log(
    `${String(n).padStart(7)}  ${String(block).padStart(10)}  ${String(passageLinkBytes(html)).padStart(19)}  ${String(Buffer.byteLength(html)).padStart(10)}   ${target}`,
  );
}

console.log('\nSummaries of the short-article fixtures (offline provider, informative style)');
console.log(`${'article'.padEnd(34)} words  brief  share  medium  share`);
let worst = 0;
const rows = [];
for (const page of articles) {
  const total = words(page.expected);
  const [b, m] = await Promise.all(
    ['brief', 'medium'].map(async (length) => words(await summarise(requestOf(page, length)))),
  );
  worst = Math.max(worst, b / total, m / total);
  rows.push({ slug: page.slug, total, b, m });
}
for (const r of rows)
  console.log(
    `${r.slug.padEnd(34)} ${String(r.total).padStart(5)}  ${String(r.b).padStart(5)}  ${(r.b / r.total).toFixed(2).padStart(5)}  ${String(r.m).padStart(6)}  ${(r.m / r.total).toFixed(2).padStart(5)}`,
  );
const mean = (f) => rows.reduce((s, r) => s + f(r), 0) / rows.length;
console.log(
  `mean share: brief ${mean((r) => r.b / r.total).toFixed(2)}, medium ${mean((r) => r.m / r.total).toFixed(2)}; largest ${worst.toFixed(2)} (target at most ${TARGET_SHARE}: ${worst <= TARGET_SHARE ? 'yes' : 'NO'})`,
);
for (const page of teasers) {
  const total = words(page.expected);
  const b = words(await summarise(requestOf(page, 'brief')));
  console.log(
    `teaser only (paywalled) ${page.slug}: ${total} words, brief ${b} (${(b / total).toFixed(2)}): the first sentence always stays`,
  );
}

if (values.shots) {
  const { chromium } = await import('playwright-core');
  fs.mkdirSync(values.shots, { recursive: true });
  const { html } = compose(all.slice(0, STORIES));
  fs.writeFileSync(path.join(values.shots, 'digest-phone.html'), html);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    for (const [name, viewport, fullPage] of [
      ['digest-phone-first-screen.png', { width: 390, height: 844 }, false],
      ['digest-phone.png', { width: 390, height: 844 }, true],
      ['digest-600.png', { width: 600, height: 900 }, true],
    ]) {
      const page = await browser.newPage({ viewport });
      await page.setContent(html);
      const bottom = await page.evaluate(
        () => document.querySelector('.d-minute')?.getBoundingClientRect().bottom ?? 0,
      );
      const file = path.join(values.shots, name);
      await page.screenshot({ path: file, fullPage });
      console.log(`screenshot ${file} (the list ends ${Math.round(bottom)} px down)`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
}
