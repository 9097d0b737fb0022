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

  it('keeps sessions from today on, soonest first', () => {
    const upcoming = upcomingSessions(TRAINING_SESSIONS, '2026-11-25');
    expect(upcoming.map((session) => session.date)).toEqual(['2026-12-01', '2026-12-10']);
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
