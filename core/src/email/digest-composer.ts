// The digest email. Article text, AI output and search snippets are untrusted: every piece is
// escaped, and only http(s) links survive. Layout is tables with inline styles because that is
// what mail clients (Outlook, Gmail) render reliably; nothing is loaded from outside the message.
import { safeUrl } from '../lib/http-url';
import { escapeHtml } from '../lib/sanitize';

export interface DigestInput {
  synthName: string;
  runDate: Date;
  timezone: string;
  articles: DigestArticle[];
  posts: { contentType: string; templateId: string; text: string }[];
  examples: { title: string; url: string; snippet: string }[];
  nothingNew: boolean;
  appUrl: string;
  unsubscribeUrl: string;
  /** The posts will publish themselves: the sentence saying where and when, and the link that stops it. */
  autoPublish?: { notice: string; cancelUrl: string };
}

import { coverageName, listSeparator, otherOutlets, type Coverage } from '../stories/coverage-names';
import { becauseLine } from '../relevance/because.text';
import { TEASER_ONLY_LABEL } from '../full-text/text-source.text';

export interface DigestArticle {
  title: string;
  link: string | null;
  source: string | null;
  summary: string;
  alsoCoveredBy?: Coverage[];
  /** Why it was kept: the terms it matched and the liked items it resembles. */
  because?: string[];
  likedTitles?: string[];
  /** Signed one-click links that open a page recording "More like this" or "Less like this". */
  feedbackUrls?: { more: string; less: string };
  /** The article is behind a paywall: the summary covers only the feed's teaser. */
  teaserOnly?: boolean;
}

export type { Coverage };

export interface ComposedDigest {
  subject: string;
  html: string;
  text: string;
}

import { platformLabel } from '../content/platform-label';

export { platformLabel };

/** An absolute http(s) URL, normalised; anything else (javascript:, data:, relative) is null. */
export { safeUrl };

/** "Sunday, 22 November 2026" in the reader's zone (UTC when the zone is unknown). */
export function formatDigestDate(date: Date, timezone: string): string {
  const format = (timeZone: string) => {
    const parts = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).formatToParts(date);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    // Assembled by hand: ICU versions disagree on the comma after the weekday.
    return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
  };
  try {
    return format(timezone);
  } catch {
    return format('UTC');
  }
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
const paragraphs = (s: string) => s.replace(/\r\n?/g, '\n').split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);

const FONT = "font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;";
const S = {
  body: `margin:0;padding:0;background:#f4f5f7;${FONT}`,
  card: 'width:100%;max-width:600px;background:#ffffff;border-collapse:collapse;',
  header: `padding:24px 28px;background:#1f2a44;color:#ffffff;${FONT}`,
  cell: `padding:20px 28px;border-top:1px solid #e5e7eb;color:#1f2933;font-size:15px;line-height:1.55;${FONT}`,
  h2: 'margin:0 0 12px;font-size:18px;color:#1f2a44;',
  h3: 'margin:0 0 4px;font-size:16px;line-height:1.35;',
  link: 'color:#1d4ed8;text-decoration:underline;',
  meta: 'margin:0 0 10px;font-size:13px;color:#6b7280;',
  p: 'margin:0 0 12px;',
  label: 'margin:0 0 6px;font-size:13px;font-weight:bold;color:#374151;',
  pre: `margin:0 0 16px;padding:12px;background:#f3f4f6;border-radius:4px;white-space:pre-wrap;word-wrap:break-word;font-size:14px;${FONT}`,
  footer: `padding:20px 28px;font-size:12px;color:#6b7280;text-align:center;${FONT}`,
};

function link(url: string | null, label: string, style = S.link): string {
  const href = safeUrl(url);
  return href ? `<a href="${escapeHtml(href)}" style="${style}">${escapeHtml(label)}</a>` : escapeHtml(label);
}

