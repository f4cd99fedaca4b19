// The shared embedding cache: one statement reads the vectors of many texts, one stores the new ones.
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlNames } from '../db/sql-names';
import { pgArray } from '../lib/pg-array';
import { ArticleEmbedding } from './article-embedding.entity';

const names = (em: EntityManager) => sqlNames(em, ArticleEmbedding);

/** The cache key of a text under a model: the same text under another model is another vector. */
export function embeddingKey(model: string, text: string): string {
  return createHash('sha256').update(`${model}\n${text}`).digest('hex');
}

const vectorToBytes = (v: readonly number[]): Buffer => Buffer.from(new Float32Array(v).buffer);
const bytesToVector = (b: Buffer): number[] =>
  Array.from(new Float32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength)));

/** The stored vectors of these keys, in one statement. */
export async function storedEmbeddings(em: EntityManager, keys: string[]): Promise<Map<string, number[]>> {
  if (!keys.length) return new Map();
  const { table, col } = names(em);
  const rows = await em.execute<{ key: string; vector: Buffer }[]>(
    `select ${col('key')} as "key", ${col('vector')} as "vector" from ${table} where ${col('key')} = any(?::text[])`,
    [pgArray(keys)],
  );
  return new Map(rows.map((r) => [r.key, bytesToVector(r.vector)]));
}

/** Stores new vectors; a key another run stored meanwhile keeps its vector (they are the same). */
export async function storeEmbeddings(
  em: EntityManager,
  model: string,
  rows: { key: string; vector: number[] }[],
  tokensUsed: number,
): Promise<void> {
  if (!rows.length) return;
  const { table, col } = names(em);
  const values = rows.map(() => '(?, ?, ?, ?, now())').join(', ');
  // The call's tokens are spread over its texts so the table says what each vector cost.
  const each = Math.round(tokensUsed / rows.length);
  await em.execute(
    `insert into ${table} (${col('key')}, ${col('model')}, ${col('vector')}, ${col('tokensUsed')}, ${col('createdAt')}) values ${values}
       on conflict (${col('key')}) do nothing`,
    rows.flatMap((r) => [r.key, model, vectorToBytes(r.vector), each]),
  );
}
