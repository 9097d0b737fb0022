import { TRAINING_SESSIONS } from '../../../data/trainingSessions';
import { SITE } from '../../../data/site';
import {
  addressLine,
  clockTime,
  sessionOf,
  sessionProblems,
  signUpLink,
  upcomingSessions,
  type TrainingSession,
} from '..';

const NIJMEGEN = {
  kind: 'address',
  host: 'AMN',
  street: 'Kerkenbos 1011',
  postcode: '6546 BB',
  city: 'Nijmegen',
} as const;
const session = (fields: Partial<TrainingSession>): TrainingSession => ({
  training: 'Presentatie',
  date: '2027-03-02',
  start: '13:30',
  end: '16:30',
  venue: NIJMEGEN,
  seats: 'Vol',
  ...fields,
});

describe('training sessions', () => {
  it('the sessions file has real days, times, places and seats', () => {
    expect(sessionProblems(TRAINING_SESSIONS)).toEqual([]);
  });

  it('holds the Nijmegen sessions the autumn 2026 news announces, at the office the site names', () => {
    const nijmegen = TRAINING_SESSIONS.filter((s) => s.venue.kind === 'address');
    expect(nijmegen.map((s) => s.date)).toEqual(expect.arrayContaining(['2026-10-06', '2026-11-12']));
    for (const { venue } of nijmegen) {
      expect(venue).toEqual({ kind: 'address', host: SITE.name, ...SITE.address });
    }
  });

  it("keeps the sessions after today, soonest first: not today's", () => {
    const upcoming = upcomingSessions(TRAINING_SESSIONS, '2026-11-25');
    expect(upcoming.map((s) => s.date)).toEqual(['2026-12-01', '2026-12-10']);
    expect(upcomingSessions(TRAINING_SESSIONS, '2026-12-01').map((s) => s.date)).toEqual(['2026-12-10']);
  });

  it('finds the session a sign-up names by training and date, and none for another day', () => {
    expect(sessionOf(TRAINING_SESSIONS, 'Managementtraining', '2026-12-10')?.start).toBe('09:30');
    expect(sessionOf(TRAINING_SESSIONS, 'Managementtraining', '2026-12-11')).toBeUndefined();
    expect(sessionOf(TRAINING_SESSIONS, undefined, '2026-12-10')).toBeUndefined();
  });

  it('asks a second date of a training of two half days, and of no other', () => {
    const twoParts = session({ training: 'Begeleidingsstijlentraining' });
    expect(sessionProblems([twoParts])).toEqual([
      'session 0: Begeleidingsstijlentraining takes two half days: give a real secondDate after date',
    ]);
    expect(sessionProblems([{ ...twoParts, secondDate: '2027-03-16' }])).toEqual([]);
    expect(sessionProblems([session({ secondDate: '2027-03-16' })])).toEqual([
      'session 0: Presentatie takes one day: no secondDate',
    ]);
  });

  it('asks times as hh:mm with the start first, and a street and town of a venue', () => {
    expect(sessionProblems([session({ start: '16:30', end: '13:30' })])).toEqual([
      "session 0: start '16:30' and end '13:30' must be hh:mm, start first",
    ]);
    expect(sessionProblems([session({ start: '9.30' })])).toHaveLength(1);
    expect(sessionProblems([session({ venue: { ...NIJMEGEN, street: ' ' } })])).toEqual([
      'session 0: the venue needs a street and a town',
    ]);
    expect(sessionProblems([session({ venue: { kind: 'online' } })])).toEqual([]);
  });

  it('writes times and an address as a reader does', () => {
    expect(clockTime('09:30', 'nl')).toBe('9.30');
    expect(clockTime('13:05', 'ro')).toBe('13:05');
    expect(addressLine(NIJMEGEN)).toBe('AMN, Kerkenbos 1011, 6546 BB Nijmegen');
  });

  it('links to the sign-up with training and date, encoded', () => {
    expect(signUpLink(session({ training: 'Administratie- en applicatiebeheertraining', date: '2026-10-28' }))).toBe(
      '/trainingen/aanmelden?training=Administratie-+en+applicatiebeheertraining&datum=2026-10-28',
    );
  });

  it('reports a day that does not exist', () => {
    expect(sessionProblems([session({ date: '2026-02-30' })])).toEqual([
      "session 0: date '2026-02-30' is not a real day (yyyy-mm-dd)",
    ]);
  });
});
