import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readWordVectors } from './word-vectors';

// A file in the package's format: the word list first, then each word's 100 values, its norm and
// its index, most frequent word first.
const dir = mkdtempSync(join(tmpdir(), 'word-vectors-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function vectorFile(entries: [string, number[]][]): string {
  const padded = entries.map(([w, v], i): [string, number[]] => [
    w,
    [...v, ...new Array(100 - v.length).fill(0), 1, i],
  ]);
  const json = JSON.stringify({
    precision: 8,
    size: entries.length,
    dimensions: 100,
    words: entries.map(([w]) => w),
    vectors: Object.fromEntries(padded),
    unkVector: new Array(100).fill(0),
  });
  const file = join(dir, `vectors-${entries.length}-${json.length}.json`);
  writeFileSync(file, json);
  return file;
}

const sum = () => new Float64Array(100);

describe('word vectors', () => {
  const file = vectorFile([
    ['port', [3, 4]],
    ['"', [0, 0, 5]],
    ['café', [-2, 0, 0, 0]],
    ['zero', []],
    ['rare', [1]],
  ]);

  it('reads each vector at unit length, however the file is cut into chunks', async () => {
    for (const chunk of [1, 7, 4096]) {
      const vectors = await readWordVectors(file, 10, chunk);
      const port = sum();
      expect(vectors.addTo(port, 'Port', 2)).toBe(true);
      expect(port[0]).toBeCloseTo(1.2, 2);
      expect(port[1]).toBeCloseTo(1.6, 2);
      const cafe = sum();
      expect(vectors.addTo(cafe, 'café', 1)).toBe(true);
      expect(cafe[0]).toBeCloseTo(-1, 2);
      const quote = sum();
      expect(vectors.addTo(quote, '"', 1)).toBe(true);
      expect(quote[2]).toBeCloseTo(1, 2);
      // A word whose vector is all zeros has no direction to add.
      expect(vectors.addTo(sum(), 'zero', 1)).toBe(false);
      expect(vectors.size).toBe(4);
    }
  });

  it('keeps only the most frequent words and knows nothing of the others', async () => {
    const vectors = await readWordVectors(file, 2);
    expect(vectors.size).toBe(2);
    const unknown = sum();
    expect(vectors.addTo(unknown, 'rare', 1)).toBe(false);
    expect(vectors.addTo(unknown, 'café', 1)).toBe(false);
    expect([...unknown].every((x) => x === 0)).toBe(true);
  });

  it('finds the words nearest a direction, most alike first, among those it is allowed', async () => {
    const vectors = await readWordVectors(file, 10);
    const along = sum();
    along[0] = 1;
    expect(vectors.nearest(along, 2).map((n) => n.word)).toEqual(['rare', 'port']);
    expect(vectors.nearest(along, 1)[0].similarity).toBeCloseTo(1, 2);
    expect(vectors.nearest(along, 2, (w) => w !== 'rare').map((n) => n.word)).toEqual(['port', '"']);
    // Nothing is near no direction at all.
    expect(vectors.nearest(sum(), 3)).toEqual([]);
    expect(vectors.rankOf('port')).toBe(0);
    expect(vectors.rankOf('rare')).toBe(3);
    expect(vectors.rankOf('unheard')).toBeNull();
    expect([...vectors.vectorOf('port')!].slice(0, 2).map((x) => Math.round(x * 100) / 100)).toEqual([0.6, 0.8]);
    expect(vectors.vectorOf('unheard')).toBeNull();
  });

  it('refuses a file with no vectors in it', async () => {
    const empty = join(dir, 'empty.json');
    writeFileSync(empty, '{"words":[]}');
    await expect(readWordVectors(empty, 10)).rejects.toThrow(/No word vectors/);
  });
});
