// The offline writer in the person's voice: the chosen template still decides what the post says
// and in which order; the voice decides how it reads. The post opens the way the person opens
// (a question or a statement), runs to their usual length (sentences are added from the stories
// or left out to stay inside their band), breaks lines as they do, speaks as "I" as often as they
// do, and carries their emoji and their number of hashtags in their place. Every sentence still
// comes from a summary or is a fixed phrase that states no fact.
import { EMOJI_RE, countWords, sentencesOfLine, vocabularyOf } from '../voice/voice-measure';
import type { VoiceProfileData } from '../voice/voice-profile';
import { readMore, type StoryFacts } from './offline-story';

export interface VoicedPostInput {
  /** The template's post, without its hashtags and trailer. */
  core: string;
  top: StoryFacts;
  rest: StoryFacts[];
  topic: string | null;
  profile: VoiceProfileData;
  /** Hashtags the synth's topics give; empty when hashtags are off. */
  topicHashtags: string[];
  includeHashtags: boolean;
}

export interface VoicedPost {
  body: string;
  /** The hashtags' own last line when the person puts them at the end; empty otherwise. */
  hashtagLine: string;
}

const HAS_URL_RE = /\b(?:https?:\/\/|www\.)\S/i;
const LIST_ITEM_RE = /^\s*(?:[-*•]|\d{1,2}[.)])\s+/;
const FIRST_PERSON_RE = /\b(?:I|me|my|mine|myself)\b|\bI['’](?:m|ve|d|ll)\b/;
const END_MARK_RE = /[.!?…]["'”’)]*$/;
/** Introduces a further story of the digest, so its sentences never read as the lead story's. */
const ALSO = 'Also in the news:';

const QUESTIONS_ON_TOPIC = [
  (t: string) => `What does this mean for ${t}?`,
  (t: string) => `Is ${t} ready for this?`,
  (t: string) => `Who in ${t} saw this coming?`,
];
const QUESTIONS = [
  'What would you do with this news?',
  'Did you see this one coming?',
  'What does this change for you?',
];
const FIRST_PERSON_OPENERS = [
  'Here is what caught my eye.',
  'This one caught my eye today.',
  'I noticed this one today.',
];
const FIRST_PERSON_MIDDLES = [
  'I think this part matters most.',
  'This is the part I would watch.',
  'I find this part the most useful.',
];
const FIRST_PERSON_CLOSERS = [
  'I would like to hear how you see it.',
  'I will be watching what comes next.',
  'I am curious where this goes.',
];

/** A stable number in [0, 1) for a text: the same story always gets the same choices. */
function unitHash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0) / 2 ** 32;
}

const pick = <T>(items: T[], seed: number): T => items[Math.floor(seed * items.length) % items.length];
const normal = (s: string) => s.toLowerCase().replace(/\W+/g, ' ').trim();
const withEnd = (s: string) => (END_MARK_RE.test(s) ? s : `${s}.`);
const withoutEmoji = (s: string) =>
  s
    .replace(EMOJI_RE, '')
    .replace(/\s{2,}/g, ' ')
    .trim();

/** The template post's sentences in order: no link lines, no list headings, list items as sentences. */
function sentencesOfTemplate(core: string): string[] {
  return core
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !HAS_URL_RE.test(l) && !/:$/.test(l))
    .flatMap((l) => sentencesOfLine(l.replace(LIST_ITEM_RE, '')));
}

/** Sentences the stories hold beyond the template's, to reach the person's usual length. */
function moreSentences(top: StoryFacts, rest: StoryFacts[]): string[] {
  const more = [...top.sentences, ...top.details];
  // A further story's introduction carries its first sentence, so it never stands alone.
  for (const s of rest) {
    const [first, ...others] = [...s.sentences, ...s.details];
    more.push([`${ALSO} ${s.title.replace(/[.!?…]+$/, '')}.`, first].filter(Boolean).join(' '), ...others);
  }
  return more;
}

/** The line that credits the lead story, short or long, the preferred form first; none without a link. */
function linkLines(top: StoryFacts, short: boolean): string[] {
  if (!top.link) return [''];
  const forms = [`Source: ${top.link}`, readMore(top) ?? `Source: ${top.link}`];
  return [...new Set(short ? forms : forms.reverse())];
}

interface PoolUnit {
  text: string;
  /** 0 for the lead story, n for the n-th story introduced by ALSO. */
  story: number;
  /** For an introduction: the introduction alone, when it does not fit with its first sentence. */
  short: string | null;
}

function byStory(units: string[]): PoolUnit[] {
  let story = 0;
  return units.map((text) => {
    if (!text.startsWith(ALSO)) return { text, story, short: null };
    story++;
    const end = text.indexOf('. ', ALSO.length);
    return { text, story, short: end > 0 ? text.slice(0, end + 1) : null };
  });
}

