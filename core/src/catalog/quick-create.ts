// The offline quick creator (POST /api/prompt-create-synth, onboarding, dashboard): turns a
// free-text description into a complete synth configuration using the curated catalogue, with no
// AI call. Words are matched as whole words or phrases, longest first, so "legal tech" counts for
// Legal rather than also as "tech", and industry nouns (fintech, hospital) outweigh cross-cutting
// function words (compliance, regulation, strategy) when both appear.
import { isValidTimeZone } from '../lib/time';
import { findTemplate, firstTemplateFor } from '../content/template-library';
import { PROFESSIONAL_PREFIX, SYNTH_DEFAULTS } from '../synths/synth.defaults';
import type { ContentType, EmailFrequency, SummaryLength, SummaryStyle } from '../synths/synth.enums';
import type { SynthFields } from '../synths/synth.validation';
import { FEED_CATEGORIES, feedsInCategory, type CatalogFeed, type FeedCategory } from './curated-feeds';
import { professionalCategoryFor, type Specialization } from './professional-categories';

export type QuickCreateResult =
  | {
      ok: true;
      config: SynthFields & { name: string; rssFeedUrls: string[] };
      matchedCategory: string;
      matchedSpecializations: string[];
    }
  | { ok: false; message: string };

export const PROMPT_REQUIRED_MESSAGE = 'Prompt Required: Please enter a description of the content you want to create.';
export const UNRECOGNISED_PROMPT_MESSAGE =
  "We couldn't recognise a topic in your description. Try naming an industry or a subject, for example \"fintech regulation\".";

export const MAX_FEEDS = 5;
export const MAX_SPECIALIZATIONS = 3;

interface VocabularyGroup {
  /** Terms that name the field itself: they pick the category but are not useful as topic filters. */
  identifies: string[];
  /** Specific subjects (weight 3), useful as topics. */
  strong: string[];
  /** Cross-cutting subjects (weight 2). */
  medium?: string[];
  /** Function words shared by many fields (weight 1): tie-breakers. */
  weak?: string[];
}

