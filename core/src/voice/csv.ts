// A CSV reader for files people upload (RFC 4180: commas, quoted fields with doubled quotes and line
// breaks inside them, CRLF or LF line ends, an optional byte-order mark). One pass, no pattern run
// over the text, and every size is bounded before or while it is read.

export interface CsvLimits {
  /** Checked before the first character is read. */
  maxChars: number;
  maxRows: number;
  maxColumns: number;
}

/** A file that is not CSV Synth can read; `message` is the sentence the person reads. */
export class CsvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvError';
  }
}

const QUOTE = 34; // "
const COMMA = 44;
const LF = 10;
const CR = 13;

export function parseCsv(text: string, limits: CsvLimits): string[][] {
  if (text.length > limits.maxChars)
    throw new CsvError(`The file is longer than ${limits.maxChars.toLocaleString('en-US')} characters.`);
  const rows: string[][] = [];
  let row: string[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;

  const endField = (value: string) => {
    if (row.length >= limits.maxColumns)
      throw new CsvError(
        `A row has more than ${limits.maxColumns} columns: this does not look like the expected file.`,
      );
    row.push(value);
  };
  const endRow = () => {
    // A blank line is not a row.
    if (!(row.length === 1 && row[0] === '')) {
      if (rows.length >= limits.maxRows)
        throw new CsvError(`The file has more than ${limits.maxRows.toLocaleString('en-US')} rows.`);
      rows.push(row);
    }
    row = [];
  };

  while (i < n) {
    let value: string;
    if (text.charCodeAt(i) === QUOTE) {
      // Quoted: runs up to a quote that is not doubled; everything inside, line breaks too, is data.
      const parts: string[] = [];
      let start = ++i;
      for (;;) {
        const q = text.indexOf('"', i);
        if (q < 0) throw new CsvError('The file ends inside a quoted field: it may have been cut short.');
        if (text.charCodeAt(q + 1) === QUOTE) {
          parts.push(text.slice(start, q + 1));
          i = start = q + 2;
          continue;
        }
        parts.push(text.slice(start, q));
        i = q + 1;
        break;
      }
      // Text after the closing quote and before the separator is kept as it is, as spreadsheets do.
      const stop = nextSeparator(text, i);
      if (stop > i) parts.push(text.slice(i, stop));
      i = stop;
      value = parts.join('');
    } else {
      const stop = nextSeparator(text, i);
      value = text.slice(i, stop);
      i = stop;
    }
    endField(value);
    const c = text.charCodeAt(i);
    if (c === COMMA) {
      i++;
      // A comma at the very end leaves an empty last field.
      if (i === n) endField('');
    } else if (c === CR || c === LF) {
      i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
      endRow();
    }
  }
  if (row.length) endRow();
  return rows;
}

/** The index of the next comma or line end at or after `from`, or the text's end. */
function nextSeparator(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === COMMA || c === LF || c === CR) return i;
  }
  return text.length;
}

/** One field as CSV: quoted when it holds a comma, a quote or a line break. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
