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
    expect(buildDay()).toBe('2026-11-27');
  });

  it('is today in the Netherlands when BUILD_DAY is unset or empty', () => {
    delete process.env.BUILD_DAY;
    expect(buildDay()).toBe(todayIso());
    process.env.BUILD_DAY = '';
    expect(buildDay()).toBe(todayIso());
  });

  it('refuses a BUILD_DAY that is not a real date, naming it', () => {
    process.env.BUILD_DAY = '2026-11-31';
    expect(() => buildDay()).toThrow('BUILD_DAY must be a real date as yyyy-mm-dd, not "2026-11-31".');
    process.env.BUILD_DAY = '27-11-2026';
    expect(() => buildDay()).toThrow(/27-11-2026/);
  });
});
