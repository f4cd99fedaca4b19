// The quick creator's entry point (REST and GraphQL): with a model-backed AI provider the sentence
// becomes a plan through structured output; otherwise the offline matcher reads it. Either way the
// result is a full configuration that passes the synth validation, and nothing is saved.
import { ProviderFailure } from '../lib/provider-failure';
import { isValidTimeZone } from '../lib/time';
import type { AiProvider } from '../ai/ai.types';
import { findTemplate } from '../content/template-library';
import { professionalTopic } from '../synths/professional-topic';
import type { SynthFields } from '../synths/synth.schema';
import { validateSynthFields } from '../synths/synth.validation';
import { isGenericTopic } from '../synths/generic-topics';
import { ownTopicWordsOf } from './own-topic-words';
import { professionalCategoryFor } from './professional-categories';
import { catalogFeedsFor } from './draft-naming-and-feeds';
import { assembleConfig, PROMPT_REQUIRED_MESSAGE, synthFromPrompt, type QuickCreateResult } from './quick-create';
import { MAX_PROMPT_CHARS, PROMPT_TOO_LONG_MESSAGE } from './prompt-limits';
import { parseSynthPlan, synthPlanRequest, type SynthPlan } from './synth-plan';

/** The server's message when the model's answer cannot be used: the exact text users see. */
export const ANALYSIS_FAILED_MESSAGE = 'Failed to analyze synth configuration';

export interface DraftOptions {
  timezone?: string;
  ai?: AiProvider;
  log?: (message: string) => void;
}

export async function draftSynth(prompt: string, opts: DraftOptions = {}): Promise<QuickCreateResult> {
  const text = (prompt ?? '').normalize('NFC').trim();
  if (!text) return { ok: false, message: PROMPT_REQUIRED_MESSAGE };
  if ([...text].length > MAX_PROMPT_CHARS) return { ok: false, message: PROMPT_TOO_LONG_MESSAGE };
  const timezone = opts.timezone && isValidTimeZone(opts.timezone) ? opts.timezone : 'UTC';
  if (!opts.ai?.structured) return synthFromPrompt(text, { timezone });

  let answer: string;
  try {
    answer = (await opts.ai.structured(synthPlanRequest(text))).value;
  } catch (err) {
    // The model cannot be reached: the offline matcher still gives the user a draft.
    const detail = err instanceof ProviderFailure ? `${err.message} ${err.detail}` : (err as Error).message;
    opts.log?.(`quick creator: AI unavailable, using the offline matcher: ${detail}`);
    return synthFromPrompt(text, { timezone });
  }
  const plan = parseSynthPlan(answer);
  const config = plan && configFromPlan(plan, text, timezone);
  if (!plan || !config) return { ok: false, message: ANALYSIS_FAILED_MESSAGE };
  return { ok: true, config, matchedCategory: plan.category, matchedSpecializations: plan.specializations };
}

/** The configuration a plan describes, or null when it would not pass the synth validation. */
function configFromPlan(
  plan: SynthPlan,
  prompt: string,
  timezone: string,
): (SynthFields & { name: string; rssFeedUrls: string[] }) | null {
  if (!findTemplate(plan.contentType, plan.contentTemplate)) return null;
  const specs =
    professionalCategoryFor(plan.category)?.specializations.filter((s) => plan.specializations.includes(s.name)) ?? [];
  const professional = [...new Set(specs.flatMap((s) => s.keywords))];
  // The model may paraphrase; the person's own words are kept whatever it chose.
  const own = ownTopicWordsOf(prompt).filter((w) => !professional.includes(w));
  const topics = [...new Set([...plan.topics, ...own])]
    .filter((t) => !professional.includes(t) && !isGenericTopic(t))
    .concat(professional.map(professionalTopic));
  const feeds = catalogFeedsFor(plan.category, [...plan.topics, ...professional]);
  const { category: _category, specializations: _specializations, ...choices } = plan;
  const draft = assembleConfig(prompt, {
    ...choices,
    topics,
    rssFeedUrls: feeds.map((f) => f.url),
    userTimezone: timezone,
  });
  const { value, errors } = validateSynthFields(draft);
  if (errors.length || !value.rssFeedUrls?.length) return null;
  return value as SynthFields & { name: string; rssFeedUrls: string[] };
}
