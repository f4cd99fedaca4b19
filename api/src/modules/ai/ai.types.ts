// The AI boundary: the pipeline talks only to this interface.
import type { SummaryLength, SummaryStyle, ContentType } from '../synths/synth.enums';

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
}

export interface PostRequest {
  summaries: { title: string; link: string | null; summary: string }[];
  contentType: `${ContentType}`;
  templateId: string;
  templateText: string;
  customPrompt: string | null;
  includeHashtags: boolean;
  autoSelectTemplate: boolean;
  topics: string[];
  examples: { title: string; url: string; snippet: string }[];
}

export interface AiResult<T> { value: T; tokensUsed: number; model: string }

export interface AiProvider {
  readonly model: string;
  summarize(req: SummaryRequest): Promise<AiResult<string>>;
  writePost(req: PostRequest): Promise<AiResult<{ templateId: string; text: string }>>;
}

/** Thrown for failures that retrying cannot fix (bad key, refused content, bad request). */
export class PermanentAiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentAiError';
  }
}
