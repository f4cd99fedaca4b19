// Sentences in feed text that try to instruct an AI ("ignore previous instructions…"). Feed text is
// written by strangers: such a sentence is never a fact to report, so the offline writer drops it
// and the quality gate rejects a post that repeats it.

// Each pattern addresses an AI, so ordinary news sentences ("you must include proof of address",
// "positioned as an AI leader") do not match.
const INSTRUCTION_PATTERNS: RegExp[] = [
  /\b(?:ignore|disregard|forget|override)\b[^.!?\n]{0,30}\b(?:previous|prior|above|earlier|preceding|your|the)\s+(?:instructions?|prompts?|rules|guidelines|directions)\b/i,
  /\byou are now (?:a|an|acting|in|my|no longer)\b/i,
  /\bas an ai(?: language)? model\b|\bas a (?:large )?language model\b|\bas an ai assistant\b/i,
  /\b(?:reveal|print|output|repeat|show)\s+(?:the|your)\s+(?:system |hidden )?(?:prompt|instructions)\b/i,
  /\bnew instructions?\s*:/i,
  /\b(?:end|start|begin|sign off) every (?:post|message|reply|answer|tweet|summary|response)\b/i,
  /\b(?:tell|instruct) (?:your |the )?(?:readers|users|followers|audience) to (?:send|share|give|enter|email|transfer|buy|click)\b/i,
];

/** True when the sentence tries to instruct an AI rather than report something. */
export function isInjectedInstruction(sentence: string): boolean {
  return INSTRUCTION_PATTERNS.some((re) => re.test(sentence));
}

/** The sentences of a text that try to instruct an AI. */
export function injectedSentencesIn(text: string): string[] {
  return roughSentences(text).filter(isInjectedInstruction);
}

// Splitting good enough to isolate an instruction: its own sentence, line or quoted tail.
function roughSentences(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n+|(?<=[.!?]["”’)]?)\s+(?=["“‘(]?[A-Z0-9])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * True when the post repeats a run of `minWords` consecutive words from any of the instructing
 * sentences (their call to action may be copied without the "ignore…" part).
 */
export function echoesInjectedText(post: string, injected: string[], minWords = 5): boolean {
  if (!injected.length) return false;
  const postText = ` ${words(post).join(' ')} `;
  return injected.some((sentence) => {
    const w = words(sentence);
    for (let i = 0; i + minWords <= w.length; i++) {
      if (postText.includes(` ${w.slice(i, i + minWords).join(' ')} `)) return true;
    }
    return false;
  });
}
