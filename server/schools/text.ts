import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Decodes a data file: UTF-8 when the bytes are valid UTF-8, else windows-1252 (DUO's CSV downloads
 * are cp1252: 0x92 is `’`, 0xE2 is `â`). A byte-order mark is dropped.
 */
export function decodeText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    text = iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'win1252');
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The delimiter of a CSV file, guessed from its header line: DUO uses `;`, the RIO exports `,`. */
export function detectDelimiter(text: string): ';' | ',' {
  const end = text.search(/\r?\n/);
  const header = end === -1 ? text : text.slice(0, end);
  const count = (char: string) => header.split(char).length - 1;
  return count(';') >= count(',') ? ';' : ',';
}

/**
 * Parses delimited text into rows of fields, with csv-parse. A quote is special only at the start
 * of a field, where it encloses the field and a doubled quote stands for one (RFC 4180: DUO quotes
 * names that hold quotes); a quote inside an unquoted field is text. CRLF, LF and a lone CR each end
 * a row. Blank lines are dropped; rows may differ in length.
 */
export function parseDelimited(text: string, delimiter: string = detectDelimiter(text)): string[][] {
  return parse(text, {
    delimiter,
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
  });
}

/** A table read from a CSV file: upper-case trimmed header names and one record per data row. */
export type Table = { header: string[]; records: Record<string, string>[] };

export function parseTable(text: string): Table {
  const [head = [], ...body] = parseDelimited(text);
  const header = head.map((name) => name.trim().toUpperCase());
  const records = body.map((fields) => {
    const record: Record<string, string> = {};
    header.forEach((name, column) => {
      record[name] = fields[column] ?? '';
    });
    return record;
  });
  return { header, records };
}
