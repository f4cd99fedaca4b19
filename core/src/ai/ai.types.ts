// The AI boundary: the pipeline talks only to this interface.
import type { SummaryLength, SummaryStyle, ContentType } from '../synths/synth.enums';
import { ProviderFailure } from '../lib/provider-failure';
import type { VoiceGuide } from '../voice/voice-guide';
import type { EarnedPreference } from '../content/earned-preference';

export interface ArticleForAi {
  title: string;
  link: string | null;
  /** Plain text (already stripped of HTML). */
  text: string;
  publishedAt: Date | null;
  source: string | null;
}

export interface SummaryRequest {
  article: ArticleForAi;
  length: `${SummaryLength}`;
  style: `${SummaryStyle}`;
  customPrompt: string | null;
  /** The digest's language code: a model writes in it; the offline writer keeps the article's language. */
  language?: string;
  /** Set when a first summary failed the faithfulness gate: what was wrong with it, for the second attempt. */
  previousProblems?: string[];
}

export interface PostRequest {
  /**
   * `source`: the publication's name, when known (the offline writer credits it). `details`: more of
   * the article's own sentences, which a post in a long-writing person's voice may draw on.
   */
  summaries: { title: string; link: string | null; summary: string; source?: string | null; details?: string[] }[];
  contentType: `${ContentType}`;
  templateId: string;
  templateText: string;
  customPrompt: string | null;
  includeHashtags: boolean;
  autoSelectTemplate: boolean;
  topics: string[];
  examples: { title: string; url: string; snippet: string }[];
  /** The digest's language code: a model writes the post in it. */
  language?: string;
  /** Set when a first post failed the quality gate: what was wrong with it, for the second attempt. */
  previousProblems?: string[];
  /** The person's learned voice, for a content type written in it; absent until they give Synth their posts. */
  voice?: VoiceGuide;
  /** With auto-select on: the template and length that earned the person's measured posts the most. */
  earned?: EarnedPreference;
}

export interface AiResult<T> {
  value: T;
  tokensUsed: number;
  model: string;
}

/** A request for JSON that follows a schema (OpenAI structured output); the answer is unparsed text. */
export interface StructuredRequest {
  messages: { role: 'system' | 'user'; content: string }[];
  schemaName: string;
  schema: Record<string, unknown>;
}

export interface AiProvider {
  readonly model: string;
  summarize(req: SummaryRequest): Promise<AiResult<string>>;
  writePost(req: PostRequest): Promise<AiResult<{ templateId: string; text: string }>>;
  /** Only model-backed providers answer free-form requests; the offline one has no such method. */
  structured?(req: StructuredRequest): Promise<AiResult<string>>;
  /**
   * One vector per text, in order, from the provider's embedding model (`model` of the result);
   * only model-backed providers have it. The relevance filter compares a synth's topics with articles.
   */
  embed?(texts: string[]): Promise<AiResult<number[][]>>;
  /** The model `embed` uses, known before calling it so cached vectors can be looked up. */
  readonly embeddingModel?: string;
}

/**
 * Thrown for failures that retrying cannot fix (bad key, refused content, bad request): `message` is
 * the sentence people read, `detail` what the service said, for the server log.
 */
export class PermanentAiError extends ProviderFailure {
  constructor(message: string, detail: string = message, options?: { cause?: unknown }) {
    super(message, detail, options);
    this.name = 'PermanentAiError';
  }
}
