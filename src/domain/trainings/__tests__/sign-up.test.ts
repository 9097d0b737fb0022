import { TRAINING_SESSIONS } from '../../../data/trainingSessions';
import {
  PROGRAMME_LEAD_DAYS,
  earliestSignUpDate,
  isSignUpOpen,
  lastSignUpDay,
  signUpClosedProblem,
  upcomingSessions,
} from '..';

describe('a training takes sign-ups until its programme goes out, a week before', () => {
  it('closes sign-up seven days before the training', () => {
    expect(PROGRAMME_LEAD_DAYS).toBe(7);
    expect(lastSignUpDay('2026-12-10')).toBe('2026-12-03');
    expect(isSignUpOpen('2026-12-10', '2026-12-03')).toBe(true);
    expect(isSignUpOpen('2026-12-10', '2026-12-04')).toBe(false);
    expect(isSignUpOpen('2026-12-10', '2026-12-10')).toBe(false);
  });

  it('gives the earliest date still open on a day, across a month and a year', () => {
    expect(earliestSignUpDate('2026-12-07')).toBe('2026-12-14');
    expect(earliestSignUpDate('2026-12-28')).toBe('2027-01-04');
    expect(isSignUpOpen(earliestSignUpDate('2026-12-28'), '2026-12-28')).toBe(true);
  });

  it('on 7 December 2026 lists the Managementtraining of 10 December, but it no longer takes sign-ups', () => {
    const [management] = upcomingSessions(TRAINING_SESSIONS, '2026-12-07');
    expect(management).toMatchObject({ training: 'Managementtraining', date: '2026-12-10' });
    expect(isSignUpOpen(management.date, '2026-12-07')).toBe(false);
  });

  it('says why a closed date is refused, in Dutch and in Romanian, and leaves an open date and free text alone', () => {
    expect(signUpClosedProblem('2026-12-10', '2026-12-07')).toBe(
      'Kies een datum vanaf 14 december 2026. U ontvangt het programma een week voor de training; voor een eerdere datum kunt u zich daarom niet meer aanmelden.',
    );
    expect(signUpClosedProblem('2026-12-10', '2026-12-07', 'ro')).toBe(
      'Alegeți o dată începând cu 14.12.2026. Vă trimitem programul cu o săptămână înainte de curs, așa că pentru o dată mai apropiată nu vă mai puteți înscrie.',
    );
    expect(signUpClosedProblem('2026-12-14', '2026-12-07')).toBeNull();
    expect(signUpClosedProblem('in overleg', '2026-12-07')).toBeNull();
  });
});
