import { loadConfig } from '../config';
import { clockOf, offsetForDay } from '../clock';
import { todayIso } from '../../src/domain/rounds';

describe('the TODAY / CLOCK setting', () => {
  it('moves the clock to the day, keeping the Dutch time of day, also across summer time', () => {
    const real = Date.parse('2026-11-26T16:30:00Z'); // 17:30 in the Netherlands
    for (const day of ['2026-10-15', '2027-02-20', '2025-06-30']) {
      const moved = new Date(real + offsetForDay(day, real));
      expect(todayIso(moved)).toBe(day);
      expect(moved.toLocaleTimeString('nl-NL', { timeZone: 'Europe/Amsterdam' })).toBe('17:30:00');
    }
  });

  it('reads TODAY and CLOCK for development and tests, and the clock runs on from there', () => {
    const today = loadConfig({ TODAY: '2026-10-15' }).clock;
    expect(today).toEqual({ kind: 'today', day: '2026-10-15' });
    expect(todayIso(new Date(clockOf(today)()))).toBe('2026-10-15');
    const instant = loadConfig({ CLOCK: '2027-02-20T09:00:00Z', NODE_ENV: 'test' }).clock;
    expect(instant).toEqual({ kind: 'instant', at: Date.parse('2027-02-20T09:00:00Z') });
    const now = clockOf(instant, Date.now())();
    expect(now).toBeGreaterThanOrEqual(Date.parse('2027-02-20T09:00:00Z'));
    expect(loadConfig({}).clock).toBeNull();
  });

  it('is refused at start with NODE_ENV=production, and a bad value is named', () => {
    expect(() => loadConfig({ TODAY: '2026-10-15', NODE_ENV: 'production' })).toThrow(
      /TODAY and CLOCK set the server’s date for development and tests only: unset them when NODE_ENV=production/,
    );
    expect(() => loadConfig({ CLOCK: '2026-10-15T09:00:00Z', NODE_ENV: 'production' })).toThrow(/NODE_ENV=production/);
    expect(() => loadConfig({ TODAY: '15-10-2026' })).toThrow(
      'TODAY must be a date like 2026-10-15, not "15-10-2026".',
    );
    expect(() => loadConfig({ CLOCK: 'morgen' })).toThrow(/CLOCK must be a moment like/);
    expect(() => loadConfig({ TODAY: '2026-10-15', CLOCK: '2026-10-15T09:00:00Z' })).toThrow(
      'Set TODAY or CLOCK, not both.',
    );
  });
});