function hook(units: string[], p: VoiceProfileData, seed: number, topic: string | null): [string, string[]] {
  const wantQuestion = seed < p.questionHooks;
  if (wantQuestion) {
    const own = units.slice(0, 2).findIndex((u) => u.endsWith('?'));
    if (own >= 0) return [units[own], units.filter((_, i) => i !== own)];
    const question = topic ? pick(QUESTIONS_ON_TOPIC, seed)(topic) : pick(QUESTIONS, seed);
    return [question, units];
  }
  const first = units.findIndex((u) => !u.endsWith('?'));
  return first < 0 ? [units[0] ?? '', units.slice(1)] : [units[first], units.filter((_, i) => i !== first)];
}

/** The hashtags the post carries: the person's own first, then the topics', as many as they use. */
function hashtagsFor(input: VoicedPostInput): string[] {
  const { perPost, place, own } = input.profile.hashtags;
  if (!input.includeHashtags || place === 'none' || perPost <= 0) return [];
  const seen = new Set<string>();
  return [...own, ...input.topicHashtags]
    .filter((t) => !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()))
    .slice(0, perPost);
}

/** Puts each hashtag on a word it names, or else at the end of the last sentence. */
function inlineHashtags(lines: string[], tags: string[]): string[] {
  const out = [...lines];
  for (const tag of tags) {
    const word = tag.slice(1);
    const re = new RegExp(`(^|[^\\p{L}\\p{N}#])(${word.replace(/[^\p{L}\p{N}_]/gu, '')})(?![\\p{L}\\p{N}])`, 'iu');
    const at = out.findIndex((l, i) => i > 0 && re.test(l));
    if (at >= 0) out[at] = out[at].replace(re, (_m, pre: string) => `${pre}${tag}`);
    else out[out.length - 1] = `${out[out.length - 1]} ${tag}`;
  }
  return out;
}

/** How many emoji this post carries: the person's average, the fraction decided by the story. */
function emojiCount(p: VoiceProfileData, seed: number): number {
  const whole = Math.floor(p.emojiPerPost);
  return whole + ((seed * 7) % 1 < p.emojiPerPost - whole ? 1 : 0);
}

/**
 * The sentences in order, each at most once: a sentence whose content words are mostly in one kept
 * before it is left out, and so is a headline the sentence after it restates.
 */
function withoutRepeats(units: string[], kept: string[]): string[] {
  const words = (s: string) => new Set(vocabularyOf(s));
  const within = (a: Set<string>, b: Set<string>, share: number) => {
    if (!a.size) return false;
    let shared = 0;
    for (const w of a) if (b.has(w)) shared++;
    return shared / a.size >= share;
  };
  const keptWords = kept.map(words);
  const out: string[] = [];
  units.forEach((u, i) => {
    const own = words(u);
    if (keptWords.some((k) => within(own, k, 0.6))) return;
    const next = units[i + 1];
    if (next && !END_MARK_RE.test(u) && within(own, words(next), 0.5)) return;
    keptWords.push(own);
    out.push(u);
  });
  return out;
}

/**
 * The stories' sentences, in order, added to the fixed lines until the post reaches the person's
 * typical length; a sentence that would pass the top of their band is skipped for a shorter one,
 * and a further story's sentences only follow its introduction.
 */
function fillToLength(
  pool: PoolUnit[],
  fixed: (string | null)[],
  p: VoiceProfileData,
): { chosen: string[]; words: number } {
  let words = fixed.reduce((n, s) => n + (s ? countWords(s) : 0), 0);
  const chosen: string[] = [];
  const seen = new Set(fixed.filter((s): s is string => !!s).map(normal));
  const introduced = new Set([0]);
  for (const unit of pool) {
    if (words >= p.words.typical) break;
    const intro = unit.text.startsWith(ALSO);
    if (!intro && !introduced.has(unit.story)) continue;
    const text = [unit.text, unit.short].find((t): t is string => !!t && words + countWords(t) <= p.words.high);
    if (!text || seen.has(normal(text)) || !countWords(text)) continue;
    if (intro) introduced.add(unit.story);
    seen.add(normal(text));
    chosen.push(text);
    words += countWords(text);
  }
  return { chosen, words };
}

