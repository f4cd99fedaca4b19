// OpenAI or any OpenAI-compatible endpoint (Ollama, vLLM, Azure's v1 API) through the official SDK.
// No retries here: activities are retried by Temporal, which needs to know which failures are permanent.
import OpenAI from 'openai';
import type { ChatCompletion, ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { ProviderFailure } from '../lib/provider-failure';
import { htmlToText } from '../lib/sanitize';
import { contentTypeOf } from '../content/content-types';
import { tweetLength } from '../content/platform-limits';
import type { TemplateLibrary } from '../content/template.types';
import { AI_FAILURE, mapOpenAiError } from './ai-failures';
import {
  PermanentAiError,
  type AiProvider,
  type AiResult,
  type PostRequest,
  type StructuredRequest,
  type SummaryRequest,
} from './ai.types';
import { fitToPlatform, missingExampleLines, toTweetThread } from './platform-fit';
import { buildPostMessages, buildSummaryMessages, postPromptOptions, type ChatMessage } from './prompt-builder';
import { enforceLength } from './summary-length';

export interface OpenAiProviderOptions {
  apiKey: string;
  /** e.g. http://127.0.0.1:11434/v1 for Ollama; the OpenAI API when absent. */
  baseUrl?: string;
  model: string;
  /** Per request; an activity's startToCloseTimeout should exceed it. */
  timeoutMs?: number;
  /** Only sent when set: some models (o-series) reject anything but the default. */
  temperature?: number;
  /** Platform instructions and templates for posts (candidate templates for auto-selection). */
  library?: TemplateLibrary;
  /** The model of the /embeddings API (the relevance filter's); text-embedding-3-small when absent. */
  embeddingModel?: string;
}

export const DEFAULT_EMBEDDING_MODEL = 'text-embedding-3-small';

export const DEFAULT_OPENAI_TIMEOUT_MS = 60_000;

/**
 * Model output is untrusted: any HTML is reduced to text (line breaks kept), and Markdown
 * headings and bold markers are dropped because posts and digests are plain text.
 */
export function toPlainText(output: string): string {
  const text = htmlToText(output.replace(/\r\n?/g, '\n').replace(/\n/g, '<br>'));
  return text
    .split('\n')
    .map((line) =>
      line.replace(/^#{1,6}\s+/, '').replace(/\*\*(.+?)\*\*|__(.+?)__/g, (_m, a?: string, b?: string) => a ?? b ?? ''),
    )
    .join('\n')
    .trim();
}

const POST_SCHEMA_NAME = 'synth_post';

/** Finds `{templateId, text}` in the answer; tolerates a Markdown code fence from looser servers. */
export function parsePostJson(content: string): { templateId: unknown; text: unknown } | null {
  const unfenced = content.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/i, '$1');
  try {
    const parsed: unknown = JSON.parse(unfenced);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const o = parsed as Record<string, unknown>;
      return { templateId: o.templateId, text: o.text };
    }
  } catch {
    /* not JSON */
  }
  return null;
}

const TWEET_NUMBER_RE = /^\d+\s*\/\s*\d*\s+/;

/**
 * Keeps the model's tweets when they obey the 280-character rule; otherwise (or when links
 * must be added) re-threads the whole text.
 */
function fitTweets(text: string, missing: string): string {
  const chunks = text
    .split(/\n[^\S\n]*\n/)
    .map((t) => t.trim())
    .filter(Boolean);
  const numbered = chunks.length > 1 && chunks.every((t) => TWEET_NUMBER_RE.test(t));
  const fits = numbered ? chunks.every((t) => tweetLength(t) <= 280) : tweetLength(text) <= 280;
  if (fits && !missing) return numbered ? chunks.join('\n\n') : text;
  const body = numbered ? chunks.map((t) => t.replace(TWEET_NUMBER_RE, '')).join('\n\n') : text;
  return toTweetThread(missing ? `${body}\n\n${missing}` : body).join('\n\n');
}

export class OpenAiProvider implements AiProvider {
  readonly model: string;
  readonly embeddingModel: string;
  private readonly client: OpenAI;

  constructor(private readonly opts: OpenAiProviderOptions) {
    this.model = opts.model;
    this.embeddingModel = opts.embeddingModel ?? DEFAULT_EMBEDDING_MODEL;
    // baseURL/organization/project given explicitly so the SDK does not read the environment (config.ts does).
    this.client = new OpenAI({
      apiKey: opts.apiKey,
      baseURL: opts.baseUrl ?? null,
      organization: null,
      project: null,
      timeout: opts.timeoutMs ?? DEFAULT_OPENAI_TIMEOUT_MS,
      maxRetries: 0,
    });
  }

