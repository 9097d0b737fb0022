import { buildDay } from '../build-day';
import { todayIso } from '../rounds';

describe('buildDay', () => {
  const saved = process.env.BUILD_DAY;
  afterEach(() => {
    if (saved === undefined) delete process.env.BUILD_DAY;
    else process.env.BUILD_DAY = saved;
  });

  it('is BUILD_DAY when set', () => {
    process.env.BUILD_DAY = '2026-11-27';
    expect(buildDay(new Date())).toBe('2026-11-27');
  });

  it('is today in the Netherlands when BUILD_DAY is unset or empty', () => {
    const lateEvening = new Date('2026-11-24T23:30:00Z');
    delete process.env.BUILD_DAY;
    expect(buildDay(lateEvening)).toBe('2026-11-25');
    process.env.BUILD_DAY = '';
    expect(buildDay(lateEvening)).toBe(todayIso(lateEvening));
  });

  it('refuses a BUILD_DAY that is not a real date, naming it', () => {
    process.env.BUILD_DAY = '2026-11-31';
    expect(() => buildDay(new Date())).toThrow('BUILD_DAY must be a real date as yyyy-mm-dd, not "2026-11-31".');
    process.env.BUILD_DAY = '27-11-2026';
    expect(() => buildDay(new Date())).toThrow(/27-11-2026/);
  });
});
