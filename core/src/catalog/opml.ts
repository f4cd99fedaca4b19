import { Parser } from 'xml2js';
import { escapeHtml } from '../lib/sanitize';
import { ValidationError } from '../lib/errors';
import { isHttpUrl } from '../lib/http-url';
import {
  MAX_OPML_BYTES,
  MAX_OPML_DEPTH,
  MAX_URL_CHARS,
  OPML_TOO_DEEP_MESSAGE,
  OPML_TOO_LARGE_MESSAGE,
  URL_TOO_LONG_MESSAGE,
} from '../lib/input-limits';

interface Outline {
  $?: Record<string, string>;
  outline?: Outline[];
}
type OpmlDocument = { opml?: { body?: { outline?: Outline[] }[] } };

const opmlError = (message: string) => new ValidationError([{ field: 'opml', message }]);

class TooDeep extends Error {}

/**
 * Reads the XML, stopping at the first element nested deeper than MAX_OPML_DEPTH: a file of
 * thousands of nested outlines is refused at once instead of being built into a deep object.
 * xml2js has no depth option, so its SAX parser's element events are counted on their way in.
 */
function parseXml(text: string): Promise<OpmlDocument> {
  const parser = new Parser({ explicitArray: true });
  const sax = (
    parser as unknown as { saxParser: { onopentag: (node: unknown) => void; onclosetag: (name: string) => void } }
  ).saxParser;
  const [open, close] = [sax.onopentag, sax.onclosetag];
  let depth = 0;
  sax.onopentag = (node) => {
    if (++depth > MAX_OPML_DEPTH) throw new TooDeep();
    open(node);
  };
  sax.onclosetag = (name) => {
    depth--;
    close(name);
  };
  return parser.parseStringPromise(text);
}

/** The feed URLs of an OPML file (nested outlines included), in order, without duplicates. */
export async function parseOpml(text: string): Promise<string[]> {
  if (typeof text !== 'string' || !text.trim()) throw opmlError('The OPML file is empty');
  if (Buffer.byteLength(text) > MAX_OPML_BYTES) throw opmlError(OPML_TOO_LARGE_MESSAGE);
  // Entity declarations are how billion-laughs files blow up; OPML never needs them.
  if (/<!DOCTYPE[^>]*\[|<!ENTITY/i.test(text)) throw opmlError('OPML files with entity declarations are not accepted');
  let doc: OpmlDocument;
  try {
    doc = await parseXml(text);
  } catch (err) {
    if (err instanceof TooDeep) throw opmlError(OPML_TOO_DEEP_MESSAGE);
    throw opmlError('This file is not valid OPML (XML could not be read)');
  }
  const body = doc?.opml?.body?.[0];
  if (!body) throw opmlError('This file is not OPML: it has no <opml><body>');
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
  if (!unique.length) throw opmlError('The OPML file lists no feeds (no outline has an xmlUrl)');
  if (unique.some((u) => u.length > MAX_URL_CHARS)) throw opmlError(URL_TOO_LONG_MESSAGE);
  const bad = unique.filter((u) => !isHttpUrl(u));
  if (bad.length) throw opmlError(`Invalid feed URL in the OPML file: ${bad[0]}`);
  return unique;
}

/** An OPML 2.0 document listing a synth's feeds. */
export function exportOpml(title: string, urls: string[], now = new Date()): string {
  const outlines = urls
    .filter(Boolean)
    .map((u) => `    <outline type="rss" text="${escapeHtml(u)}" xmlUrl="${escapeHtml(u)}"/>`)
    .join('\n');
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
