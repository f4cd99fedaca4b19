// Text a standard PDF font can draw. The fonts every PDF reader has (Helvetica and its bold) carry
// only the WinAnsi characters: an accented letter outside them loses its accent, a dash or space of
// another kind becomes the plain one, and anything else (a CJK character, an emoji) a question mark,
// so a slide never fails to build and never shows an empty box.

const LIKE_PLAIN: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2044': '/',
  // Letters with a stroke have no accent to drop.
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
};
const SPACE_RE = /[\s\u00a0\u2000-\u200b\u202f\u205f\u3000]+/gu;
const CONTROL_RE = /\p{Cc}|\p{Cf}/gu;
const MARK_RE = /\p{M}/gu;

/** The text on one line, every character one the font has (`has` answers by code point). */
export function drawableText(text: string, has: (codePoint: number) => boolean): string {
  const flat = text.replace(SPACE_RE, ' ').replace(CONTROL_RE, '').trim();
  let out = '';
  for (const ch of flat) {
    if (has(ch.codePointAt(0)!)) out += ch;
    else if (LIKE_PLAIN[ch]) out += LIKE_PLAIN[ch];
    else {
      const bare = ch.normalize('NFKD').replace(MARK_RE, '');
      out += bare && [...bare].every((c) => has(c.codePointAt(0)!)) ? bare : '?';
    }
  }
  return out;
}
