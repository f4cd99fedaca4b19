// Reads the delivery preferences a free-text description states: time of day, frequency,
// summary length and style, platform, post template and the recipient's address.
import { CONTENT_TYPES } from '../content/content-types';
import { findTemplate, firstTemplateFor } from '../content/template-library';
import { SYNTH_DEFAULTS } from '../synths/synth.schema';
import type { ContentType, EmailFrequency, SummaryLength, SummaryStyle } from '../synths/synth.enums';

const pad = (n: number) => String(n).padStart(2, '0');

/** "at 7am", "7:30 pm", "at 18:30", "noon"; the earliest mention wins. Null when none is given. */
export function parseTimeOfDay(text: string): string | null {
  const lower = text.toLowerCase();
  const found: { index: number; value: string }[] = [];
  const ampm = /(?<![\p{L}\p{N}:.])(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)(?![\p{L}])/gu;
  for (const m of lower.matchAll(ampm)) {
    const hour = Number(m[1]);
    const minute = Number(m[2] ?? 0);
    if (hour < 1 || hour > 12 || minute > 59) continue;
    const h24 = (hour % 12) + (m[3].startsWith('p') ? 12 : 0);
    found.push({ index: m.index ?? 0, value: `${pad(h24)}:${pad(minute)}` });
  }
  for (const m of lower.matchAll(/(?<![\p{L}\p{N}:.])(\d{1,2}):(\d{2})(?![\p{N}])(?!\s*[ap]\.?m)/gu)) {
    const hour = Number(m[1]);
    const minute = Number(m[2]);
    if (hour > 23 || minute > 59) continue;
    found.push({ index: m.index ?? 0, value: `${pad(hour)}:${pad(minute)}` });
  }
  for (const m of lower.matchAll(/\b(noon|midday|midnight)\b/g)) {
    found.push({ index: m.index ?? 0, value: m[1] === 'midnight' ? '00:00' : '12:00' });
  }
  found.sort((a, b) => a.index - b.index);
  return found[0]?.value ?? null;
}

export function parseFrequency(text: string): `${EmailFrequency}` {
  const lower = text.toLowerCase();
  if (
    /\b(week ?days?|work ?days?|business days?|working days?|monday (?:to|through|thru|until|-|–) friday|mon ?[-–] ?fri)\b/.test(
      lower,
    )
  )
    return 'weekdays';
  if (/\b(weekly|every week|once a week|once per week|each week|per week|mondays?)\b/.test(lower)) return 'weekly';
  return 'daily';
}

export function parseLength(lower: string): `${SummaryLength}` {
  if (/\b(detailed|in[- ]depth|deep[- ]dives?|comprehensive|thorough|long[- ]form)\b/.test(lower)) return 'detailed';
  if (/\bmedium\b/.test(lower)) return 'medium';
  return 'brief';
}

export function parseStyle(lower: string): `${SummaryStyle}` {
  if (/\b(analytical|analysis|analyses|analy[sz]e|analytic)\b/.test(lower)) return 'analytical';
  if (/\b(casual|conversational|informal|friendly|chatty)\b/.test(lower)) return 'conversational';
  return 'informative';
}

// ── Content type and template ────────────────────────────────────────────────────────────────

/** Where the text first names a content type, or -1. */
function firstMention(patterns: RegExp[], text: string): number {
  const found = patterns.map((re) => re.exec(text)?.index).filter((i) => i !== undefined);
  return found.length ? Math.min(...found) : -1;
}

/** The first platform the text names; a weakly named type (email) only when no other is named. */
export function parseContentType(text: string): `${ContentType}` {
  const mentions = CONTENT_TYPES.map((type) => ({ type, index: firstMention(type.named.patterns, text) })).filter(
    (m) => m.index >= 0,
  );
  const strong = mentions.filter((m) => !m.type.named.weak).sort((a, b) => a.index - b.index);
  return (strong[0] ?? mentions[0])?.type.id ?? SYNTH_DEFAULTS.contentType;
}

// Checked in order; a template the content type does not offer is skipped by the library lookup.
const TEMPLATE_PATTERNS: [string, RegExp][] = [
  ['threaded', /\b(threads?|threaded)\b/],
  ['provocative', /\b(provocative|hot takes?|bold|controversial|contrarian|spicy)\b/],
  ['breaking-news', /\bbreaking\b/],
  ['case-study-deep-dive', /\bcase stud(?:y|ies)\b/],
  ['stats-driven-industry-impact', /\b(statistics?|stats|data[- ]driven)\b/],
  ['trend-analysis-forecast', /\b(forecasts?|predictions?|trends?)\b/],
  ['comparison-analysis', /\b(comparisons?|compare|versus)\b/],
  ['essential-tools-guide', /\btools?\b/],
  ['quick-tip-implementation', /\btips?\b/],
  ['market-research-insights', /\bmarket research\b/],
  ['technical-explainer', /\bexplainers?\b/],
  ['thought-leadership', /\bthought[- ]leader(?:ship)?\b/],
  ['educational', /\b(educational|teach|beginners?)\b/],
  ['conversation-starter', /\b(conversation|discussion|debate)s?\b/],
  ['engaging', /\b(engaging|fun)\b/],
  ['professional-milestone', /\bmilestones?\b/],
  ['personal-experience', /\b(personal|my experience|stories|story)\b/],
  ['industry-insights', /\binsights?\b/],
  ['professional', /\bformal\b/],
];

export function chooseTemplate(contentType: `${ContentType}`, lower: string): string {
  for (const [id, re] of TEMPLATE_PATTERNS) {
    if (re.test(lower) && findTemplate(contentType, id)) return id;
  }
  return firstTemplateFor(contentType).id;
}

export function firstEmail(text: string): string | null {
  const m = /[^\s@<>()"',;]+@[^\s@<>()"',;]+\.[a-z]{2,}/i.exec(text);
  return m ? m[0] : null;
}
