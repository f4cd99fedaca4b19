import { describe, expect, it } from 'vitest';
import { CsvError } from './csv';
import { newestSharesCsv, readSharesCsv } from './shares-csv';
import { MAX_VOICE_SAMPLE_CHARS } from './voice-limits';

// The columns and quoting of LinkedIn's export: a post with line breaks and quotes, a repost with
// no words of its own, a post of an image alone.
const EXPORT = [
  'Date,ShareLink,ShareCommentary,SharedUrl,MediaUrl,Visibility',
  '2024-03-05 09:12:44,https://www.linkedin.com/feed/update/urn%3Ali%3Ashare%3A1,"Cash is a fact.',
  '',
  'Profit is an ""opinion"", as we say.',
  '',
  '#finance",,,MEMBER_NETWORK',
  '2024-05-01 18:00:00,https://www.linkedin.com/feed/update/urn%3Ali%3Ashare%3A2,,https://news.example.com/a,,PUBLIC',
  '2024-04-10 07:30:00,https://www.linkedin.com/feed/update/urn%3Ali%3Ashare%3A3,A budget is a list of promises.,,,PUBLIC',
  '2024-06-01 12:00:00,https://www.linkedin.com/feed/update/urn%3Ali%3Ashare%3A4,"",,https://media.example.com/p.jpg,CONNECTIONS',
].join('\r\n');

describe('readSharesCsv', () => {
  it("reads each post's text with its line breaks, newest first, and counts rows without text", () => {
    const read = readSharesCsv(EXPORT);
    expect(read.posts).toEqual([
      { text: 'A budget is a list of promises.', date: '2024-04-10 07:30:00' },
      { text: 'Cash is a fact.\n\nProfit is an "opinion", as we say.\n\n#finance', date: '2024-03-05 09:12:44' },
    ]);
    expect(read.withoutText).toBe(2);
  });

  it('finds the columns by name in any order and case, with a byte-order mark', () => {
    const csv =
      '\uFEFFsharecommentary,Visibility,DATE\n"Second post",PUBLIC,2024-02-02\nFirst post,PUBLIC,2024-01-01\n';
    expect(readSharesCsv(csv).posts.map((p) => p.text)).toEqual(['Second post', 'First post']);
  });

  it('refuses a file without a ShareCommentary column, naming the file it expected', () => {
    expect(() => readSharesCsv('Date,Link,Message\n2024-01-01,https://x.example,Hello\n')).toThrow(CsvError);
    expect(() => readSharesCsv('Date,Link,Message\n')).toThrow(/Shares\.csv/);
    expect(() => readSharesCsv('')).toThrow(/ShareCommentary/);
  });

  it('removes hidden characters from the text and ignores a date that is not one', () => {
    const csv = 'Date,ShareCommentary\n"<img src=x onerror=alert(1)>",Hi\u202Ethere\u0000\n';
    const [post] = readSharesCsv(csv).posts;
    expect(post).toEqual({ text: 'Hithere', date: null });
  });

  it('refuses an export longer than the limit it is given before parsing', () => {
    expect(() => readSharesCsv(`Date,ShareCommentary\n${'x'.repeat(200)}`, 100)).toThrow(/longer than 100 characters/);
  });
});

describe('newestSharesCsv', () => {
  it('keeps the newest posts of a large export in a small file that reads back the same', () => {
    const rows = Array.from(
      { length: 80 },
      (_, i) =>
        `2024-01-${String((i % 28) + 1).padStart(2, '0')} 10:${String(i % 60).padStart(2, '0')}:00,u,"Post ${i}, with ""quotes""\nand a line",,,PUBLIC`,
    );
    const big = ['Date,ShareLink,ShareCommentary,SharedUrl,MediaUrl,Visibility', ...rows].join('\n');
    const { csv, kept, total } = newestSharesCsv(big, 50);
    expect({ kept, total }).toEqual({ kept: 50, total: 80 });
    expect(readSharesCsv(csv).posts).toEqual(readSharesCsv(big).posts.slice(0, 50));
  });

  it('leaves out posts longer than a sample, as the server would', () => {
    const csv = `Date,ShareCommentary\n2024-01-02,${'y'.repeat(MAX_VOICE_SAMPLE_CHARS + 1)}\n2024-01-01,short\n`;
    expect(newestSharesCsv(csv)).toMatchObject({ kept: 1, total: 1 });
  });
});
