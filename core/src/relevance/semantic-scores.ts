// With a model configured, relevance is the cosine between the synth (its name and topics) and each
// article (headline and lead), through the OpenAI-compatible /embeddings API. Every text is embedded
// once: vectors are cached across synths and runs, so a run pays only for articles nobody embedded.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AiProvider } from '../ai/ai.types';
import { htmlToText } from '../lib/sanitize';
import { topicWithoutPrefix } from '../synths/professional-topic';
import { embeddingKey, storedEmbeddings, storeEmbeddings } from './article-embedding.repository';
import type { FilterCandidate } from './relevance-filter';

/**
 * The cosine an article needs with the synth, for text-embedding-3-small (OPENAI_EMBEDDING_MODEL's
 * default): on-topic headlines land well above it, other news of the same outlets below.
 */
export const EMBEDDING_THRESHOLD = 0.3;
/** What an article is judged by: its headline and the start of its lead, like a reader skimming. */
const MAX_ARTICLE_CHARS = 1500;
/** Texts per /embeddings request. */
const BATCH = 64;

export interface SemanticScores {
  /** Cosine with the synth, by article id. */
  scores: Map<string, number>;
  model: string;
  /** Tokens this run paid for (texts found in the cache cost nothing). */
  tokensUsed: number;
  /** Texts embedded by this run. */
  embedded: number;
}

/** The text that stands for the synth: what it is called and what it follows. */
export function synthProfileText(name: string, topics: readonly string[]): string {
  const subjects = topics.map(topicWithoutPrefix).filter(Boolean);
  return `${name.trim()}: ${subjects.join(', ')}`;
}

export function articleEmbeddingText(a: Pick<FilterCandidate, 'title' | 'description' | 'content'>): string {
  const lead = htmlToText(a.description || a.content || '');
  return `${htmlToText(a.title)}\n${lead}`.slice(0, MAX_ARTICLE_CHARS);
}

export async function semanticScores(
  em: EntityManager,
  ai: Pick<AiProvider, 'embed' | 'embeddingModel'>,
  synth: { name: string; topics: readonly string[] },
  articles: readonly FilterCandidate[],
  /** beforeWaiting is called once before the model is asked, when any text is new. */
  opts: { beforeWaiting?: () => Promise<void> } = {},
): Promise<SemanticScores | null> {
  if (!ai.embed || !ai.embeddingModel || !articles.length) return null;
  const model = ai.embeddingModel;
  const texts = [synthProfileText(synth.name, synth.topics), ...articles.map(articleEmbeddingText)];
  const keys = texts.map((t) => embeddingKey(model, t));
  const vectors = await storedEmbeddings(em, [...new Set(keys)]);
  const missing = [...new Map(keys.map((k, i) => [k, texts[i]] as const)).entries()].filter(([k]) => !vectors.has(k));
  let tokensUsed = 0;
  if (missing.length) await opts.beforeWaiting?.();
  for (let i = 0; i < missing.length; i += BATCH) {
    const batch = missing.slice(i, i + BATCH);
    const answer = await ai.embed(batch.map(([, text]) => text));
    tokensUsed += answer.tokensUsed;
    const rows = batch.map(([key], j) => ({ key, vector: answer.value[j] }));
    await storeEmbeddings(em, answer.model, rows, answer.tokensUsed);
    for (const r of rows) vectors.set(r.key, r.vector);
  }
  const profile = vectors.get(keys[0])!;
  const scores = new Map(articles.map((a, i) => [a.id, cosine(profile, vectors.get(keys[i + 1])!)]));
  return { scores, model, tokensUsed, embedded: missing.length };
}

export function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}
