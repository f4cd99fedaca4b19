// The composed digest of a 40-item run: the HTML's size against the 100 KB budget (Gmail clips
// past about 102 KB), how many items it kept, the text part's size, and with --shots <dir> the
// email at 600 px in Chromium in light and in dark mode (email-light.png, email-dark.png, and the HTML as email.html), for a
// person to look at. The items are shaped like real ones: a headline, an outlet, why it was kept,
// a 120-word summary, other outlets, the feedback links. Needs the built core
// (npm run bench:email-size builds it). Seconds; no services.
//   npm run bench:email-size -- [--items 40] [--words 120] [--language en] [--shots /tmp/shots]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { composeDigest, DIGEST_HTML_BUDGET_BYTES } from '@synth/core/email';
import { machineCalibration } from './lib/calibration.mjs';

await machineCalibration();

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '40' },
    words: { type: 'string', default: '120' },
    language: { type: 'string', default: 'en' },
    shots: { type: 'string' },
  },
});
const ITEMS = Number(values.items),
  WORDS = Number(values.words);
const TOPICS = ['grid storage', 'solar', 'hydrogen', 'wind', 'heat pumps'];
const SENTENCES = [
  'The operator said the plant would store 240 MWh and serve about 80,000 homes from next spring.',
  'Regulators approved the connection in October after a two-year review of the site.',
  'Local councils welcomed the jobs but asked for a traffic plan during construction.',
  'Analysts at the utility expect prices for the region to fall by 4% once it runs.',
  'The company will publish its first quarterly figures for the plant in March.',
];

const articles = Array.from({ length: ITEMS }, (_, i) => {
  const words = [];
  for (let s = i; words.length < WORDS; s++) words.push(...SENTENCES[s % SENTENCES.length].split(' '));
  const topic = TOPICS[i % TOPICS.length];
  return {
    title: `${['Riverton', 'Lakeside', 'Northgate', 'Elm Valley'][i % 4]} ${topic} project ${i + 1} clears its last hurdle`,
    link: `https://news.example/energy/2026/11/story-${i + 1}?utm_source=rss`,
    source: ['Energy Daily', 'Grid Watch', 'The Power Letter'][i % 3],
    summary: words.slice(0, WORDS).join(' '),
    because: [topic],
    group: topic,
    alsoCoveredBy: i % 3 === 0 ? [{ source: 'Wire Service', link: `https://wire.example/${i}` }] : [],
    feedbackUrls: {
      more: `https://synth.example/api/article-feedback?token=${'m'.repeat(120)}${i}`,
      less: `https://synth.example/api/article-feedback?token=${'l'.repeat(120)}${i}`,
    },
    teaserOnly: i % 11 === 5,
  };
});

const digest = composeDigest({
  synthName: 'Energy desk',
  runDate: new Date('2026-11-26T07:00:00Z'),
  timezone: 'Europe/London',
  language: values.language,
  articles,
  posts: [
    {
      contentType: 'linkedin',
      templateId: 'informative',
      text: 'Storage keeps growing: three new plants this week.\n\n#energy #storage',
    },
  ],
  examples: [
    {
      title: 'A town that runs on a battery',
      url: 'https://case.example/town',
      snippet: 'Its bills fell by a fifth in a year.',
    },
  ],
  nothingNew: false,
  appUrl: 'https://synth.example',
  runUrl: 'https://synth.example/runs/3f2a',
  unsubscribeUrl: `https://synth.example/api/unsubscribe?token=${'u'.repeat(160)}`,
});
const bytes = Buffer.byteLength(digest.html);
const kept = articles.filter((a) => digest.html.includes(`>${a.title}</a>`)).length;
console.log(`items in the run          ${ITEMS} (${WORDS}-word summaries)`);
console.log(
  `HTML                      ${bytes} bytes (budget ${DIGEST_HTML_BUDGET_BYTES} bytes; Gmail clips past about 102 KB)`,
);
console.log(`items in the email        ${kept}, ${ITEMS - kept} named by count with a link to the run page`);
console.log(`text part                 ${Buffer.byteLength(digest.text)} bytes`);
console.log(`preheader                 ${digest.preheader}`);

if (values.shots) {
  const { chromium } = await import('playwright-core');
  fs.mkdirSync(values.shots, { recursive: true });
  fs.writeFileSync(path.join(values.shots, 'email.html'), digest.html);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    for (const colorScheme of ['light', 'dark']) {
      const page = await browser.newPage({ viewport: { width: 600, height: 900 }, colorScheme });
      await page.setContent(digest.html);
      const file = path.join(values.shots, `email-${colorScheme}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`screenshot                ${file}`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
}
