// The plain-text part: every headline, summary and link of the HTML, URLs in angle brackets so
// clients linkify them whole.
import { platformLabel } from '../content/platform-label';
import { safeUrl } from '../lib/http-url';
import { textFragmentUrl } from '../lib/text-fragment';
import { coverageName, otherOutlets } from '../stories/coverage-names';
import type { DigestArticle } from './digest-input';
import { whyLine } from './digest-why';
import type { DigestMessageKey } from './i18n/en';
import { oneLine, paragraphs, type DigestView } from './digest-view';

const url = (u: string | null | undefined) => (safeUrl(u) ? `<${safeUrl(u)}>` : null);
const upper = (s: string, language: string) => s.toLocaleUpperCase(language);

/** Each sentence found word for word in the article followed by the link to its passage there. */
function withPassageLinks(paragraph: string, a: DigestArticle): string {
  let out = paragraph;
  let at = 0;
  for (const passage of a.passages ?? []) {
    const found = out.indexOf(passage, at);
    const link = found < 0 ? null : textFragmentUrl(a.link, passage);
    if (!link) continue;
    const end = found + passage.length;
    out = `${out.slice(0, end)} <${link}>${out.slice(end)}`;
    at = end + link.length + 3;
  }
  return out;
}

export function renderDigestText(view: DigestView): string {
  const { input, t } = view;
  const language = input.language ?? 'en';
  // "Unsubscribe:" in English, "Se désabonner :" in French.
  const label = (key: DigestMessageKey) => t('labelled', { label: t(key) });
  const out: string[] = [oneLine(input.synthName), view.date];
  if (view.webUrl) out.push(`${label('viewInBrowser')} ${url(view.webUrl)}`);
  out.push('');
  if (view.minute.length) {
    // The one-minute list, each line numbered like its item below.
    out.push(upper(t('minuteHeading'), language), '');
    for (const group of view.minute) {
      if (group.heading) out.push(group.heading);
      for (const e of group.entries) out.push(`${e.number}. ${e.point}${e.fact ? ` — ${e.fact}` : ''}`);
      out.push('');
    }
  }
  if (input.nothingNew) {
    out.push(t('nothingNewHeading'), '', t('nothingNewBody'), '');
  } else {
    let n = 0;
    for (const group of view.groups) {
      if (group.heading) out.push(upper(group.heading, language), '');
      for (const a of group.articles) {
        out.push(`${++n}. ${oneLine(a.title)}`);
        if (a.source) out.push(`   ${oneLine(a.source)}`);
        const why = whyLine(a, t);
        if (why) out.push(`   ${oneLine(why)}`);
        const link = url(a.link);
        if (link) out.push(`   ${link}`);
        if (a.teaserOnly) out.push(`   ${t('teaserOnly')}`);
        out.push('', ...paragraphs(a.summary).flatMap((p) => [withPassageLinks(p, a), '']));
        const others = otherOutlets(a, a.alsoCoveredBy);
        if (others.length)
          out.push(
            label('alsoCoveredBy'),
            ...others.map((c) => `- ${coverageName(c)}${url(c.link) ? ` ${url(c.link)}` : ''}`),
            '',
          );
        if (a.feedbackUrls)
          out.push(
            `${label('moreLikeThis')} ${url(a.feedbackUrls.more)}`,
            `${label('lessLikeThis')} ${url(a.feedbackUrls.less)}`,
            '',
          );
      }
    }
    if (view.leftOut)
      out.push(
        t('leftOut', { count: view.leftOut }),
        ...(view.runUrl ? [`${t('seeRestOnRunPage')} ${url(view.runUrl)}`] : []),
        '',
      );
    if (input.posts.length) {
      out.push(upper(t('postsHeading'), language), '');
      if (input.autoPublish)
        out.push(
          input.autoPublish.notice,
          `${label('cancelAutoPublish')} ${url(input.autoPublish.cancelUrl) ?? input.autoPublish.cancelUrl}`,
          '',
        );
      for (const p of input.posts)
        out.push(`[${platformLabel(p.contentType)} · ${oneLine(p.templateId)}]`, p.text.trim(), '');
    }
    if (input.examples.length) {
      out.push(upper(t('examplesHeading'), language), '');
      for (const e of input.examples) out.push(`- ${oneLine(e.title)} ${url(e.url)}`, `  ${oneLine(e.snippet)}`, '');
    }
  }
  out.push('--');
  if (view.runUrl) out.push(`${label('viewRun')} ${url(view.runUrl)}`);
  if (view.manageUrl) out.push(`${label('manageSynth')} ${url(view.manageUrl) ?? view.manageUrl}`);
  out.push(`${label('unsubscribe')} ${url(input.unsubscribeUrl) ?? input.unsubscribeUrl}`);
  return out.join('\n') + '\n';
}
