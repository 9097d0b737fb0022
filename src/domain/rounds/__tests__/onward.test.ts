import { ROUNDS, roundOf, type RegistrationRound } from '..';
import { onwardSteps } from '../onward';

const round = (year: number): RegistrationRound => {
  const found = roundOf(year);
  if (!found) throw new Error(`no round ${year}`);
  return found;
};

/** The steps in short: kind, year and (for the Doorstroomtoets) its state. */
const brief = (year: number, day: string) =>
  onwardSteps(round(year), ROUNDS, day).map((step) =>
    step.kind === 'doorstroomtoets' ? `doorstroomtoets ${step.year} ${step.state}` : `proeftoets ${step.year}`,
  );

describe('onwardSteps: what a school can do now, from a round page without its form', () => {
  it.each([
    // The 2026 pages once the 2027 round is current: its Doorstroomtoets in each state, and the Proeftoets while open.
    [2026, '2026-09-15', ['proeftoets 2027', 'doorstroomtoets 2027 upcoming']],
    [2026, '2026-10-15', ['doorstroomtoets 2027 open', 'proeftoets 2027']],
    [2026, '2026-12-07', ['proeftoets 2027', 'doorstroomtoets 2027 closed']],
    [2026, '2027-01-15', ['doorstroomtoets 2027 closed']],
    [2026, '2027-03-01', []],
    // The current round's own pages do not point to themselves.
    [2027, '2026-12-07', ['proeftoets 2027']],
    [2027, '2027-02-20', []],
  ])('the %s pages on %s: %j', (year, day, expected) => {
    expect(brief(year, day)).toEqual(expected);
  });

  it('gives the forms and dates of the current round', () => {
    const [proeftoets, doorstroomtoets] = onwardSteps(round(2026), ROUNDS, '2026-12-07');
    expect(proeftoets).toEqual({
      kind: 'proeftoets',
      year: 2027,
      route: '/formulier/aanmelden-po',
      until: '2027-01-14',
    });
    expect(doorstroomtoets).toMatchObject({
      kind: 'doorstroomtoets',
      final: '/formulier/doorstroomtoets-2027/aanmelding',
      pre: '/formulier/doorstroomtoets-2027/vooraanmelding',
      until: '2026-11-15',
    });
  });
});
