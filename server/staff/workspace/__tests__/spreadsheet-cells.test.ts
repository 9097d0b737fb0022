import { EMPTY_CELL, countCell, dateCell, momentCell, textCell } from '../spreadsheet-cells';

describe('the export’s typed cells', () => {
  it('types a calendar date and a stored moment, and keeps a malformed one as text', () => {
    expect(dateCell('2027-01-14')).toEqual({ kind: 'date', date: '2027-01-14' });
    expect(dateCell('2027-02-30')).toEqual({ kind: 'text', text: '2027-02-30' });
    expect(momentCell('2025-10-15T22:31:00.000Z')).toEqual({ kind: 'moment', iso: '2025-10-15T22:31:00.000Z' });
    expect(momentCell('gisteren')).toEqual({ kind: 'text', text: 'gisteren' });
  });

  it('types a whole number as a count, anything else as text', () => {
    expect(countCell(28)).toEqual({ kind: 'count', value: 28 });
    expect(countCell(2.5)).toEqual({ kind: 'text', text: '2.5' });
  });

  it.each(['00', '01', '0612345678', '024 123 45 67', '6546 BB', '=HYPERLINK("x")', '-', "'quoted"])(
    'keeps %p as the text typed: no guard, no formula (the writers decide)',
    (text) => {
      expect(textCell(text)).toEqual({ kind: 'text', text });
    },
  );

  it('makes an empty text an empty cell', () => {
    expect(textCell('')).toBe(EMPTY_CELL);
  });
});
