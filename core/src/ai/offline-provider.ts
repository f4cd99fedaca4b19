// The built-in provider used when no model endpoint is configured: deterministic, no network.
// Summaries are extractive (every sentence comes from the article, nothing is made up) and
// posts are composed from the summaries in the shape of each template, so the product works end to end and honestly without an AI service.
import type { TemplateLibrary } from '../content/template.types';
import type { AiProvider, AiResult, PostRequest, SummaryRequest } from './ai.types';
import { extractiveSummary } from './extractive-summary';
import { offlinePost } from './offline-post';
import { estimateTokens } from './token-estimate';

/** Its number changes whenever the summaries it writes change: the shared cache is keyed on it. */
export const OFFLINE_MODEL = 'synth-extractive-2';

export class OfflineAiProvider implements AiProvider {
  readonly model = OFFLINE_MODEL;

  constructor(private readonly opts: { library?: TemplateLibrary } = {}) {}

  async summarize(req: SummaryRequest): Promise<AiResult<string>> {
    const value = extractiveSummary(req);
    return {
      value,
      model: this.model,
      tokensUsed: estimateTokens(req.article.title, req.article.text, req.customPrompt ?? '', value),
    };
  }

  async writePost(req: PostRequest): Promise<AiResult<{ templateId: string; text: string }>> {
    // A post that failed the quality gate is recomposed in its plainest form.
    const value = offlinePost(req, this.opts.library, { plain: !!req.previousProblems?.length });
    const input = req.summaries.map((s) => `${s.title} ${s.summary}`).join(' ');
    return {
      value,
      model: this.model,
      tokensUsed: estimateTokens(input, req.templateText, req.customPrompt ?? '', value.text),
    };
  }
}
