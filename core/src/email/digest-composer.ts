// The digest email: the size budget, grouping, preheader and words of the reader's language are
// decided here once, then the layout (react-email) and the text part render the same view.
// Article text, AI output and search snippets are untrusted: React escapes every piece, and only
// http(s) links survive. Nothing is loaded from outside the message.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { safeUrl } from '../lib/http-url';
import { fitToBudget } from './digest-budget';
import { groupArticles } from './digest-groups';
import { minuteOf } from './digest-minute';
import type { ComposedDigest, DigestInput } from './digest-input';
import { DigestEmail } from './digest-layout';
import { preheaderOf } from './digest-preheader';
import { renderDigestText } from './digest-text';
import { oneLine, type DigestView } from './digest-view';
import { digestMessages } from './i18n/digest-messages';
import { memoizeByKey } from '../lib/text-memo';

/**
 * One date format per language and zone, made once: making one costs far more than using it. An
 * unknown zone throws before anything is kept.
 */
const dateFormat = memoizeByKey(
  ({ locale, timeZone }: { locale: string; timeZone: string }) => `${locale} ${timeZone}`,
  ({ locale, timeZone }) =>
    locale === 'en-GB'
      ? new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
      : new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'full' }),
);

/** "Sunday, 22 November 2026" in the reader's zone (UTC when the zone is unknown), in the digest's language. */
export function formatDigestDate(date: Date, timezone: string, language = 'en'): string {
  const format = (timeZone: string) => {
    if (language !== 'en') return dateFormat({ locale: language, timeZone }).format(date);
    const parts = dateFormat({ locale: 'en-GB', timeZone }).formatToParts(date);
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

const renderHtml = (view: DigestView) => `<!DOCTYPE html>${renderToStaticMarkup(createElement(DigestEmail, { view }))}`;

/**
 * The digest's first `shown` items (all by default) as the email and the web edition show them:
 * grouped, with the one-minute list of the same items at the top.
 */
export function digestViewOf(input: DigestInput, shown = input.articles.length): DigestView {
  const language = input.language ?? 'en';
  const t = digestMessages(language);
  const date = formatDigestDate(input.runDate, input.timezone, language);
  const name = oneLine(input.synthName);
  const subject = input.nothingNew
    ? t('subjectNothingNew', { name, date })
    : t('subjectArticles', { name, count: input.articles.length, date });
  const appUrl = input.appUrl.replace(/\/+$/, '');
  const groups = groupArticles(input.articles.slice(0, shown), t);
  return {
    // Examples are only worth showing with a source the reader can check.
    input: { ...input, examples: input.examples.filter((e) => safeUrl(e.url)) },
    t,
    subject,
    date,
    preheader: input.nothingNew ? t('nothingNewBody') : preheaderOf(input.articles[0], subject),
    groups,
    minute: input.nothingNew ? [] : minuteOf(groups, t),
    leftOut: input.articles.length - shown,
    // A subscriber of a public synth has no way into the owner's Synth.
    runUrl: input.forSubscriber ? null : safeUrl(input.runUrl),
    manageUrl: input.forSubscriber ? null : `${appUrl}/dashboard`,
    webUrl: safeUrl(input.webUrl),
  };
}

export function composeDigest(input: DigestInput): ComposedDigest {
  const { shown, html } = fitToBudget(input.articles.length, (k) => renderHtml(digestViewOf(input, k)));
  const view = digestViewOf(input, shown);
  // The text part lists what the HTML lists, so the two never disagree about what was sent.
  return { subject: view.subject, preheader: view.preheader, html, text: renderDigestText(view) };
}
