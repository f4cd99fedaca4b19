// A public synth's Atom 1.0 feed (RFC 4287): one entry per digest on its archive, newest first,
// each with its one-minute list and its stories as escaped HTML. Everything in it is text we
// escape or an http(s) link; a reader's feed app shows it as the archive does.
import { renderToStaticMarkup } from 'react-dom/server';
import { safeUrl } from '../lib/http-url';
import { oneLine, paragraphs, storyAnchor, type DigestView } from '../email/digest-view';

export interface FeedEntry {
  runId: string;
  /** The digest's page on the archive. */
  url: string;
  /** When the digest was made. */
  date: Date;
  view: DigestView;
}

/** Characters XML 1.0 does not allow, whatever they are escaped as. */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

function escapeXml(s: string): string {
  return s
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The entry's content: the one-minute list, then each story with its link, outlet and summary. */
function EntryContent({ view, url }: { view: DigestView; url: string }) {
  let n = 0;
  return (
    <>
      <ul>
        {view.minute.flatMap((g) =>
          g.entries.map((e) => (
            <li key={e.number}>
              <a href={`${url}#${storyAnchor(e.number)}`}>
                <strong>{e.point}</strong>
              </a>
              {e.fact ? ` — ${e.fact}` : null}
            </li>
          )),
        )}
      </ul>
      {view.groups.flatMap((g) =>
        g.articles.map((a) => {
          n += 1;
          const link = safeUrl(a.link);
          return (
            <div key={n}>
              <h2>{link ? <a href={link}>{oneLine(a.title)}</a> : oneLine(a.title)}</h2>
              {a.source ? (
                <p>
                  <em>{oneLine(a.source)}</em>
                </p>
              ) : null}
              {paragraphs(a.summary).map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
          );
        }),
      )}
    </>
  );
}

export function atomFeed(f: {
  name: string;
  language: string;
  archiveUrl: string;
  feedUrl: string;
  /** When the archive last changed, for a feed with no entries. */
  updatedAt: Date;
  entries: FeedEntry[];
}): string {
  const updated = f.entries.reduce(
    (latest, e) => (e.date > latest ? e.date : latest),
    f.entries[0]?.date ?? f.updatedAt,
  );
  const entries = f.entries.map((e) => {
    const content = renderToStaticMarkup(<EntryContent view={e.view} url={e.url} />);
    return [
      '  <entry>',
      `    <id>urn:uuid:${escapeXml(e.runId)}</id>`,
      `    <title>${escapeXml(e.view.subject)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(e.url)}"/>`,
      `    <published>${e.date.toISOString()}</published>`,
      `    <updated>${e.date.toISOString()}</updated>`,
      `    <summary>${escapeXml(e.view.preheader)}</summary>`,
      `    <content type="html">${escapeXml(content)}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(f.language)}">`,
    `  <id>${escapeXml(f.archiveUrl)}</id>`,
    `  <title>${escapeXml(f.name)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(f.feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(f.archiveUrl)}"/>`,
    `  <updated>${updated.toISOString()}</updated>`,
    `  <author><name>${escapeXml(f.name)}</name></author>`,
    '  <generator>Synth</generator>',
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
