// Builds the raw message for SES SendRawEmail: we need custom headers (List-Unsubscribe for
// one-click, X-Synth-Delivery-Key), which the structured SendEmail call cannot carry.
import { createHash } from 'node:crypto';

export interface MimeInput {
  from: string; // "Name <addr@host>" or "addr@host"
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  date?: Date;
}

const CRLF = '\r\n';

// Headers this module writes itself; letting callers set them would break the structure.
const RESERVED = new Set([
  'from',
  'to',
  'cc',
  'bcc',
  'subject',
  'date',
  'mime-version',
  'content-type',
  'content-transfer-encoding',
]);

/**
 * Header values must stay on one line: CR/LF (and other controls) would start a new header.
 * Whitespace runs collapse too, so folding never leaves a whitespace-only line.
 */
export function cleanHeaderValue(value: string): string {
  return value
    .replace(/[\r\n]+/g, ' ')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

const isAscii = (s: string) => /^[\x20-\x7e\t]*$/.test(s);

/** RFC 2047 encoded words, each ≤ 75 chars and never splitting a UTF-8 sequence. */
export function encodeWords(value: string): string {
  const words: string[] = [];
  let chunk = '';
  for (const ch of value) {
    // 36 bytes → 48 base64 chars → 60-char words: "Subject: " plus one word stays under 78.
    if (Buffer.byteLength(chunk + ch, 'utf8') > 36) {
      words.push(chunk);
      chunk = '';
    }
    chunk += ch;
  }
  if (chunk) words.push(chunk);
  // Whitespace between adjacent encoded words is dropped by decoders, so they can be folded.
  return words.map((w) => `=?UTF-8?B?${Buffer.from(w, 'utf8').toString('base64')}?=`).join(' ');
}

/** Unstructured text (Subject, custom headers): encoded words only when needed. */
function encodeText(value: string): string {
  const clean = cleanHeaderValue(value);
  return isAscii(clean) ? clean : encodeWords(clean);
}

/** "Name <addr>" → encoded or quoted display name; the address itself must be plain ASCII. */
export function parseMailbox(mailbox: string): { name: string; address: string } {
  const clean = cleanHeaderValue(mailbox);
  const m = /^(.*?)\s*<([^<>\s]+)>$/.exec(clean);
  const name = (m ? m[1] : '').trim().replace(/^"(.*)"$/, '$1');
  const address = m ? m[2] : clean;
  if (!/^[^\s@<>",;]+@[^\s@<>",;]+$/.test(address) || !isAscii(address)) {
    throw new Error(`Not a valid email address: "${address}"`);
  }
  return { name, address };
}

function encodeMailbox(mailbox: string): string {
  const { name, address } = parseMailbox(mailbox);
  if (!name) return address;
  if (!isAscii(name)) return `${encodeWords(name)} <${address}>`;
  // RFC 5322 specials in a display name need a quoted string.
  return /[()<>[\]:;@\\,."]/.test(name) ? `"${name.replace(/(["\\])/g, '\\$1')}" <${address}>` : `${name} <${address}>`;
}

/** Folds at spaces so lines stay near 78 chars (the hard limit is 998). */
function headerLine(name: string, value: string): string {
  const tokens = value.split(' ');
  const lines: string[] = [];
  let line = `${name}:`;
  for (const token of tokens) {
    if (line.length + 1 + token.length > 78 && line.length > name.length + 1) {
      lines.push(line);
      line = '';
    }
    line += ` ${token}`;
  }
  lines.push(line);
  return lines.join(CRLF);
}

function base64Body(content: string): string {
  // Text in MIME is canonically CRLF-terminated.
  const canonical = content.replace(/\r?\n/g, CRLF);
  return (
    Buffer.from(canonical, 'utf8')
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join(CRLF);
}

/**
 * Derived from the content, so a retried send produces identical bytes. "=_" cannot occur in
 * base64 or in encoded words' line starts, so the boundary never collides with a body line.
 */
function boundaryFor(input: MimeInput): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([input.from, input.to, input.subject, input.text, input.html, input.headers ?? {}]))
    .digest('hex');
  return `=_synth_${hash.slice(0, 32)}`;
}

function rfc5322Date(date: Date): string {
  return date.toUTCString().replace(/GMT$/, '+0000');
}

export function buildMime(input: MimeInput): string {
  const boundary = boundaryFor(input);
  const lines = [
    headerLine('From', encodeMailbox(input.from)),
    headerLine('To', encodeMailbox(input.to)),
    headerLine('Subject', encodeText(input.subject)),
    headerLine('Date', rfc5322Date(input.date ?? new Date())),
  ];
  for (const [name, value] of Object.entries(input.headers ?? {})) {
    if (!/^[\x21-\x39\x3b-\x7e]+$/.test(name)) throw new Error(`Invalid header name: ${JSON.stringify(name)}`);
    if (RESERVED.has(name.toLowerCase())) throw new Error(`Header ${name} is set by buildMime itself`);
    lines.push(headerLine(name, encodeText(value)));
  }
  lines.push(
    'MIME-Version: 1.0',
    headerLine('Content-Type', `multipart/alternative; boundary="${boundary}"`),
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Body(input.text),
    `--${boundary}`,
    'Content-Type: text/html; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Body(input.html),
    `--${boundary}--`,
    '',
  );
  return lines.join(CRLF);
}
