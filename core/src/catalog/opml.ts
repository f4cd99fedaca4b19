import { parseStringPromise } from 'xml2js';
import { escapeHtml } from '../lib/sanitize';
import { ValidationError } from '../lib/errors';
import { isHttpUrl } from '../lib/http-url';

const MAX_OPML_BYTES = 1024 * 1024;

interface Outline { $?: Record<string, string>; outline?: Outline[] }

/** The feed URLs of an OPML file (nested outlines included), in order, without duplicates. */
export async function parseOpml(text: string): Promise<string[]> {
  if (typeof text !== 'string' || !text.trim()) throw new ValidationError([{ field: 'opml', message: 'The OPML file is empty' }]);
  if (Buffer.byteLength(text) > MAX_OPML_BYTES) throw new ValidationError([{ field: 'opml', message: 'The OPML file is larger than 1 MB' }]);
  // Entity declarations are how billion-laughs files blow up; OPML never needs them.
  if (/<!DOCTYPE[^>]*\[|<!ENTITY/i.test(text)) throw new ValidationError([{ field: 'opml', message: 'OPML files with entity declarations are not accepted' }]);
  let doc: { opml?: { body?: { outline?: Outline[] }[] } };
  try {
    doc = await parseStringPromise(text, { explicitArray: true });
  } catch {
    throw new ValidationError([{ field: 'opml', message: 'This file is not valid OPML (XML could not be read)' }]);
  }
  const body = doc?.opml?.body?.[0];
  if (!body) throw new ValidationError([{ field: 'opml', message: 'This file is not OPML: it has no <opml><body>' }]);
  const urls: string[] = [];
  const walk = (outlines: Outline[] = []) => {
    for (const o of outlines) {
      const url = (o.$?.xmlUrl ?? o.$?.xmlurl ?? '').trim();
      if (url) urls.push(url);
      walk(o.outline);
    }
  };
  walk(body.outline);
  const unique = [...new Set(urls)];
  if (!unique.length) throw new ValidationError([{ field: 'opml', message: 'The OPML file lists no feeds (no outline has an xmlUrl)' }]);
  const bad = unique.filter((u) => !isHttpUrl(u));
  if (bad.length) throw new ValidationError([{ field: 'opml', message: `Invalid feed URL in the OPML file: ${bad[0]}` }]);
  return unique;
}

/** An OPML 2.0 document listing a synth's feeds. */
export function exportOpml(title: string, urls: string[], now = new Date()): string {
  const outlines = urls.filter(Boolean).map((u) => `    <outline type="rss" text="${escapeHtml(u)}" xmlUrl="${escapeHtml(u)}"/>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<opml version="2.0">
  <head>
    <title>${escapeHtml(title)}</title>
    <dateCreated>${now.toUTCString()}</dateCreated>
  </head>
  <body>
${outlines}
  </body>
</opml>
`;
}
