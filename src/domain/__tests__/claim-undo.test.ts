import { canUndoClaimDecision, claimUndoUntil, lastUndoDay } from '../claim-undo';

describe('until when a decision on a claim can be undone: the end of the next working day', () => {
  it.each([
    // Wednesday afternoon → all of Thursday (summer time: midnight is 22:00 UTC).
    ['2025-10-15T14:00:00Z', '2025-10-16T22:00:00.000Z', '2025-10-16'],
    // Friday → all of Monday, not Saturday.
    ['2025-10-17T15:00:00Z', '2025-10-20T22:00:00.000Z', '2025-10-20'],
    // Saturday and Sunday → Monday.
    ['2025-12-06T10:00:00Z', '2025-12-08T23:00:00.000Z', '2025-12-08'],
    ['2025-12-07T10:00:00Z', '2025-12-08T23:00:00.000Z', '2025-12-08'],
    // Thursday 23:30 in Amsterdam is Thursday there, though UTC says 22:30: the next day is Friday.
    ['2025-12-04T22:30:00Z', '2025-12-05T23:00:00.000Z', '2025-12-05'],
  ])('decided at %s: until %s (the last day %s)', (decidedAt, until, day) => {
    expect(claimUndoUntil(decidedAt)).toBe(until);
    expect(lastUndoDay(decidedAt)).toBe(day);
  });

  it('is offered up to the last moment and not after', () => {
    const decided = '2025-10-17T15:00:00Z';
    expect(canUndoClaimDecision(decided, Date.parse('2025-10-20T21:59:59Z'))).toBe(true);
    expect(canUndoClaimDecision(decided, Date.parse('2025-10-20T22:00:00Z'))).toBe(false);
    expect(canUndoClaimDecision(decided, Date.parse('2025-10-18T10:00:00Z'))).toBe(true);
  });
});
