import { flatten, neutraliseCell, toCsv } from '../csv';

describe('CSV export', () => {
  it.each(['=HYPERLINK("http://evil")', '+31 6 1234', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'neutralises the formula-like cell %p with a leading apostrophe',
    (value) => {
      expect(neutraliseCell(value)).toBe(`'${value}`);
    },
  );

  it('leaves ordinary cells alone', () => {
    expect(neutraliseCell('De Klimop')).toBe('De Klimop');
    expect(neutraliseCell('a=b')).toBe('a=b');
  });

  it('quotes every cell and doubles quotes, CRLF line ends', () => {
    expect(toCsv(['a', 'b'], [['x "y"', '=1+1']])).toBe('"a","b"\r\n"x ""y""","\'=1+1"\r\n');
  });

  it('flattens nested values into dotted paths', () => {
    expect(
      Object.fromEntries(flatten({ school: { naam: 'K' }, contacts: [{ email: 'a@b.nl' }], ok: true, n: null })),
    ).toEqual({
      'school.naam': 'K',
      'contacts.0.email': 'a@b.nl',
      ok: 'true',
      n: '',
    });
  });
});