const row = (style: string, inner: string) => `<tr><td style="${style}">${inner}</td></tr>`;
const htmlParagraphs = (s: string) => paragraphs(s).map((p) => `<p style="${S.p}">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('');

function coverageHtml(coverage: Coverage[] | undefined): string {
  if (!coverage?.length) return '';
  // "A", "A and B", "A, B and C": how a reader would say it.
  const names = coverage.map((c, i) => listSeparator(i, coverage.length) + link(c.link ?? null, coverageName(c))).join('');
  return `<p style="${S.meta}">Also covered by ${names}</p>`;
}

function feedbackHtml(urls: DigestArticle['feedbackUrls']): string {
  if (!urls) return '';
  return `<p style="${S.meta}">${link(urls.more, 'More like this')} &nbsp;·&nbsp; ${link(urls.less, 'Less like this')}</p>`;
}

function articlesHtml(articles: DigestInput['articles']): string {
  return articles
    .map((a) => {
      const source = a.source ? `<p style="${S.meta}">${escapeHtml(oneLine(a.source))}</p>` : '';
      const why = becauseLine(a);
      const because = why ? `<p style="${S.meta}">${escapeHtml(oneLine(why))}</p>` : '';
      const teaser = a.teaserOnly ? `<p style="${S.meta}">${escapeHtml(TEASER_ONLY_LABEL)}</p>` : '';
      return row(S.cell, `<h3 style="${S.h3}">${link(a.link, oneLine(a.title))}</h3>${source}${because}${teaser}${htmlParagraphs(a.summary)}${coverageHtml(otherOutlets(a, a.alsoCoveredBy))}${feedbackHtml(a.feedbackUrls)}`);
    })
    .join('');
}

function postsHtml(posts: DigestInput['posts'], autoPublish: DigestInput['autoPublish']): string {
  if (!posts.length) return '';
  const blocks = posts
    .map((p) => `<p style="${S.label}">${escapeHtml(platformLabel(p.contentType))} · ${escapeHtml(oneLine(p.templateId))}</p><pre style="${S.pre}">${escapeHtml(p.text.trim())}</pre>`)
    .join('');
  const auto = autoPublish ? `<p style="${S.p}">${escapeHtml(autoPublish.notice)} ${link(autoPublish.cancelUrl, 'Cancel automatic publishing')}</p>` : '';
  return row(S.cell, `<h2 style="${S.h2}">Ready-to-post content</h2>${auto}${blocks}`);
}

function examplesHtml(examples: DigestInput['examples']): string {
  if (!examples.length) return '';
  const items = examples
    .map((e) => `<p style="${S.p}"><strong>${link(e.url, oneLine(e.title))}</strong><br><span style="font-size:13px;color:#6b7280;">${escapeHtml(oneLine(e.snippet))}</span></p>`)
    .join('');
  return row(S.cell, `<h2 style="${S.h2}">Real-world examples</h2>${items}`);
}

function renderHtml(input: DigestInput, subject: string, date: string, dashboardUrl: string): string {
  const body = input.nothingNew
    ? row(S.cell, `<h2 style="${S.h2}">Nothing new today</h2><p style="${S.p}">No new articles matched your topics since the last digest. We will look again at the next scheduled run.</p>`)
    : articlesHtml(input.articles) + postsHtml(input.posts, input.autoPublish) + examplesHtml(input.examples);
  const header = row(S.header, `<h1 style="margin:0;font-size:22px;color:#ffffff;">${escapeHtml(oneLine(input.synthName))}</h1><p style="margin:6px 0 0;font-size:14px;color:#c7d2fe;">${escapeHtml(date)}</p>`);
  const footer = row(S.footer, `${link(dashboardUrl, 'Manage your synth', 'color:#6b7280;text-decoration:underline;')} &nbsp;·&nbsp; ${link(input.unsubscribeUrl, 'Unsubscribe', 'color:#6b7280;text-decoration:underline;')}`);
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="${S.body}">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f5f7;"><tr><td align="center" style="padding:24px 8px;">',
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="${S.card}">`,
    header + body,
    '</table>',
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;">${footer}</table>`,
    '</td></tr></table>',
    '</body></html>',
  ].join('\n');
}

// The text part: same content, URLs in angle brackets so clients linkify them whole.
function renderText(input: DigestInput, date: string, dashboardUrl: string): string {
  const out: string[] = [oneLine(input.synthName), date, ''];
  const url = (u: string | null) => (safeUrl(u) ? `<${safeUrl(u)}>` : null);
  if (input.nothingNew) {
    out.push('Nothing new today', '', 'No new articles matched your topics since the last digest. We will look again at the next scheduled run.', '');
  } else {
    input.articles.forEach((a, i) => {
      out.push(`${i + 1}. ${oneLine(a.title)}`);
      if (a.source) out.push(`   ${oneLine(a.source)}`);
      const why = becauseLine(a);
      if (why) out.push(`   ${oneLine(why)}`);
      const u = url(a.link);
      if (u) out.push(`   ${u}`);
      if (a.teaserOnly) out.push(`   ${TEASER_ONLY_LABEL}`);
      out.push('', ...paragraphs(a.summary).flatMap((p) => [p, '']));
      const others = otherOutlets(a, a.alsoCoveredBy);
      if (others.length) {
        out.push('Also covered by:', ...others.map((c) => `- ${coverageName(c)}${url(c.link ?? null) ? ` ${url(c.link ?? null)}` : ''}`), '');
      }
      if (a.feedbackUrls) out.push(`More like this: ${url(a.feedbackUrls.more)}`, `Less like this: ${url(a.feedbackUrls.less)}`, '');
    });
    if (input.posts.length) {
      out.push('READY-TO-POST CONTENT', '');
      if (input.autoPublish) out.push(input.autoPublish.notice, `Cancel automatic publishing: ${url(input.autoPublish.cancelUrl) ?? input.autoPublish.cancelUrl}`, '');
      for (const p of input.posts) out.push(`[${platformLabel(p.contentType)} · ${oneLine(p.templateId)}]`, p.text.trim(), '');
    }
    if (input.examples.length) {
      out.push('REAL-WORLD EXAMPLES', '');
      for (const e of input.examples) out.push(`- ${oneLine(e.title)} ${url(e.url)}`, `  ${oneLine(e.snippet)}`, '');
    }
  }
  out.push('--', `Manage your synth: ${url(dashboardUrl) ?? dashboardUrl}`, `Unsubscribe: ${url(input.unsubscribeUrl) ?? input.unsubscribeUrl}`);
  return out.join('\n') + '\n';
}

export function composeDigest(input: DigestInput): ComposedDigest {
  const date = formatDigestDate(input.runDate, input.timezone);
  const name = oneLine(input.synthName);
  const n = input.articles.length;
  const subject = input.nothingNew
    ? `${name}: nothing new today — ${date}`
    : `${name}: ${n} new article${n === 1 ? '' : 's'} — ${date}`;
  // Examples are only worth showing with a source the reader can check.
  const shown: DigestInput = { ...input, examples: input.examples.filter((e) => safeUrl(e.url)) };
  const dashboardUrl = `${input.appUrl.replace(/\/+$/, '')}/dashboard`;
  return { subject, html: renderHtml(shown, subject, date, dashboardUrl), text: renderText(shown, date, dashboardUrl) };
}