  private async complete(
    messages: ChatMessage[],
    extra: Partial<ChatCompletionCreateParamsNonStreaming> = {},
  ): Promise<{ content: string; tokensUsed: number }> {
    let completion: ChatCompletion;
    try {
      completion = await this.client.chat.completions.create({
        model: this.model,
        messages,
        ...(this.opts.temperature != null ? { temperature: this.opts.temperature } : {}),
        ...extra,
      });
    } catch (err) {
      throw mapOpenAiError(err);
    }
    const choice = completion.choices?.[0];
    if (!choice) throw new ProviderFailure(AI_FAILURE.emptyAnswer, 'The completion had no choices');
    if (choice.finish_reason === 'content_filter')
      throw new PermanentAiError(AI_FAILURE.contentFilter, 'finish_reason content_filter');
    if (choice.message?.refusal)
      throw new PermanentAiError(AI_FAILURE.refusal, `The model refused: ${choice.message.refusal}`);
    const content = choice.message?.content ?? '';
    // An empty answer is usually a hiccup of the serving side; let the activity retry.
    if (!content.trim()) throw new ProviderFailure(AI_FAILURE.emptyAnswer, 'The completion was empty');
    return { content, tokensUsed: completion.usage?.total_tokens ?? 0 };
  }

  async summarize(req: SummaryRequest): Promise<AiResult<string>> {
    const { content, tokensUsed } = await this.complete(buildSummaryMessages(req));
    const value = enforceLength(toPlainText(content), req.length);
    if (!value) throw new ProviderFailure(AI_FAILURE.emptyAnswer, 'The summary was empty after cleaning');
    return { value, tokensUsed, model: this.model };
  }

  async writePost(req: PostRequest): Promise<AiResult<{ templateId: string; text: string }>> {
    const options = postPromptOptions(this.opts.library, req);
    const messages = buildPostMessages(req, options);
    const ids = options.candidateTemplates.map((c) => c.id);
    const extra: Partial<ChatCompletionCreateParamsNonStreaming> = req.autoSelectTemplate
      ? {
          response_format: {
            type: 'json_schema',
            json_schema: {
              name: POST_SCHEMA_NAME,
              strict: true,
              schema: {
                type: 'object',
                additionalProperties: false,
                required: ['templateId', 'text'],
                properties: { templateId: { type: 'string', enum: ids }, text: { type: 'string' } },
              },
            },
          },
        }
      : {};
    const { content, tokensUsed } = await this.complete(messages, extra);

    let templateId = req.templateId;
    let raw = content;
    if (req.autoSelectTemplate) {
      const parsed = parsePostJson(content);
      if (parsed) {
        if (typeof parsed.text !== 'string')
          throw new ProviderFailure(AI_FAILURE.unreadableAnswer, 'The post JSON had no text');
        raw = parsed.text;
        // Validated by hand: a model may still name a template that is not on offer.
        if (typeof parsed.templateId === 'string' && ids.includes(parsed.templateId)) templateId = parsed.templateId;
      } else if (/^\s*(?:```|\{)/.test(content)) {
        throw new ProviderFailure(
          AI_FAILURE.unreadableAnswer,
          `The post answer was malformed JSON: ${content.slice(0, 200)}`,
        );
      }
      // Otherwise a server that ignores response_format answered in plain text: use it as the post.
    }

    let text = toPlainText(raw);
    if (!text) throw new ProviderFailure(AI_FAILURE.emptyAnswer, 'The post was empty after cleaning');
    // Real-world example links must appear in the post whatever the model did with them.
    const missing = missingExampleLines(text, req.examples).join('\n');
    text = contentTypeOf(req.contentType).limits.thread
      ? fitTweets(text, missing)
      : fitToPlatform(req.contentType, text, missing);
    return { value: { templateId, text }, tokensUsed, model: this.model };
  }

  async embed(texts: string[]): Promise<AiResult<number[][]>> {
    const model = this.embeddingModel;
    if (!texts.length) return { value: [], tokensUsed: 0, model };
    let answer: Awaited<ReturnType<OpenAI['embeddings']['create']>>;
    try {
      answer = await this.client.embeddings.create({ model, input: texts, encoding_format: 'float' });
    } catch (err) {
      throw mapOpenAiError(err);
    }
    // The API may answer out of order; each item names the input it belongs to.
    const vectors = new Array<number[]>(texts.length);
    for (const item of answer.data ?? []) vectors[item.index] = item.embedding;
    // Array.from turns holes into undefined, which .some would otherwise skip.
    if (Array.from(vectors).some((v) => !Array.isArray(v) || v.length === 0)) {
      throw new ProviderFailure(
        AI_FAILURE.unreadableAnswer,
        `The embeddings answer had ${answer.data?.length ?? 0} vectors for ${texts.length} texts`,
      );
    }
    return { value: vectors, tokensUsed: answer.usage?.total_tokens ?? 0, model };
  }

  /** JSON constrained by a strict schema; the caller validates it again, since not every server honours the schema. */
  async structured(req: StructuredRequest): Promise<AiResult<string>> {
    const { content, tokensUsed } = await this.complete(req.messages, {
      response_format: { type: 'json_schema', json_schema: { name: req.schemaName, strict: true, schema: req.schema } },
    });
    return { value: content, tokensUsed, model: this.model };
  }
}
