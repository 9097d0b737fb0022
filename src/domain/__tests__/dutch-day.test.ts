import { dutchDayOf } from '../dutch-day';

/** The Dutch day as the time zone database gives it: what dutchDayOf must equal. */
const byTimeZoneData = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' });
const HOUR = 3_600_000;

describe('dutchDayOf', () => {
  it('equals the time zone database for every hour from 2000 to 2040', () => {
    const differing: string[] = [];
    for (let at = Date.UTC(2000, 0, 1); at < Date.UTC(2040, 0, 1); at += HOUR) {
      if (dutchDayOf(at) !== byTimeZoneData.format(at)) differing.push(new Date(at).toISOString());
    }
    expect(differing).toEqual([]);
  });

  it('equals it a minute either side of each midnight around the clock changes', () => {
    const differing: string[] = [];
    for (let year = 1996; year < 2060; year++) {
      for (const month of [2, 9]) {
        for (let day = 20; day <= 31; day++) {
          for (const utcHour of [21, 22, 23]) {
            for (const minute of [-1, 0, 1]) {
              const at = Date.UTC(year, month, day, utcHour, minute);
              if (dutchDayOf(at) !== byTimeZoneData.format(at)) differing.push(new Date(at).toISOString());
            }
          }
        }
      }
    }
    expect(differing).toEqual([]);
  });

  it('takes a stored time, a Date and a number alike, and refuses an invalid one as Intl does', () => {
    expect(dutchDayOf('2026-12-01T23:30:00.000Z')).toBe('2026-12-02');
    expect(dutchDayOf(new Date('2026-07-01T21:59:00.000Z'))).toBe('2026-07-01');
    expect(dutchDayOf(Date.parse('2026-07-01T22:00:00.000Z'))).toBe('2026-07-02');
    expect(dutchDayOf('1990-06-01T12:00:00.000Z')).toBe('1990-06-01');
    expect(() => dutchDayOf('geen datum')).toThrow(RangeError);
  });
});