/** Synonyms per category (lower case; a final "s"/"es" plural is matched automatically). */
export const QUICK_CREATE_VOCABULARY: Record<FeedCategory, VocabularyGroup> = {
  'Management Consulting': {
    identifies: ['management consulting', 'management consultant', 'consulting', 'consultant', 'consultancy', 'consultancies'],
    strong: [
      'strategy consulting', 'corporate strategy', 'business strategy', 'growth strategy', 'mergers', 'acquisition', 'm&a',
      'due diligence', 'change management', 'operational excellence', 'operating model', 'supply chain', 'procurement',
      'restructuring', 'market research', 'business transformation', 'organizational design', 'organisational design',
    ],
    medium: ['strategy', 'strategic', 'operations'],
    weak: ['leadership', 'management', 'executive', 'ceo', 'board'],
  },
  'IT & Digital Transformation': {
    identifies: ['digital transformation', 'information technology', 'technology', 'tech', 'enterprise it'],
    strong: [
      'cloud', 'cloud computing', 'cybersecurity', 'cyber security', 'cyber', 'infosec', 'software', 'saas', 'devops',
      'kubernetes', 'ransomware', 'malware', 'phishing', 'data breach', 'zero trust', 'cio', 'cto', 'ciso', 'erp',
      'it strategy', 'enterprise software', 'software development', 'platform engineering', 'open source',
    ],
    medium: ['ai', 'artificial intelligence', 'machine learning', 'generative ai', 'genai', 'llm', 'large language model', 'automation', 'data analytics', 'big data'],
    weak: ['security', 'data', 'digital', 'infrastructure', 'computing'],
  },
  Healthcare: {
    identifies: ['healthcare', 'health care', 'medical', 'medicine', 'health'],
    strong: [
      'hospital', 'health system', 'clinical', 'clinic', 'clinician', 'physician', 'doctor', 'nurse', 'nursing', 'patient',
      'pharma', 'pharmaceutical', 'biotech', 'biotechnology', 'life sciences', 'drug', 'drug pricing', 'fda', 'clinical trial',
      'medtech', 'medical device', 'telehealth', 'telemedicine', 'digital health', 'health insurance', 'medicare', 'medicaid',
      'public health', 'vaccine', 'oncology', 'health policy', 'health it', 'ehr', 'pandemic', 'outbreak', 'mental health',
    ],
  },
  'Financial Services': {
    identifies: ['financial services', 'financial sector', 'financial industry', 'finance', 'financial'],
    strong: [
      'fintech', 'banking', 'bank', 'banker', 'payment', 'lending', 'lender', 'credit', 'insurance', 'insurtech',
      'wealth management', 'asset management', 'investment', 'investing', 'investor', 'capital markets', 'stock market', 'stocks',
      'crypto', 'cryptocurrency', 'bitcoin', 'stablecoin', 'digital assets', 'central bank', 'interest rate', 'inflation',
      'federal reserve', 'monetary policy', 'accounting', 'cfo', 'private equity', 'venture capital', 'mortgage',
      'open banking', 'digital banking', 'anti-money laundering', 'aml', 'kyc', 'regtech', 'trading', 'hedge fund',
      'financial regulation',
    ],
    weak: ['markets', 'economy', 'risk management'],
  },
  'Human Resources': {
    identifies: ['human resources', 'hr', 'people operations', 'people ops', 'people team'],
    strong: [
      'hiring', 'recruiting', 'recruitment', 'recruiter', 'talent', 'talent acquisition', 'talent management', 'workforce',
      'employee', 'employee engagement', 'employee experience', 'employee benefits', 'retention', 'compensation', 'payroll',
      'onboarding', 'remote work', 'hybrid work', 'return to office', 'dei', 'diversity', 'inclusion', 'learning and development',
      'upskilling', 'reskilling', 'performance management', 'labor market', 'labour market', 'job market', 'workplace',
      'employer branding', 'chro', 'layoffs', 'staffing', 'wellbeing', 'burnout', 'employment law',
    ],
    weak: ['benefits', 'jobs', 'careers'],
  },
  Environmental: {
    identifies: ['environmental', 'environment', 'sustainability', 'sustainable'],
    strong: [
      'climate', 'climate change', 'climate tech', 'global warming', 'esg', 'carbon', 'carbon markets', 'emissions', 'net zero',
      'renewable', 'renewable energy', 'clean energy', 'green energy', 'cleantech', 'solar', 'wind power', 'wind energy',
      'energy transition', 'decarbonization', 'decarbonisation', 'biodiversity', 'conservation', 'deforestation', 'wildlife',
      'pollution', 'recycling', 'circular economy', 'electric vehicle', 'ev', 'csrd', 'greenwashing', 'sustainable finance',
    ],
    weak: ['green', 'energy', 'waste', 'nature', 'ocean'],
  },
  Legal: {
    identifies: ['legal', 'law', 'lawyer', 'attorney', 'law firm', 'legal industry', 'legal profession', 'counsel', 'solicitor', 'barrister', 'paralegal'],
    strong: [
      'litigation', 'lawsuit', 'court', 'supreme court', 'legal tech', 'legaltech', 'legal ai', 'contract law', 'contract',
      'intellectual property', 'patent', 'trademark', 'copyright', 'privacy', 'data privacy', 'data protection', 'gdpr', 'ccpa',
      'antitrust', 'competition law', 'corporate governance', 'corporate law', 'securities law', 'general counsel',
      'in-house counsel', 'legislation', 'class action', 'e-discovery', 'ai act', 'sanctions', 'judge', 'ruling',
    ],
    weak: ['compliance', 'regulation', 'regulatory', 'regulator', 'governance'],
  },
};

