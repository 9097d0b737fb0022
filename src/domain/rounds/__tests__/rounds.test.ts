import round2026 from '../2026';
import round2027 from './fixtures/2027';
import {
  ROUNDS,
  changesOpen,
  currentRoundOf,
  doorstroomtoetsRoutes,
  doorstroomtoetsTypes,
  roundProblems,
  roundState,
  todayIso,
  yearOfDoorstroomtoetsType,
  type RegistrationRound,
} from '..';

const withDoorstroomtoetsWindow = (window: { from: string; to: string }): RegistrationRound => ({
  ...round2027,
  products: { ...round2027.products, Doorstroomtoets: { ...round2027.products.Doorstroomtoets, window } },
});

describe('the round files', () => {
  it('are sound: real dates, no window ending before it starts', () => {
    for (const round of ROUNDS) expect(roundProblems(round)).toEqual([]);
    expect(roundProblems(round2027)).toEqual([]);
  });

  it('2026 holds the products, ids, names and first-day windows the forms have always used', () => {
    expect(round2026.products).toMatchObject({
      Proeftoets: { id: 7544, name: '2026 Proeftoets', window: { from: '2025-11-03', to: '2026-01-16' } },
      ProeftoetsSOSBO: {
        id: 8227,
        name: '2026 Proeftoets voor SO/ SBO',
        window: { from: '2025-11-03', to: '2026-01-16' },
      },
      AansluitingPOVO: {
        id: 100000000002,
        name: '2026 Aansluiting PO-VO',
        window: { from: '2026-02-02', to: '2026-05-29' },
      },
      Doorstroomtoets: { id: 100000000001, name: 'Doorstroomtoets', window: { from: '2026-01-26', to: '2026-02-13' } },
    });
    expect(round2026).not.toHaveProperty('changesUntil');
  });

  it("keeps the product ids the contacts' product flags are keyed by ('7544', …)", () => {
    // The registration payloads key a contact's products by these ids: a round that changes one
    // needs the forms' contact flags changed with it.
    for (const round of [...ROUNDS, round2027]) {
      expect(Object.values(round.products).map((product) => String(product.id))).toEqual([
        '7544',
        '8227',
        '100000000002',
        '100000000001',
      ]);
    }
  });

  it('refuses a date that is not real and a window that ends before it starts, naming them', () => {
    expect(roundProblems(withDoorstroomtoetsWindow({ from: '2027-02-30', to: '2027-03-12' }))).toEqual([
      "products.Doorstroomtoets.window.from '2027-02-30' is not a real date (yyyy-mm-dd)",
    ]);
    expect(roundProblems(withDoorstroomtoetsWindow({ from: '2027-02-12', to: '2027-01-25' }))).toEqual([
      'products.Doorstroomtoets.window ends (2027-01-25) before it starts (2027-02-12)',
    ]);
    expect(roundProblems({ ...round2027, changesUntil: '11-01-2027' })).toEqual([
      "changesUntil '11-01-2027' is not a real date (yyyy-mm-dd)",
    ]);
  });
});

describe('the current round', () => {
  const both = [round2026, round2027];

  it('is the newest whose windows have not all passed, else the newest', () => {
    // Once an editor adds 2027, it is the round the forms and pages name, before and during its windows.
    expect(currentRoundOf(both, '2026-03-01').year).toBe(2027);
    expect(currentRoundOf([round2027, round2026], '2027-02-01').year).toBe(2027);
    // Every window passed: still the newest.
    expect(currentRoundOf(both, '2027-12-01').year).toBe(2027);
    expect(currentRoundOf([round2026], '2026-03-01').year).toBe(2026);
    expect(currentRoundOf([round2026], '2026-11-24').year).toBe(2026);
  });

  it("says where registration stands on a day: before, during and after the round's windows", () => {
    expect(roundState(round2027, '2026-08-31')).toBe('upcoming');
    expect(roundState(round2027, '2026-09-01')).toBe('open');
    expect(roundState(round2027, '2027-01-22')).toBe('open');
    expect(roundState(round2027, '2027-01-23')).toBe('closed');
    // Without a registration window a round is open until its last window has passed.
    expect(roundState(round2026, '2026-05-29')).toBe('open');
    expect(roundState(round2026, '2026-05-30')).toBe('closed');
  });

  it('lets a school change its registration until changesUntil, and always when that is unset', () => {
    expect(changesOpen(round2027, '2027-01-11')).toBe(true);
    expect(changesOpen(round2027, '2027-01-12')).toBe(false);
    expect(changesOpen(round2026, '2030-01-01')).toBe(true);
  });

  it("takes today in the Netherlands' calendar", () => {
    expect(todayIso(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    expect(todayIso(new Date('2026-11-24T12:00:00Z'))).toBe('2026-11-24');
  });
});

describe('the names made from a year', () => {
  it('gives 2026 exactly the form types and pages it has always had', () => {
    expect(doorstroomtoetsTypes(2026)).toEqual({
      pre: 'doorstroomtoets-pre-registration-2026',
      final: 'doorstroomtoets-registration-2026',
    });
    expect(doorstroomtoetsRoutes(2026)).toEqual({
      pre: '/formulier/doorstroomtoets-2026/vooraanmelding',
      final: '/formulier/doorstroomtoets-2026/aanmelding',
    });
  });

  it('reads the year back from a form type', () => {
    expect(yearOfDoorstroomtoetsType('doorstroomtoets-registration-2027')).toBe(2027);
    expect(yearOfDoorstroomtoetsType('doorstroomtoets-pre-registration-2026')).toBe(2026);
    expect(yearOfDoorstroomtoetsType('doorstroomtoets-pre-registration')).toBeNull();
    expect(yearOfDoorstroomtoetsType('aanmeldformulier-po')).toBeNull();
  });
});
