import { TRAINING_SESSIONS } from '../../../data/trainingSessions';
import { sessionProblems, signUpLink, upcomingSessions } from '..';

describe('training sessions', () => {
  it('the sessions file has real days, places and seats', () => {
    expect(sessionProblems(TRAINING_SESSIONS)).toEqual([]);
  });

  it('holds the Nijmegen sessions the autumn 2026 news announces', () => {
    const nijmegen = TRAINING_SESSIONS.filter((session) => session.place === 'Nijmegen').map((s) => s.date);
    expect(nijmegen).toEqual(expect.arrayContaining(['2026-10-06', '2026-11-12']));
  });

  it("keeps the sessions after today, soonest first: not today's", () => {
    const upcoming = upcomingSessions(TRAINING_SESSIONS, '2026-11-25');
    expect(upcoming.map((session) => session.date)).toEqual(['2026-12-01', '2026-12-10']);
    expect(upcomingSessions(TRAINING_SESSIONS, '2026-12-01').map((session) => session.date)).toEqual(['2026-12-10']);
  });

  it('asks a second date of a training of two half days, and of no other', () => {
    const twoParts = {
      training: 'Begeleidingsstijlentraining',
      date: '2027-03-02',
      place: 'Nijmegen',
      seats: 'Vol',
    } as const;
    expect(sessionProblems([twoParts])).toEqual([
      'session 0: Begeleidingsstijlentraining takes two half days: give a real secondDate after date',
    ]);
    expect(sessionProblems([{ ...twoParts, secondDate: '2027-03-16' }])).toEqual([]);
    expect(sessionProblems([{ ...twoParts, training: 'Presentatie', secondDate: '2027-03-16' }])).toEqual([
      'session 0: Presentatie takes one day: no secondDate',
    ]);
  });

  it('links to the sign-up with training and date, encoded', () => {
    expect(
      signUpLink({
        training: 'Administratieve/ applicatiebeheerderstraining',
        date: '2026-10-28',
        place: 'Online',
        seats: 'Vol',
      }),
    ).toBe('/trainingen/aanmelden?training=Administratieve%2F+applicatiebeheerderstraining&datum=2026-10-28');
  });

  it('reports a day that does not exist', () => {
    expect(sessionProblems([{ training: 'Presentatie', date: '2026-02-30', place: 'Nijmegen', seats: 'Vol' }])).toEqual(
      ["session 0: date '2026-02-30' is not a real day (yyyy-mm-dd)"],
    );
  });
});
