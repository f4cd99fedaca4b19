import { describe, expect, it } from 'vitest';
import { buildMime, cleanHeaderValue, encodeWords } from './mime';

// A deliberately small parser: enough to check the structure we promise SES.
function parse(raw: string) {
  const [head, ...rest] = raw.split('\r\n\r\n');
  const unfolded = head.replace(/\r\n[ \t]/g, ' ');
  const headers = unfolded.split('\r\n').map((line) => {
    const i = line.indexOf(':');
    return [line.slice(0, i), line.slice(i + 1).trim()] as [string, string];
  });
  const get = (name: string) => headers.filter(([n]) => n.toLowerCase() === name.toLowerCase()).map(([, v]) => v);
  const boundary = /boundary="([^"]+)"/.exec(get('Content-Type')[0])![1];
  const body = rest.join('\r\n\r\n');
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [partHead, partBody] = part.replace(/^\r\n/, '').split('\r\n\r\n');
      return {
        head: partHead,
        lines: partBody.replace(/\r\n$/, '').split('\r\n'),
        content: Buffer.from(partBody.replace(/\r\n/g, ''), 'base64').toString('utf8'),
      };
    });
  return { head, headers, get, boundary, body, parts };
}

function decodeWords(value: string): string {
  // Whitespace between two encoded words is not part of the text (RFC 2047, section 6.2).
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?UTF-8\?B\?([^?]+)\?=/g, (_m, b64: string) => Buffer.from(b64, 'base64').toString('utf8'));
}

const base = {
  from: 'Synth <digest@synth.local>',
  to: 'reader@example.com',
  subject: 'Your digest',
  text: 'Hello\nWorld',
  html: '<p>Hello</p>',
  date: new Date('2026-11-22T08:00:00Z'),
};

describe('buildMime', () => {
  it('writes a multipart/alternative message with CRLF line endings', () => {
    const raw = buildMime(base);
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const msg = parse(raw);
    expect(msg.get('From')).toEqual(['Synth <digest@synth.local>']);
    expect(msg.get('To')).toEqual(['reader@example.com']);
    expect(msg.get('Subject')).toEqual(['Your digest']);
    expect(msg.get('MIME-Version')).toEqual(['1.0']);
    expect(msg.get('Date')).toEqual(['Sun, 22 Nov 2026 08:00:00 +0000']);
    expect(msg.get('Content-Type')[0]).toMatch(/^multipart\/alternative; boundary="=_synth_[0-9a-f]{32}"$/);
    expect(msg.body.trimEnd().endsWith(`--${msg.boundary}--`)).toBe(true);
    expect(msg.parts.map((p) => p.head)).toEqual([
      'Content-Type: text/plain; charset=UTF-8\r\nContent-Transfer-Encoding: base64',
      'Content-Type: text/html; charset=UTF-8\r\nContent-Transfer-Encoding: base64',
    ]);
  });

  it('round-trips UTF-8 bodies through base64 wrapped at 76 characters', () => {
    const text = 'Zürich 🚀 naïve café\n'.repeat(40);
    const html = '<p>日本語のテキスト</p>'.repeat(30);
    const msg = parse(buildMime({ ...base, text, html }));
    expect(msg.parts[0].content).toBe(text.replace(/\n/g, '\r\n'));
    expect(msg.parts[1].content).toBe(html);
    for (const part of msg.parts) {
      expect(part.lines.length).toBeGreaterThan(1);
      for (const line of part.lines) expect(line.length).toBeLessThanOrEqual(76);
    }
  });

  it('keeps the boundary stable for the same message and different for another', () => {
    const a = parse(buildMime(base)).boundary;
    expect(parse(buildMime(base)).boundary).toBe(a);
    expect(parse(buildMime({ ...base, text: 'other' })).boundary).not.toBe(a);
    expect(
      buildMime(base)
        .split('\r\n')
        .filter((l) => l.startsWith(`--${a}`)),
    ).toHaveLength(3);
  });

  it('encodes non-ASCII subjects and display names as RFC 2047 words', () => {
    const subject = 'Résumé des actualités — 22 novembre: ' + 'très long sujet '.repeat(6);
    const raw = buildMime({
      ...base,
      subject,
      from: 'Zoë Müller <zoe@example.com>',
      to: '"Doe, Jane" <jane@example.com>',
    });
    const msg = parse(raw);
    const [encoded] = msg.get('Subject');
    expect(encoded).toMatch(/^=\?UTF-8\?B\?/);
    expect(decodeWords(encoded)).toBe(cleanHeaderValue(subject));
    for (const word of encoded.split(' ')) expect(word.length).toBeLessThanOrEqual(75);
    for (const line of msg.head.split('\r\n')) expect(line.length).toBeLessThanOrEqual(78);
    expect(decodeWords(msg.get('From')[0])).toBe('Zoë Müller <zoe@example.com>');
    expect(msg.get('To')).toEqual(['"Doe, Jane" <jane@example.com>']);
  });

  it('never splits a multi-byte character across encoded words', () => {
    const words = encodeWords('🚀'.repeat(40)).split(' ');
    expect(words.length).toBeGreaterThan(1);
    for (const w of words)
      expect(Buffer.from(/\?B\?(.*)\?=/.exec(w)![1], 'base64').toString('utf8')).toMatch(/^(🚀)+$/);
  });

  it('adds custom headers, folding long values', () => {
    const url = `https://synth.example/api/unsubscribe?token=${'a'.repeat(120)}`;
    const msg = parse(
      buildMime({
        ...base,
        headers: {
          'List-Unsubscribe': `<${url}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          'Message-ID': '<run-1@synth.local>',
          'X-Synth-Delivery-Key': 'synth-1:2026-11-22T08:00',
        },
      }),
    );
    expect(msg.get('List-Unsubscribe')).toEqual([`<${url}>`]);
    expect(msg.get('List-Unsubscribe-Post')).toEqual(['List-Unsubscribe=One-Click']);
    expect(msg.get('Message-ID')).toEqual(['<run-1@synth.local>']);
    expect(msg.get('X-Synth-Delivery-Key')).toEqual(['synth-1:2026-11-22T08:00']);
  });

  it('is safe against header injection in every header value', () => {
    const raw = buildMime({
      ...base,
      subject: 'Subject\r\nBcc: x',
      headers: {
        'X-Synth-Delivery-Key': 'k\nBcc: z@evil.example',
        'List-Unsubscribe': '<https://a.example>\r\n\r\n<p>body</p>',
      },
    });
    const msg = parse(raw);
    expect(msg.get('Bcc')).toEqual([]);
    expect(msg.get('Subject')).toEqual(['Subject Bcc: x']);
    expect(msg.get('X-Synth-Delivery-Key')).toEqual(['k Bcc: z@evil.example']);
    expect(msg.parts).toHaveLength(2);
    expect(raw).not.toMatch(/\r\nBcc:/i);
    // An address with a smuggled header is not an address at all.
    expect(() => buildMime({ ...base, to: 'reader@example.com\r\nBcc: y@evil.example' })).toThrow(
      /valid email address/,
    );
  });

  it('rejects bad header names and attempts to override structural headers', () => {
    expect(() => buildMime({ ...base, headers: { 'X-Bad\r\nBcc': 'x' } })).toThrow(/header name/);
    expect(() => buildMime({ ...base, headers: { 'Content-Type': 'text/plain' } })).toThrow(/set by buildMime/);
    expect(() => buildMime({ ...base, to: 'not an address' })).toThrow(/valid email address/);
  });
});