/** How words display in a synth name. */
const DISPLAY: Record<string, string> = {
  ai: 'AI', esg: 'ESG', hr: 'HR', 'm&a': 'M&A', saas: 'SaaS', gdpr: 'GDPR', ccpa: 'CCPA', kyc: 'KYC', aml: 'AML', fda: 'FDA',
  ev: 'EV', dei: 'DEI', llm: 'LLM', genai: 'GenAI', ceo: 'CEO', cio: 'CIO', cto: 'CTO', ciso: 'CISO', cfo: 'CFO', chro: 'CHRO',
  erp: 'ERP', ehr: 'EHR', devops: 'DevOps', csrd: 'CSRD', it: 'IT', regtech: 'RegTech', insurtech: 'InsurTech', medtech: 'MedTech',
  cleantech: 'Cleantech', legaltech: 'LegalTech', fintech: 'Fintech',
};

interface Term { phrase: string; words: string[]; category: FeedCategory; weight: number; topic: boolean }
/** A vocabulary term found in the prompt; `text` is the wording used there (lower case). */
interface Hit { term: Term; index: number; end: number; text: string }

// Matching works on word tokens rather than one regular expression per phrase: Unicode-aware
// word-edge expressions are slow in V8, and the vocabulary has hundreds of phrases.
interface Token { word: string; raw: string; start: number; end: number }
interface Tokens { tokens: Token[]; text: string }

const WORD = /[\p{L}\p{N}]+(?:&[\p{L}\p{N}]+)*/gu;
const JOINER = /^[\s\p{Pd}]+$/u;

function tokenize(text: string): Tokens {
  const tokens = [...text.matchAll(WORD)].map((m) => {
    const start = m.index ?? 0;
    return { word: m[0].toLowerCase(), raw: m[0], start, end: start + m[0].length };
  });
  return { tokens, text };
}

const splitWords = (phrase: string) => phrase.toLowerCase().split(/[\s\p{Pd}]+/u).filter(Boolean);

/** Does the phrase start at token i? Words of a phrase may be separated by spaces or dashes; the last may be plural. */
function matchAt(t: Tokens, i: number, words: string[]): boolean {
  if (i + words.length > t.tokens.length) return false;
  for (let k = 0; k < words.length; k++) {
    const token = t.tokens[i + k];
    const w = words[k];
    const last = k === words.length - 1;
    if (token.word !== w && !(last && (token.word === `${w}s` || token.word === `${w}es`))) return false;
    if (k > 0 && !JOINER.test(t.text.slice(t.tokens[i + k - 1].end, token.start))) return false;
  }
  return true;
}

function containsWords(t: Tokens, words: string[]): boolean {
  return words.length > 0 && t.tokens.some((_, i) => matchAt(t, i, words));
}

const wordCache = new Map<string, string[]>();
function containsPhrase(t: Tokens, phrase: string): boolean {
  let words = wordCache.get(phrase);
  if (!words) wordCache.set(phrase, (words = splitWords(phrase)));
  return containsWords(t, words);
}

const TERMS: Term[] = FEED_CATEGORIES.flatMap((category) => {
  const g = QUICK_CREATE_VOCABULARY[category];
  const make = (phrases: string[] | undefined, weight: number, topic: boolean) =>
    (phrases ?? []).map((phrase) => ({ phrase, words: splitWords(phrase), category, weight, topic }));
  return [...make(g.identifies, 3, false), ...make(g.strong, 3, true), ...make(g.medium, 2, true), ...make(g.weak, 1, true)];
}).sort((a, b) => b.words.length - a.words.length || b.phrase.length - a.phrase.length);

// "IT" is only the field when written in capitals; "it" is a pronoun.
const IT_TERM: Term = { phrase: 'it', words: ['it'], category: 'IT & Digital Transformation', weight: 3, topic: false };

