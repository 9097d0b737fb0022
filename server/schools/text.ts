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

const QUOTE = 34;
const CR = 13;
const LF = 10;

/**
 * Parses delimited text into rows of fields. A quote is special only at the start of a field, where
 * it encloses the field and a doubled quote stands for one (RFC 4180: DUO quotes names that hold
 * quotes); CRLF and LF both end a row. Blank lines are dropped.
 */
export function parseDelimited(text: string, delimiter: string = detectDelimiter(text)): string[][] {
  const separator = delimiter.charCodeAt(0);
  const length = text.length;
  const rows: string[][] = [];
  let row: string[] = [];
  const endRow = () => {
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
  };
  /** From `index`, the position of the next separator or line end. */
  const fieldEnd = (index: number) => {
    let end = index;
    while (end < length) {
      const code = text.charCodeAt(end);
      if (code === separator || code === LF || code === CR) break;
      end += 1;
    }
    return end;
  };
  let index = 0;
  while (index < length) {
    let field = '';
    if (text.charCodeAt(index) === QUOTE) {
      index += 1;
      for (;;) {
        const quote = text.indexOf('"', index);
        if (quote === -1) {
          field += text.slice(index);
          index = length;
          break;
        }
        field += text.slice(index, quote);
        index = quote + 1;
        if (text.charCodeAt(index) !== QUOTE) break;
        field += '"';
        index += 1;
      }
    }
    // An unquoted field, or what follows a closing quote up to the separator.
    const end = fieldEnd(index);
    row.push(field + text.slice(index, end));
    index = end;
    if (index >= length) break;
    const code = text.charCodeAt(index);
    index += code === CR && text.charCodeAt(index + 1) === LF ? 2 : 1;
    if (code !== separator) endRow();
    else if (index === length) row.push('');
  }
  if (row.length > 0) endRow();
  return rows;
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
