// LinkedIn's data export lists a member's posts in Shares.csv, one row per post with the columns
// Date, ShareLink, ShareCommentary, SharedUrl, MediaUrl and Visibility (found by name, in any order;
// the complete export names the file Shares_<member id>.csv). ShareCommentary is the post's text,
// quoted, with its line breaks; a repost without words of the person's own has it empty.
// Browser-safe: the settings page trims a large export to the newest posts before sending it.
import { csvField, CsvError, parseCsv } from './csv';
import { cleanSampleText } from './sample-text';
import { MAX_SHARES_CSV_CHARS, MAX_SHARES_FILE_BYTES, MAX_VOICE_SAMPLE_CHARS, MAX_VOICE_SAMPLES } from './voice-limits';

export interface SharedPost {
  text: string;
  /** As the export writes it, "2024-03-05 09:12:44" (UTC); null when the row has none. */
  date: string | null;
}

export interface SharesRead {
  /** The posts with words of the person's own, newest first. */
  posts: SharedPost[];
  /** Rows without any (reposts, or posts of an image alone). */
  withoutText: number;
}

const NOT_SHARES_MESSAGE =
  "This file has no ShareCommentary column, so it is not LinkedIn's Shares.csv. In LinkedIn's data export, the posts are in Shares.csv.";

const columnName = (name: string) =>
  name
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();
const DATE_RE = /^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?/;

/** The posts of a Shares.csv. `maxChars` is checked before anything is read (the server's limit by default). */
export function readSharesCsv(text: string, maxChars = MAX_SHARES_CSV_CHARS): SharesRead {
  const rows = parseCsv(text, { maxChars, maxRows: 200_000, maxColumns: 64 });
  const header = (rows[0] ?? []).map(columnName);
  const textAt = header.indexOf('sharecommentary');
  if (textAt < 0) throw new CsvError(NOT_SHARES_MESSAGE);
  const dateAt = header.indexOf('date');
  const posts: SharedPost[] = [];
  let withoutText = 0;
  for (const row of rows.slice(1)) {
    const body = cleanSampleText(row[textAt] ?? '');
    if (!body) {
      withoutText++;
      continue;
    }
    const date = dateAt >= 0 ? (DATE_RE.exec((row[dateAt] ?? '').slice(0, 40).trim())?.[0] ?? null) : null;
    posts.push({ text: body, date });
  }
  // ISO-like dates sort as text; rows without one keep their place after the dated ones.
  const order = posts.map((p, i) => ({ p, i }));
  order.sort((a, b) => (b.p.date ?? '').localeCompare(a.p.date ?? '') || a.i - b.i);
  return { posts: order.map((o) => o.p), withoutText };
}

/**
 * A Shares.csv of only the newest posts (the two columns Synth reads), for the settings page to send
 * instead of a whole export. `total` is how many posts the export held.
 */
export function newestSharesCsv(text: string, keep = MAX_VOICE_SAMPLES): { csv: string; kept: number; total: number } {
  // Posts longer than a sample are left out here as the server would, so the trimmed file stays small.
  const posts = readSharesCsv(text, MAX_SHARES_FILE_BYTES).posts.filter((p) => p.text.length <= MAX_VOICE_SAMPLE_CHARS);
  const newest = posts.slice(0, keep);
  const lines = ['Date,ShareCommentary', ...newest.map((p) => `${csvField(p.date ?? '')},${csvField(p.text)}`)];
  return { csv: `${lines.join('\n')}\n`, kept: newest.length, total: posts.length };
}