/** Vocabulary hits, longest phrases first; words already matched by a longer phrase do not count again. */
function findTerms(t: Tokens): Hit[] {
  const used = new Array<boolean>(t.tokens.length).fill(false);
  const hits: Hit[] = [];
  const record = (term: Term, i: number, n: number) => {
    const first = t.tokens[i];
    const last = t.tokens[i + n - 1];
    hits.push({ term, index: first.start, end: last.end, text: t.text.slice(first.start, last.end).toLowerCase().replace(/\s+/g, ' ') });
    for (let k = i; k < i + n; k++) used[k] = true;
  };
  t.tokens.forEach((token, i) => { if (token.raw === 'IT') record(IT_TERM, i, 1); });
  for (const term of TERMS) {
    const n = term.words.length;
    for (let i = 0; i + n <= t.tokens.length; i++) {
      if (!used.slice(i, i + n).includes(true) && matchAt(t, i, term.words)) record(term, i, n);
    }
  }
  return hits.sort((a, b) => a.index - b.index);
}

/** The words of a specialization name that can stand alone ("Fintech & Payments" → fintech, payments). */
function nameParts(name: string): string[] {
  return name.toLowerCase().split(/\s*(?:&|,|\band\b)\s*/).map((p) => p.trim()).filter((p) => p.length >= 3);
}

function specializationHits(t: Tokens, spec: Specialization): string[] {
  return [...new Set([...spec.keywords, ...nameParts(spec.name)])].filter((k) => containsPhrase(t, k));
}

interface CategoryScore { category: FeedCategory; total: number; vocabulary: number; first: number; specs: { spec: Specialization; hits: string[] }[] }

function scoreCategories(t: Tokens, hits: Hit[]): CategoryScore[] {
  return FEED_CATEGORIES.map((category) => {
    const own = hits.filter((h) => h.term.category === category);
    // Each distinct term counts once, however often it is repeated.
    const vocabulary = [...new Map(own.map((h) => [h.term.phrase, h.term.weight])).values()].reduce((a, b) => a + b, 0);
    const specs = (professionalCategoryFor(category)?.specializations ?? [])
      .map((spec) => ({ spec, hits: specializationHits(t, spec) }))
      .filter((s) => s.hits.length > 0)
      .sort((a, b) => b.hits.length - a.hits.length);
    return { category, total: vocabulary + specs.length, vocabulary, first: own[0]?.index ?? Infinity, specs };
  });
}

function bestCategory(scores: CategoryScore[]): CategoryScore | null {
  const ranked = scores
    .filter((s) => s.total > 0)
    .sort((a, b) => b.total - a.total || b.vocabulary - a.vocabulary || a.first - b.first);
  return ranked[0] ?? null;
}

// ── Schedule, length, style ──────────────────────────────────────────────────────────────────

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
  if (/\b(week ?days?|work ?days?|business days?|working days?|monday (?:to|through|thru|until|-|–) friday|mon ?[-–] ?fri)\b/.test(lower)) return 'weekdays';
  if (/\b(weekly|every week|once a week|once per week|each week|per week|mondays?)\b/.test(lower)) return 'weekly';
  return 'daily';
}

function parseLength(lower: string): `${SummaryLength}` {
  if (/\b(detailed|in[- ]depth|deep[- ]dives?|comprehensive|thorough|long[- ]form)\b/.test(lower)) return 'detailed';
  if (/\bmedium\b/.test(lower)) return 'medium';
  return 'brief';
}

function parseStyle(lower: string): `${SummaryStyle}` {
  if (/\b(analytical|analysis|analyses|analy[sz]e|analytic)\b/.test(lower)) return 'analytical';
  if (/\b(casual|conversational|informal|friendly|chatty)\b/.test(lower)) return 'conversational';
  return 'informative';
}

// ── Content type and template ────────────────────────────────────────────────────────────────

