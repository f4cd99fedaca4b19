// Chooses the AI provider from configuration (config.ts `ai`): an OpenAI-compatible endpoint or the offline one.
import type { TemplateLibrary } from '../content/template.types';
import type { AiProvider } from './ai.types';
import { OfflineAiProvider } from './offline-provider';
import { OpenAiProvider } from './openai-provider';

export interface AiProviderConfig {
  provider: 'openai' | 'local';
  apiKey?: string;
  baseUrl?: string;
  /** Ignored by the local provider, whose model name is fixed (it keys the shared summary cache). */
  model: string;
  timeoutMs?: number;
  /** Platform instructions and templates used when writing posts. */
  library?: TemplateLibrary;
  /** The /embeddings model the relevance filter uses with an OpenAI-compatible provider. */
  embeddingModel?: string;
}

/** Self-hosted OpenAI-compatible servers (Ollama, vLLM) take no key, but the SDK insists on one. */
const KEYLESS_PLACEHOLDER = 'not-needed';

export function createAiProvider(cfg: AiProviderConfig): AiProvider {
  if (cfg.provider === 'local') return new OfflineAiProvider({ library: cfg.library });
  if (cfg.provider !== 'openai') throw new Error(`Unknown AI provider "${String(cfg.provider)}"`);
  const apiKey = cfg.apiKey?.trim() || (cfg.baseUrl ? KEYLESS_PLACEHOLDER : undefined);
  if (!apiKey) {
    throw new Error('AI_PROVIDER=openai needs OPENAI_API_KEY, or OPENAI_BASE_URL for a server that takes no key');
  }
  if (!cfg.model.trim()) throw new Error('AI_PROVIDER=openai needs a model (OPENAI_MODEL)');
  return new OpenAiProvider({
    apiKey,
    baseUrl: cfg.baseUrl,
    model: cfg.model,
    timeoutMs: cfg.timeoutMs,
    library: cfg.library,
    embeddingModel: cfg.embeddingModel,
  });
}
