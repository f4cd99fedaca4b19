// Turns a feed's bytes into text. The charset comes from the byte order mark, then the
// Content-Type header, then the XML prolog, then defaults to UTF-8; labels are read the way
// browsers read them, so a feed that reads right in a browser reads right here.
import * as iconv from 'iconv-lite';
import { FeedFetchError } from './feed-errors';

// Browsers (the WHATWG encoding standard) read these labels as a superset encoding: pages
// labelled latin1 or ASCII are in practice windows-1252, "smart quotes" and € included.
// Keys are normalised the way iconv-lite normalises labels (lower case, letters and digits only).
const BROWSER_ALIASES: Record<string, string> = {
  ...aliases('windows-1252', [
    'ansix341968',
    'ascii',
    'usascii',
    'cp819',
    'csisolatin1',
    'ibm819',
    'iso88591',
    'isoir100',
    'l1',
    'latin1',
    'xcp1252',
  ]),
  ...aliases('windows-1254', ['csisolatin5', 'iso88599', 'isoir148', 'l5', 'latin5', 'xcp1254']),
  ...aliases('windows-874', ['dos874', 'iso885911', 'tis620']),
  ...aliases('utf-8', ['unicode11utf8', 'unicode20utf8', 'xunicode20utf8']),
  ...aliases('utf-16le', ['utf16']),
};

function aliases(encoding: string, labels: string[]): Record<string, string> {
  return Object.fromEntries(labels.map((label) => [label, encoding]));
}

/** Charset: byte order mark, then the Content-Type header, then the XML prolog, then UTF-8. */
export function decodeBody(body: Buffer, contentType: string | null): string {
  const label = bomCharset(body) ?? headerCharset(contentType) ?? prologCharset(body) ?? 'utf-8';
  const normalised = label.toLowerCase().replace(/:\d{4}$|[^0-9a-z]/g, '');
  const encoding = BROWSER_ALIASES[normalised] ?? label;
  if (!iconv.encodingExists(encoding)) {
    throw new FeedFetchError('bad-encoding', `The feed uses a text encoding we cannot read (${label})`, false);
  }
  // A byte order mark is dropped, as browsers do.
  return iconv.decode(body, encoding);
}

function bomCharset(body: Buffer): string | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  return null;
}

function headerCharset(contentType: string | null): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '');
  return match ? match[1] : null;
}

function prologCharset(body: Buffer): string | null {
  const head = body.subarray(0, 512).toString('latin1');
  const match = /^\s*<\?xml\s[^>]*?encoding\s*=\s*["']([^"']+)["']/.exec(head);
  // A prolog readable as ASCII cannot really be UTF-16; such a declaration is a lie.
  if (!match || /^utf-?16/i.test(match[1])) return null;
  return match[1];
}
