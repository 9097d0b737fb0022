import iconv from 'iconv-lite';
import { decodeText, detectDelimiter, parseDelimited, parseTable } from '../text';

describe('decodeText', () => {
  it('reads windows-1252 bytes when they are not UTF-8', () => {
    const bytes = Buffer.from([0x92, 0x74, 0x20, 0x46, 0x72, 0x79, 0x73, 0x6c, 0xe2, 0x6e]);
    expect(decodeText(bytes)).toBe('’t Fryslân');
  });

  it('reads UTF-8 as UTF-8 and drops a byte-order mark', () => {
    expect(decodeText(Buffer.from('\ufeffFryslân’', 'utf8'))).toBe('Fryslân’');
  });

  it('round-trips every accented letter DUO uses', () => {
    const text = 'Mozaïek Bûtensprong Fryslân ’t Skûtsje';
    expect(decodeText(iconv.encode(text, 'win1252'))).toBe(text);
  });
});

describe('parseDelimited', () => {
  it('splits DUO lines on ; with CRLF endings and keeps a lone space as a value', () => {
    expect(parseDelimited('A;B;C\r\n1; ;3\r\n')).toEqual([
      ['A', 'B', 'C'],
      ['1', ' ', '3'],
    ]);
  });

  it('reads quoted fields with doubled quotes, separators and line breaks inside', () => {
    expect(parseDelimited('"Basisschool ""De Ster""";"a;b";"two\r\nlines"\n', ';')).toEqual([
      ['Basisschool "De Ster"', 'a;b', 'two\r\nlines'],
    ]);
  });

  it('treats a quote inside an unquoted field as text', () => {
    expect(parseDelimited('Het "Anker";x\n', ';')).toEqual([['Het "Anker"', 'x']]);
  });

  it('keeps empty fields at the end of a line and drops blank lines', () => {
    expect(parseDelimited('a;\n\n;b;\r\n\r\nc;d;', ';')).toEqual([
      ['a', ''],
      ['', 'b', ''],
      ['c', 'd', ''],
    ]);
  });

  it('ends a row at a lone CR and at the end of the text without a newline', () => {
    expect(parseDelimited('a,b\rc,d', ',')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });
});

describe('detectDelimiter and parseTable', () => {
  it('guesses ; for DUO files and , for RIO exports from the header', () => {
    expect(detectDelimiter('PROVINCIE;NAAM,X;POSTCODE\r\n')).toBe(';');
    expect(detectDelimiter('"ONDERWIJSLOCATIECODE","VESTIGINGSCODE"\n"1;2","3"')).toBe(',');
  });

  it('makes records keyed by the upper-case trimmed header, missing trailing fields empty', () => {
    const table = parseTable('naam ; Postcode;plaats\nDe Ster;1234 AB\n');
    expect(table.header).toEqual(['NAAM', 'POSTCODE', 'PLAATS']);
    expect(table.records).toEqual([{ NAAM: 'De Ster', POSTCODE: '1234 AB', PLAATS: '' }]);
  });
});
