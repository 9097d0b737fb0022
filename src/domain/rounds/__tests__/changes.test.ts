import { addDays } from '../../dates';
import { nextRoundChange } from '../changes';
import { PRODUCT_KEYS, ROUNDS, completionOpenOn, currentRound, productState } from '..';
import round2027 from '../2027';

/** Everything the round texts show that depends on the day. */
const roundTextsOn = (day: string) => {
  const round = currentRound(day);
  return JSON.stringify({
    year: round.year,
    states: PRODUCT_KEYS.map((key) => productState(round.products[key], day)),
    completion: completionOpenOn(round, day),
  });
};

describe('nextRoundChange', () => {
  it('is the first date after the day that a round names, or the day after one', () => {
    const single = [round2027];
    expect(nextRoundChange(single, '2026-10-20')).toBe('2026-11-02');
    expect(nextRoundChange(single, '2026-11-02')).toBe('2026-11-03');
    expect(nextRoundChange(single, '2026-11-14')).toBe('2026-11-15');
    expect(nextRoundChange(single, '2026-11-15')).toBe('2026-11-16');
    expect(nextRoundChange(single, '2027-05-29')).toBeNull();
  });

  it('holds for the real rounds: from any day until the next change, every round text reads the same', () => {
    // Day by day: a day that is not a change reads as the day before it.
    for (let day = '2025-06-01'; day < '2028-01-01'; day = addDays(day, 1)) {
      const tomorrow = addDays(day, 1);
      if (nextRoundChange(ROUNDS, day) !== tomorrow)
        expect([tomorrow, roundTextsOn(tomorrow)]).toEqual([tomorrow, roundTextsOn(day)]);
    }
  });
});
