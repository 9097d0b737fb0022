import { readAsDutchExcel, type SheetValue } from '../../../../test/support/server/dutch-excel';
import { csvLine, sheetLine, type SheetCell } from '../../../http/csv';
import { EMPTY_CELL, countCell, dateCell, momentCell, textCell } from '../spreadsheet-cells';

/** How Dutch Excel reads one cell written by the export. */
const read = (made: SheetCell): SheetValue => readAsDutchExcel(`\ufeff${sheetLine([made], ';')}`)[0][0];

describe('cells for Dutch Excel and LibreOffice', () => {
  it('writes a date as dd-mm-jjjj and a moment in Dutch time, read as a date and a date with time', () => {
    expect(dateCell('2027-01-14')).toBe('14-01-2027');
    expect(read(dateCell('2027-01-14'))).toEqual({ kind: 'date', date: '2027-01-14' });
    // 22:31 UTC on 15 October is 00:31 on the 16th in Amsterdam (summer time).
    expect(read(momentCell('2025-10-15T22:31:00.000Z'))).toEqual({ kind: 'moment', date: '2025-10-16', time: '00:31' });
  });

  it('writes a count as a number', () => {
    expect(read(countCell(28))).toEqual({ kind: 'number', value: 28 });
  });

  it.each(['00', '01', '0612345678', '06 12345678', '024 123 45 67', '1-3', '14:30', '12', '1e5', '3 jan', 'WAAR'])(
    'keeps %p as the text typed, where a plain cell would turn it into a number or date',
    (text) => {
      expect(read(textCell(text))).toEqual({ kind: 'text', text });
    },
  );

  it('writes a plain text as it is (no formula around a name, a BRIN, a Kenmerk or a postcode)', () => {
    for (const text of ['Basisschool De Klimop', '12AB', 'AMN-2027-3PAG', '6546 BB', 'a=b', 'Groep 8'])
      expect(textCell(text)).toBe(text);
  });

  it.each(['=HYPERLINK("http://evil")', '=1+1', '+31 6 1234', '-2+3', '@SUM(A1)', '-', '=" & A1 & "'])(
    'never lets %p run: it is read back as the same text, not a formula',
    (text) => {
      expect(read(textCell(text))).toEqual({ kind: 'text', text });
    },
  );

  it('keeps the apostrophe guard for formula-like text too long or multi-line for a text literal', () => {
    const long = `=${'x'.repeat(300)}`;
    expect(read(textCell(long))).toEqual({ kind: 'text', text: `'${long}` });
    expect(read(textCell('-eerste\n-tweede'))).toEqual({ kind: 'text', text: "'-eerste\n-tweede" });
    // Doubled quotes can push a text past the literal's 255 characters.
    const quoted = `=${'"'.repeat(200)}`;
    expect(read(textCell(quoted))).toEqual({ kind: 'text', text: `'${quoted}` });
  });

  it('leaves an empty cell empty', () => {
    expect(read(EMPTY_CELL)).toEqual({ kind: 'empty' });
    expect(read(textCell(''))).toEqual({ kind: 'empty' });
  });

  it('is why: the scripts’ apostrophe guard shows as "\'-" and a quoted "00" still becomes 0', () => {
    const [cells] = readAsDutchExcel(`\ufeff${csvLine(['-', '00', '14 januari 2027'], ';')}`);
    expect(cells).toEqual([
      { kind: 'text', text: "'-" },
      { kind: 'number', value: 0 },
      { kind: 'text', text: '14 januari 2027' },
    ]);
  });
});
