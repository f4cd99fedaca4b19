// What the model is asked when it writes a run's post, built once for the run's content step and
// for Regenerate on the run page, so a regenerated post uses exactly the run's settings.
import type { Features } from '../plans/plans';
import { contentTypeOf } from '../content/content-types';
import { findTemplate, templateLibrary } from '../content/template-library';
import type { RunOutput } from './run-output';
import type { RunConfig } from '../synths/synth.schema';
import { voiceGuideFor, type StoredVoice } from '../voice/voice-guide';
import type { PostRequest } from '../ai/ai.types';
import type { EarnedPreference } from '../content/earned-preference';

/**
 * The post request for a run's configuration snapshot and output; null when no article has a summary.
 * `voice` is the owner's, when they have one: it shapes the post when its content type follows it.
 * `earned` is the template and length that earned the owner's posts the most: auto-select prefers them.
 */
export function postRequestFor(
  config: RunConfig,
  features: Pick<Features, 'canUseCustomPrompts'>,
  out: RunOutput,
  voice: StoredVoice | null = null,
  earned: EarnedPreference | null = null,
): PostRequest | null {
  const summaries = (out.articles ?? [])
    .filter((a) => a.summary)
    .map((a) => ({ title: a.title, link: a.link, summary: a.summary!, source: a.source, details: a.postDetails }));
  if (!summaries.length) return null;
  const contentType = config.contentType;
  const template = findTemplate(contentType, config.contentTemplate) ?? templateLibrary.byContentType[contentType]?.[0];
  const customPrompt =
    features.canUseCustomPrompts && !config.autoSelectTemplate
      ? ((contentType === 'linkedin' ? config.linkedInCustomPrompt : null) ?? config.contentCustomPrompt)
      : null;
  return {
    summaries,
    contentType,
    templateId: template?.id ?? 'informative',
    templateText: template?.text ?? '',
    customPrompt,
    includeHashtags: config.includeHashtags,
    autoSelectTemplate: config.autoSelectTemplate,
    topics: config.topics,
    language: config.digestLanguage,
    examples: (out.examples ?? []).map((e) => ({ title: e.title, url: e.url, snippet: e.snippet })),
    ...(voice && contentTypeOf(contentType)?.followsVoice
      ? { voice: voiceGuideFor(voice, summaries.map((s) => `${s.title} ${s.summary}`).join('\n')) }
      : {}),
    ...(earned && config.autoSelectTemplate && earned.contentType === contentType ? { earned } : {}),
  };
}
