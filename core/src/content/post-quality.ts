// The quality gate every post passes before it is stored or sent, whichever provider wrote it: a
// post a person could publish as it is has no template placeholder, no writing instruction, no
// empty slot, keeps its platform's limits, carries hashtags only when wanted, and never repeats
// text from an article that tries to give instructions.
import { contentTypeOf, type ContentTypeId } from './content-types';
import { echoesInjectedText, injectedSentencesIn, isInjectedInstruction } from './injected-instructions';
import { hashtagsIn, measurePost } from './platform-limits';

export type PostProblemKind =
  'placeholder' | 'instruction' | 'empty-slot' | 'limit' | 'hashtags' | 'injection' | 'empty';

export interface PostProblem {
  kind: PostProblemKind;
  detail: string;
}

export interface PostQualityInput {
  contentType: ContentTypeId | (string & {});
  text: string;
  includeHashtags: boolean;
  /** Texts the post was written from (summaries): sentences in them that try to instruct must not reappear. */
  sources?: string[];
}

const PLACEHOLDER_RE =
  /\{\{?\s*[A-Za-z_][\w\s-]{0,40}\}\}?|\[(?:insert|your|add|name|link|company|date|source)\b[^\]\n]*\]|<(?:insert|your)\b[^>\n]*>/i;

// Phrases that tell a writer what to do: template text or a model echoing its brief.
const INSTRUCTION_RES: RegExp[] = [
  /\b(?:open|start|begin|close|end|finish|conclude)\s+with\s+(?:a|an|the|one)\s+(?:\w+\s+){0,3}?(?:hook|link|question|sentence|headline|invitation|call to action|recommendation|development|moment|statistic|fact)\b/i,
  /\bexplain in (?:one|two|three|a few|\d)\b/i,
  /\badd (?:one|a|two|three) (?:short )?(?:sentence|line|paragraph|hashtags?)\b/i,
  /\bwrite (?:a|an|the|your) (?:\w+\s+)?(?:post|tweet|caption|thread|sentence|paragraph|headline|summary|newsletter|blog)\b/i,
  /\bin (?:one|two|three|two or three) (?:plain )?(?:sentences?|paragraphs?)\b/i,
  /\bwhere allowed\b/i,
  /\bplaceholders?\b/i,
  /^\s*(?:Headline|Report citation|Real-world examples|Actionable steps|Closing questions)\s*:/im,
  /\b(?:headline sentence|provide context:|set out the implications|state your position|introduce the concept|list three (?:short )?takeaways|suggest one resource|present two reasonable|name the industry shift|support it with the evidence|place it in context|announce the milestone|use the news from|summarise the development|link it to today|ask readers (?:which|whether)|invite respectful disagreement)\b/i,
  /\bavoid slang\b/i,
  /\bthe reader[’']s day\b/i,
];

// Holes left where a value was missing: "()", "[]", "from example.org: .", "to .", ": ,".
const EMPTY_SLOT_RES: RegExp[] = [
  /\(\s*\)|\[\s*\]|\{\s*\}|“\s*”|"\s*"/,
  /[:;,]\s*[.,;:!?](?=\s|$)/m,
  /\s[.,;:!?](?=\s|$)/m,
];
// A line that stops on a preposition or article ("Add one sentence on why it matters to"); not where
// the content type allows it (a thread may break a long sentence between words).
const DANGLING_LINE_END_RE = /\b(?:from|by|to|of|about|for|with|on|at|in|and|the|a)\s*$/im;

function firstMatch(res: RegExp[], text: string): string | null {
  for (const re of res) {
    const m = re.exec(text);
    if (m) return m[0].trim() || m[0];
  }
  return null;
}

/** The problems that keep a post from being published as it is; empty when it passes. */
export function checkPost(input: PostQualityInput): PostProblem[] {
  const text = input.text.trim();
  if (!text) return [{ kind: 'empty', detail: 'the post is empty' }];
  const problems: PostProblem[] = [];
  const placeholder = PLACEHOLDER_RE.exec(text);
  if (placeholder) problems.push({ kind: 'placeholder', detail: `it contains the placeholder ${placeholder[0]}` });
  const instruction = firstMatch(INSTRUCTION_RES, text);
  if (instruction)
    problems.push({ kind: 'instruction', detail: `it contains writing instructions ("${instruction}")` });
  const type = contentTypeOf(input.contentType);
  // Links are left out of the hole check: a URL may end in punctuation of its own.
  const slotRes = type?.quality.allowsDanglingLineEnds ? EMPTY_SLOT_RES : [...EMPTY_SLOT_RES, DANGLING_LINE_END_RE];
  const slot = firstMatch(slotRes, text.replace(/\bhttps?:\/\/\S+/g, 'LINK'));
  if (slot) problems.push({ kind: 'empty-slot', detail: `it has an empty slot ("${slot}")` });

  const measure = measurePost(input.contentType, text);
  const platform = type?.platform ?? input.contentType;
  if (measure.limit != null && measure.length > measure.limit) {
    const part = type?.limits.thread?.part;
    const unit = part && measure.parts > 1 ? `a ${part} has` : 'it has';
    problems.push({
      kind: 'limit',
      detail: `${unit} ${measure.length} characters, over ${platform}'s ${measure.limit}`,
    });
  }
  if (measure.hashtagLimit != null && measure.hashtags > measure.hashtagLimit) {
    problems.push({
      kind: 'limit',
      detail: `it has ${measure.hashtags} hashtags, over ${platform}'s ${measure.hashtagLimit}`,
    });
  }
  if (!input.includeHashtags && hashtagsIn(text).length) {
    problems.push({
      kind: 'hashtags',
      detail: `it has hashtags (${hashtagsIn(text).slice(0, 3).join(' ')}) although hashtags are off`,
    });
  }
  const injected = (input.sources ?? []).flatMap(injectedSentencesIn);
  const echoed = text.split(/\n+/).find(isInjectedInstruction);
  if (echoed || echoesInjectedText(text, injected)) {
    problems.push({ kind: 'injection', detail: 'it repeats text from an article that tries to give instructions' });
  }
  return problems;
}

/** "placeholder …; empty slot …": the problems in one line for the run log. */
export function describeProblems(problems: PostProblem[]): string {
  return problems.map((p) => p.detail).join('; ');
}