export function composeInVoice(input: VoicedPostInput): VoicedPost {
  const { profile: p, top } = input;
  const seed = unitHash(top.title);
  const wantFirstPerson = p.firstPersonPer100 >= 1;
  const emoji = emojiCount(p, seed);
  const clean = (s: string) => (p.emojiPerPost >= 0.3 ? s : withoutEmoji(s));
  const units = sentencesOfTemplate(input.core)
    .map(clean)
    .filter((u) => u && (wantFirstPerson || !FIRST_PERSON_RE.test(u)));
  const [opening, body] = hook(units, p, seed, input.topic);

  // Fixed parts first: the opening, the first-person lines and the link; the stories fill the rest.
  const firstPersonTarget = wantFirstPerson ? Math.round((p.firstPersonPer100 * p.words.typical) / 100) : 0;
  const voiceLines = {
    opener: firstPersonTarget >= 1 ? pick(FIRST_PERSON_OPENERS, seed) : null,
    middle: firstPersonTarget >= 5 ? pick(FIRST_PERSON_MIDDLES, seed) : null,
    closer: firstPersonTarget >= 3 ? pick(FIRST_PERSON_CLOSERS, seed) : null,
  };
  const noVoiceLines = { opener: null, middle: null, closer: null };
  const links = linkLines(top, p.words.typical < 60);
  const pool = byStory(withoutRepeats([...body, ...moreSentences(top, input.rest).map(clean)], [opening]));
  // The first choice that lands inside the band: with the first-person lines or without, with the
  // short link line or the long one; otherwise the longest within the band's top.
  const tries = [voiceLines, noVoiceLines].flatMap((extra) =>
    links.map((link) => ({
      extra,
      link,
      ...fillToLength(pool, [opening, extra.opener, extra.middle, extra.closer, link], p),
    })),
  );
  const filled =
    tries.find((t) => t.words >= p.words.low && t.words <= p.words.high) ??
    tries.reduce((best, t) => (t.words > best.words && t.words <= p.words.high ? t : best), tries[0]);
  const { extra, link } = filled;
  const chosen = [...filled.chosen];
  if (extra.middle) chosen.splice(Math.ceil(chosen.length / 2), 0, extra.middle);
  const lines = [opening, ...(extra.opener ? [extra.opener] : []), ...chosen, ...(extra.closer ? [extra.closer] : [])];

  const tags = hashtagsFor(input);
  const gap = p.blankLines ? '\n\n' : '\n';
  let text: string;
  if (p.listMarker) {
    // A list: the opening line, then the points one per line under the person's marker.
    const marker = p.listMarker;
    const items = lines.slice(1).map((l, i) => `${marker === '1.' ? `${i + 1}.` : marker} ${l}`);
    const markerEmoji = /^\p{Extended_Pictographic}/u.test(marker) ? items.length : 0;
    const head = emoji > markerEmoji ? `${lines[0]} ${p.emoji[0] ?? marker}` : lines[0];
    const [first, ...rest] = p.hashtags.place === 'inline' ? inlineHashtags([head, ...items], tags) : [head, ...items];
    // A list stands as a block of its own when the person leaves blank lines between blocks.
    text = [first, rest.join('\n')].filter(Boolean).join(p.blankLineShare >= 0.2 ? '\n\n' : '\n');
  } else {
    // One idea per line: a further story's introduction stands on its own line above its sentence.
    const ended = p.lineStyle === 'one-per-line' ? lines.flatMap(apartFromIntroduction) : lines.map(withEnd);
    const decorated = placeEmoji(ended, emoji, p);
    const placed = p.hashtags.place === 'inline' ? inlineHashtags(decorated, tags) : decorated;
    text = layout(placed, p, gap);
  }
  return {
    body: [text, link].filter(Boolean).join('\n\n'),
    hashtagLine: p.hashtags.place === 'end' ? tags.join(' ') : '',
  };
}

/** "Also in the news: Headline. Its first sentence." as two lines. */
function apartFromIntroduction(line: string): string[] {
  if (!line.startsWith(ALSO)) return [line];
  const end = line.indexOf('. ', ALSO.length);
  return end > 0 ? [line.slice(0, end + 1), line.slice(end + 2)] : [line];
}

/** The person's emoji, in turn, closing the first line or the last as they do, then the lines after the first. */
function placeEmoji(lines: string[], count: number, p: VoiceProfileData): string[] {
  const own = p.emoji.length ? p.emoji : ['👉'];
  const order = p.emojiPlace === 'last' ? [lines.length - 1, ...lines.keys()] : [...lines.keys()];
  const targets = [...new Set(order)].slice(0, count);
  return lines.map((l, i) => (targets.includes(i) ? `${l} ${own[targets.indexOf(i) % own.length]}` : l));
}

/** The person's line breaks: one sentence per line, paragraphs of their usual size, or one block. */
function layout(lines: string[], p: VoiceProfileData, gap: string): string {
  if (p.lineStyle === 'one-per-line') return lines.join(gap);
  if (p.lineStyle === 'one-block') return lines.join(' ');
  const size = Math.max(1, Math.round(p.sentencesPerParagraph));
  const [first, ...body] = lines;
  const paragraphs: string[][] = [[first], []];
  for (const line of body) {
    const current = paragraphs[paragraphs.length - 1];
    if (current.length && (current.length >= size || line.startsWith(ALSO))) paragraphs.push([line]);
    else current.push(line);
  }
  return paragraphs
    .filter((para) => para.length)
    .map((para) => para.join(' '))
    .join(gap);
}
