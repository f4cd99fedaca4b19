// Reads a feed response body, decompressing it on the way, and stops at a size cap counted on the
// DECODED bytes: a small compressed response can inflate to gigabytes (a decompression bomb).
import type * as http from 'node:http';
import { pipeline, type Readable, type Transform } from 'node:stream';
import * as zlib from 'node:zlib';
import { FeedFetchError } from './feed-errors';
import { tooLarge } from './fetch-error-mapping';

/** Reads the decoded body; past `limit` decoded bytes it either truncates or throws 'too-large'. */
export async function readBody(
  res: http.IncomingMessage,
  limit: number,
  signal: AbortSignal,
  truncate: boolean,
): Promise<Buffer> {
  const decoder = makeDecoder(res.headers['content-encoding']);
  const source: Readable = decoder ? pipeline(res, decoder, () => {}) : res;
  const onAbort = () => source.destroy(signal.reason as Error);
  signal.addEventListener('abort', onAbort, { once: true });
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) {
        if (!truncate) throw tooLarge(limit);
        chunks.push(chunk.subarray(0, chunk.length - (size - limit)));
        break;
      }
      chunks.push(chunk);
    }
  } catch (err) {
    if (err instanceof FeedFetchError || signal.aborted || !decoder || res.errored) throw err;
    throw new FeedFetchError('network', 'The feed server sent a damaged compressed response', true);
  } finally {
    signal.removeEventListener('abort', onAbort);
    // Stop the download right here: the rest of a decompression bomb is never inflated.
    decoder?.destroy();
    res.destroy();
  }
  return Buffer.concat(chunks);
}

function makeDecoder(header: string | undefined): Transform | null {
  const encoding = (header ?? '').trim().toLowerCase();
  // Sync flush tolerates servers that cut the compressed stream short, as browsers do.
  const flush = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
  if (encoding === '' || encoding === 'identity') return null;
  if (encoding === 'gzip' || encoding === 'x-gzip') return zlib.createGunzip(flush);
  if (encoding === 'deflate') return zlib.createInflate(flush);
  if (encoding === 'br') return zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
  throw new FeedFetchError('bad-encoding', `The feed uses a compression we cannot read (${encoding})`, false);
}