const PLATFORM_PATTERNS: [`${ContentType}`, RegExp][] = [
  ['linkedin', /linked[\s-]?in/i],
  ['twitter', /\b(?:tweets?|tweeting|twitter|x\.com)\b/i],
  // "X" only in capitals and next to a word that makes it the platform ("on X", "X posts").
  ['twitter', /\b(?:on|for|to|via)\s+X\b|\bX\s+(?:posts?|threads?)\b/],
  ['facebook', /\b(?:facebook|fb)\b/i],
  ['instagram', /\b(?:instagram|insta|ig)\b/i],
  ['blog', /\bblog(?:s|ging|posts?)?\b/i],
];
const EMAIL_PATTERN = /\b(?:newsletters?|e-?mails?|inbox)\b/i;

/** The first platform the text names; email only when no social platform or blog is named. */
export function parseContentType(text: string): `${ContentType}` {
  const named = PLATFORM_PATTERNS
    .map(([type, re]) => ({ type, index: re.exec(text)?.index ?? -1 }))
    .filter((p) => p.index >= 0)
    .sort((a, b) => a.index - b.index);
  if (named.length) return named[0].type;
  return EMAIL_PATTERN.test(text) ? 'email' : SYNTH_DEFAULTS.contentType;
}

const TWITTER_TEMPLATE_PATTERNS: [string, RegExp][] = [
  ['threaded', /\b(threads?|threaded)\b/],
  ['provocative', /\b(provocative|hot takes?|bold|controversial|contrarian|spicy)\b/],
];
// Checked in order; LinkedIn-only formats are skipped for other types by the library lookup.
const TEMPLATE_PATTERNS: [string, RegExp][] = [
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

function chooseTemplate(contentType: `${ContentType}`, lower: string): string {
  const patterns = contentType === 'twitter' ? TWITTER_TEMPLATE_PATTERNS : TEMPLATE_PATTERNS;
  for (const [id, re] of patterns) {
    if (re.test(lower) && findTemplate(contentType, id)) return id;
  }
  return firstTemplateFor(contentType).id;
}

// ── Name, topics, feeds ──────────────────────────────────────────────────────────────────────

function displayWord(word: string): string {
  if (DISPLAY[word]) return DISPLAY[word];
  if (word.endsWith('s') && DISPLAY[word.slice(0, -1)]) return `${DISPLAY[word.slice(0, -1)]}s`;
  return word.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('-');
}

function titleCase(phrase: string): string {
  return phrase.split(/\s+/).map(displayWord).join(' ');
}

/** "Fintech Regulation Digest": the first two subjects named, joined by "&" unless they are adjacent. */
function synthName(original: string, subjects: Hit[], category: FeedCategory): string {
  if (subjects.length === 0) return `${category} Digest`;
  if (subjects.length === 1) return `${titleCase(subjects[0].text)} Digest`;
  const [a, b] = subjects;
  const adjacent = /^[\s-]*$/.test(original.slice(a.end, b.index));
  return `${titleCase(a.text)}${adjacent ? ' ' : ' & '}${titleCase(b.text)} Digest`;
}

const feedTokens = new Map<string, Tokens>();
function tokensOfFeed(f: CatalogFeed): Tokens {
  let t = feedTokens.get(f.id);
  if (!t) feedTokens.set(f.id, (t = tokenize(`${f.title} ${f.description}`)));
  return t;
}

function rankFeeds(feeds: CatalogFeed[], terms: string[]): CatalogFeed[] {
  const score = (f: CatalogFeed) => terms.filter((term) => containsPhrase(tokensOfFeed(f), term)).length;
  return feeds.map((f, i) => ({ f, i, s: score(f) })).sort((a, b) => b.s - a.s || a.i - b.i).map((x) => x.f);
}

/** The category's catalogue feeds that best match the terms, at most MAX_FEEDS. */
export function catalogFeedsFor(category: FeedCategory, terms: string[]): CatalogFeed[] {
  return rankFeeds(feedsInCategory(category), terms).slice(0, MAX_FEEDS);
}

export function firstEmail(text: string): string | null {
  const m = /[^\s@<>()"',;]+@[^\s@<>()"',;]+\.[a-z]{2,}/i.exec(text);
  return m ? m[0] : null;
}

/**
 * Builds a synth configuration from a free-text description. `timezone` (the browser's IANA zone)
 * is used when valid, otherwise UTC. `now` is accepted for callers that pin time in tests; the
 * configuration itself has no date fields.
 */
export function synthFromPrompt(prompt: string, opts: { timezone?: string; now?: Date } = {}): QuickCreateResult {
  const text = (prompt ?? '').normalize('NFC').trim();
  if (!text) return { ok: false, message: PROMPT_REQUIRED_MESSAGE };
  const lower = text.toLowerCase();

  const tokens = tokenize(text);
  const hits = findTerms(tokens);
  const best = bestCategory(scoreCategories(tokens, hits));
  if (!best) return { ok: false, message: UNRECOGNISED_PROMPT_MESSAGE };

  const specs = best.specs.slice(0, MAX_SPECIALIZATIONS);
  const subjects: Hit[] = [];
  for (const h of hits) if (h.term.topic && !subjects.some((s) => s.term.phrase === h.term.phrase)) subjects.push(h);
  const professional = [...new Set(specs.flatMap((s) => s.spec.keywords))];
  const topics = [
    ...subjects.filter((h) => !professional.includes(h.term.phrase) && !professional.includes(h.text)).map((h) => h.text),
    ...professional.map((k) => `${PROFESSIONAL_PREFIX}${k}`),
  ];

  const rankTerms = [...new Set([...subjects.map((h) => h.term.phrase), ...specs.flatMap((s) => [...s.hits, ...s.spec.keywords])])];
  const feeds = catalogFeedsFor(best.category, rankTerms);

  const contentType = parseContentType(text);
  const contentTemplate = chooseTemplate(contentType, lower);
  const timezone = opts.timezone && isValidTimeZone(opts.timezone) ? opts.timezone : 'UTC';

  const config = assembleConfig(text, {
    name: synthName(text, subjects, best.category),
    rssFeedUrls: feeds.map((f) => f.url),
    topics,
    summaryLength: parseLength(lower),
    summaryStyle: parseStyle(lower),
    emailScheduleTime: parseTimeOfDay(text) ?? '09:00',
    emailFrequency: parseFrequency(text),
    userTimezone: timezone,
    contentType,
    contentTemplate,
    includeHashtags: !/\b(?:no|without|skip|avoid|don'?t use)\s+hashtags?\b/.test(lower),
    enableRealWorldExamples: /\breal[- ]world examples?\b/.test(lower),
  });
  return { ok: true, config, matchedCategory: best.category, matchedSpecializations: specs.map((s) => s.spec.name) };
}

/** The choices a draft makes; everything else takes the synth defaults. */
export interface DraftChoices {
  name: string;
  rssFeedUrls: string[];
  topics: string[];
  summaryLength: `${SummaryLength}`;
  summaryStyle: `${SummaryStyle}`;
  emailScheduleTime: string;
  emailFrequency: `${EmailFrequency}`;
  userTimezone: string;
  contentType: `${ContentType}`;
  contentTemplate: string;
  includeHashtags: boolean;
  enableRealWorldExamples: boolean;
}

/** A complete configuration from the draft's choices; the recipient is the first address the prompt names. */
export function assembleConfig(prompt: string, c: DraftChoices): SynthFields & { name: string; rssFeedUrls: string[] } {
  const recipientEmail = firstEmail(prompt);
  return {
    ...c,
    fetchLatestOnly: SYNTH_DEFAULTS.fetchLatestOnly,
    summaryCustomPrompt: null,
    contentCustomPrompt: null,
    autoSelectTemplate: false,
    linkedInEnabled: c.contentType === 'linkedin',
    linkedInPostStyle: c.contentType === 'linkedin' ? c.contentTemplate : null,
    linkedInCustomPrompt: null,
    sendWhenNothingNew: SYNTH_DEFAULTS.sendWhenNothingNew,
    ...(recipientEmail ? { recipientEmail } : {}),
  };
}
