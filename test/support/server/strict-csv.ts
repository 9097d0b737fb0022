/**
 * A strict RFC 4180 reader for tests, with a chosen separator: records end in CRLF, a field is
 * either plain (no quote, separator, CR or LF in it) or wholly quoted with inner quotes doubled, and
 * every record has as many fields as the header. Anything else throws, naming where.
 */
export function parseStrictCsv(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let index = 0;
  const fail = (why: string) => {
    throw new Error(`not RFC 4180 at character ${index} (record ${records.length + 1}): ${why}`);
  };
  while (index < text.length) {
    let field = '';
    if (text[index] === '"') {
      index += 1;
      for (;;) {
        if (index >= text.length) fail('a quoted field is not closed');
        const char = text[index];
        if (char === '"') {
          if (text[index + 1] === '"') {
            field += '"';
            index += 2;
          } else {
            index += 1;
            break;
          }
        } else {
          field += char;
          index += 1;
        }
      }
    } else {
      while (index < text.length && text[index] !== separator && text[index] !== '\r' && text[index] !== '\n') {
        if (text[index] === '"') fail('a quote inside a plain field');
        field += text[index];
        index += 1;
      }
    }
    record.push(field);
    if (text[index] === separator) {
      index += 1;
      continue;
    }
    if (text.startsWith('\r\n', index)) {
      index += 2;
      records.push(record);
      record = [];
      continue;
    }
    if (index < text.length) fail(`unexpected ${JSON.stringify(text[index])} after a field`);
  }
  if (record.length > 0) records.push(record);
  const width = records[0]?.length ?? 0;
  records.forEach((row, at) => {
    if (row.length !== width) throw new Error(`record ${at + 1} has ${row.length} fields, the header ${width}`);
  });
  return records;
}
