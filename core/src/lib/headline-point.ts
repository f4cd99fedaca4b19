// A headline shortened to its point, for the one-line list at the top of a digest. Only the
// headline's own words, in its order: a label before a colon, an outlet's name after a bar and a
// trailing clause (", says…", "after…") go; nothing is reworded. Pure.

/** A headline this short is its own point. */
const SHORT_WORDS = 8;
/** Past this many words the point is cut, and an ellipsis says so. */
const MOST_WORDS = 12;
/** A part kept before a clause break must have at least this many words. */
const MIN_POINT_WORDS = 3;

/** Labels outlets put before a headline ("Breaking: …"). */
const LABEL_RE =
  /^(?:breaking|exclusive|analysis|opinion|comment|live|watch|update|updated|explainer|interview|review|podcast|video|news)\s*[:|–—-]\s+/i;
/** "… | Outlet", "… - Outlet" at the end: an outlet's name of a few capitalised words. */
const OUTLET_RE = /\s+[|–—-]\s+(?:\p{Lu}[\p{L}\p{N}.&'’]*\s?){1,4}$/u;
/** Where a headline's point ends and its circumstances begin. */
const CLAUSE_RE =
  /(?:\s[–—]\s|\s-\s|;\s|:\s|\s(?=(?:after|as|amid|despite|while|following|because|before|ahead of|says|said|warns|according to)\s))/giu;
const TRAILING_WORD_RE =
  /\s+(?:a|an|the|of|to|in|on|for|at|by|with|and|or|but|from|as|its|their|his|her|is|are|was|were|be)$/iu;

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
const wordCount = (s: string) => s.split(' ').filter(Boolean).length;

export function headlinePoint(title: string): string {
  const whole = oneLine(title);
  let point = whole.replace(LABEL_RE, '');
  if (wordCount(point) > SHORT_WORDS) point = point.replace(OUTLET_RE, '');
  if (wordCount(point) > SHORT_WORDS) {
    for (const m of point.matchAll(CLAUSE_RE)) {
      const before = point.slice(0, m.index).trim();
      if (wordCount(before) >= MIN_POINT_WORDS) {
        point = before;
        break;
      }
    }
  }
  point = point.replace(/[\s,;:–—-]+$/u, '');
  if (wordCount(point) > MOST_WORDS) {
    let cut = point.split(' ').slice(0, MOST_WORDS).join(' ');
    while (TRAILING_WORD_RE.test(cut)) cut = cut.replace(TRAILING_WORD_RE, '');
    point = `${cut.replace(/[\s,;:–—-]+$/u, '')}…`;
  }
  return point || whole;
}
