import {
  formatDutchLong,
  formatDutchWithWeekday,
  formatWindow,
  isIsoDate,
  isWeekend,
  isWithin,
  parseIsoDate,
} from '../dates';

describe('parseIsoDate', () => {
  it('reads a real calendar date', () => {
    expect(parseIsoDate('2026-01-26')).toEqual({ year: 2026, month: 1, day: 26 });
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it.each(['2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '26-01-2026', '2026-1-26', '', '2026-01-26T00:00'])(
    'refuses %p',
    (value) => {
      expect(parseIsoDate(value)).toBeNull();
      expect(isIsoDate(value)).toBe(false);
    },
  );
});

describe('isWithin', () => {
  const window = { from: '2026-01-26', to: '2026-02-13' };

  it('includes both edges and refuses the days just outside', () => {
    expect(isWithin('2026-01-26', window)).toBe(true);
    expect(isWithin('2026-02-13', window)).toBe(true);
    expect(isWithin('2026-01-25', window)).toBe(false);
    expect(isWithin('2026-02-14', window)).toBe(false);
  });

  it('refuses text that is not a date even when it sorts inside the window', () => {
    expect(isWithin('2026-02-00', window)).toBe(false);
  });
});

describe('Dutch long format', () => {
  it('writes day, month name and year without time-zone drift', () => {
    expect(formatDutchLong('2026-01-26')).toBe('26 januari 2026');
    expect(formatDutchLong('2025-11-03')).toBe('3 november 2025');
    expect(formatDutchLong('2026-05-29')).toBe('29 mei 2026');
    expect(formatDutchLong('2025-12-31')).toBe('31 december 2025');
  });

  it('describes a window', () => {
    expect(formatWindow({ from: '2026-02-02', to: '2026-05-29' })).toBe('van 2 februari 2026 tot en met 29 mei 2026');
  });

  it('throws on something that is not a date', () => {
    expect(() => formatDutchLong('2026-02-30')).toThrow(RangeError);
  });
});

describe('weekends', () => {
  it('knows Saturday and Sunday from the weekdays, whatever the time zone', () => {
    expect(['2027-01-15', '2027-01-16', '2027-01-17', '2027-01-18'].map(isWeekend)).toEqual([false, true, true, false]);
  });

  it('names a date with its day of the week', () => {
    expect(formatDutchWithWeekday('2027-01-16')).toBe('zaterdag 16 januari 2027');
    expect(formatDutchWithWeekday('2027-01-18')).toBe('maandag 18 januari 2027');
  });
});
