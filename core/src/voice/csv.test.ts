import { describe, expect, it } from 'vitest';
import { csvField, CsvError, parseCsv } from './csv';

const LIMITS = { maxChars: 10_000, maxRows: 100, maxColumns: 8 };
const parse = (text: string) => parseCsv(text, LIMITS);

describe('parseCsv', () => {
  it('reads plain rows with LF, CRLF or CR line ends and skips blank lines', () => {
    expect(parse('a,b\n1,2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parse('a,b\r\n1,2\r\n\r\n3,4')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
    expect(parse('a,b\r1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps commas, doubled quotes and line breaks inside quoted fields', () => {
    const rows = parse(
      'Date,Text\n2024-01-02,"First line, with a comma\n\nSecond ""quoted"" line"\n2024-01-03,plain\n',
    );
    expect(rows).toEqual([
      ['Date', 'Text'],
      ['2024-01-02', 'First line, with a comma\n\nSecond "quoted" line'],
      ['2024-01-03', 'plain'],
    ]);
  });

  it('drops a byte-order mark and keeps empty fields, a trailing comma included', () => {
    expect(parse('\uFEFFa,,c\n,x,\n')).toEqual([
      ['a', '', 'c'],
      ['', 'x', ''],
    ]);
    expect(parse('a,')).toEqual([['a', '']]);
  });

  it('keeps a quote inside an unquoted field and text after a closing quote, as spreadsheets do', () => {
    expect(parse('5" screen,"a"b\n')).toEqual([['5" screen', 'ab']]);
  });

  it('refuses a file that ends inside a quoted field', () => {
    expect(() => parse('a,"never closed\nmore text')).toThrow(CsvError);
    expect(() => parse('a,"never closed\nmore text')).toThrow(/ends inside a quoted field/);
  });

  it('refuses a text longer than the limit before reading any of it', () => {
    const text = `"${'x'.repeat(LIMITS.maxChars)}`;
    expect(() => parse(text)).toThrow(/longer than 10,000 characters/);
  });

  it('refuses more rows or more columns than the limits', () => {
    expect(() => parse('x\n'.repeat(101))).toThrow(/more than 100 rows/);
    expect(() => parse(','.repeat(8))).toThrow(/more than 8 columns/);
    // A million commas on one line stop at the column limit, not after building a million fields.
    expect(() => parseCsv(','.repeat(1_000_000), { ...LIMITS, maxChars: 2_000_000 })).toThrow(/columns/);
  });

  it('reads hostile text as data: quotes, NUL and markup stay inside their field', () => {
    const rows = parse('a,"<script>alert(1)</script>","\u0000","""",",,,"\n');
    expect(rows).toEqual([['a', '<script>alert(1)</script>', '\u0000', '"', ',,,']]);
  });
});

describe('csvField', () => {
  it('quotes only what needs quoting, and round-trips through the parser', () => {
    expect(csvField('plain')).toBe('plain');
    const tricky = 'He said "go", then\nleft';
    expect(csvField(tricky)).toBe('"He said ""go"", then\nleft"');
    expect(parse(`${csvField(tricky)},${csvField('x')}`)).toEqual([[tricky, 'x']]);
  });
});
