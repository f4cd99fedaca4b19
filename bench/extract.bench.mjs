// Extraction benchmark: the fixture news site's pages (test-support/news-site, 21 pages shaped like
// real news pages, main text marked by hand) through the built core's article extraction, exactly
// as the worker runs it. Prints word-level precision, recall and F1 of the extracted text against
// the marked text per page and overall (target: F1 at least 0.9), and whether each paywalled page
// is labelled "teaser only". Needs no services; npm run bench:extract builds the core first.
import { declaresPaywall, extractArticle, noLongerThanTeaser } from '@synth/core/full-text';
import { sitePages, wordScores } from '../test-support/news-site/site.ts';
import { machineCalibration } from './lib/calibration.mjs';

await machineCalibration();

const TARGET_F1 = 0.9;
const pct = (x) => x.toFixed(3);
const rows = [];
let common = { got: 0, want: 0, p: 0, r: 0 };
for (const page of sitePages()) {
  const url = `https://news.example/site/${page.slug}.html`;
  const paywallMarker = declaresPaywall(page.html);
  const article = paywallMarker ? null : extractArticle(page.html, url);
  const labelled = paywallMarker || !article || noLongerThanTeaser(article.text, page.teaser);
  // A paywalled page is scored on what it shows (its opening), read as the worker would if it had no marker.
  const text = article?.text ?? extractArticle(page.html, url)?.text ?? '';
  const s = wordScores(text, page.expected);
  rows.push({ page: page.slug, paywalled: page.paywalled, labelled, ...s });
  if (!page.paywalled) {
    common.got += s.extractedWords;
    common.want += s.expectedWords;
    common.p += s.precision * s.extractedWords;
    common.r += s.recall * s.expectedWords;
  }
}
console.log('page'.padEnd(34), 'words', ' precision', 'recall', '   F1', '  label');
for (const r of rows) {
  const label = r.paywalled
    ? r.labelled
      ? 'teaser only (paywall)'
      : 'NOT LABELLED (paywall missed)'
    : r.labelled
      ? 'WRONGLY LABELLED teaser only'
      : 'full text';
  console.log(
    r.page.padEnd(34),
    String(r.expectedWords).padStart(5),
    pct(r.precision).padStart(10),
    pct(r.recall).padStart(6),
    pct(r.f1).padStart(6),
    ' ',
    label,
  );
}
const free = rows.filter((r) => !r.paywalled);
const precision = common.p / common.got,
  recall = common.r / common.want;
const f1 = (2 * precision * recall) / (precision + recall);
const macro = free.reduce((s, r) => s + r.f1, 0) / free.length;
console.log(
  `\noverall (${free.length} free pages, words pooled): precision ${pct(precision)}, recall ${pct(recall)}, F1 ${pct(f1)} (mean per-page F1 ${pct(macro)}); target F1 >= ${TARGET_F1}: ${f1 >= TARGET_F1 ? 'met' : 'NOT met'}`,
);
const paywalled = rows.filter((r) => r.paywalled);
console.log(
  `paywalled pages labelled teaser only: ${paywalled.filter((r) => r.labelled).length} of ${paywalled.length}; free pages wrongly labelled: ${free.filter((r) => r.labelled).length}`,
);
