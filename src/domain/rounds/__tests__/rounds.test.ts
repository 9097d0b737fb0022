import round2026 from '../2026';
import round2027 from '../2027';
import {
  ROUNDS,
  completionOpenOn,
  completionUntil,
  currentRound,
  currentRoundOf,
  doorstroomtoetsRoutes,
  doorstroomtoetsTypes,
  preRegistrationCompletable,
  productChangesUntil,
  productState,
  roundProblems,
  todayIso,
  yearOfDoorstroomtoetsType,
  type RegistrationRound,
} from '..';

const withDoorstroomtoets = (change: object): RegistrationRound => ({
  ...round2027,
  products: { ...round2027.products, Doorstroomtoets: { ...round2027.products.Doorstroomtoets, ...change } },
});

describe('the round files', () => {
  it('are sound: real dates, no window ending before it starts', () => {
    for (const round of ROUNDS) expect(roundProblems(round)).toEqual([]);
  });

  it('2026 holds the products, ids, names and windows the forms have always used', () => {
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
      Doorstroomtoets: {
        id: 100000000001,
        name: 'Doorstroomtoets',
        window: { from: '2026-01-26', to: '2026-02-13' },
        registrationWindow: { from: '2025-10-01', to: '2025-11-15' },
        changesUntil: '2026-01-12',
      },
    });
  });

  it("2027 holds the product owner's facts", () => {
    expect(round2027.products).toMatchObject({
      Proeftoets: { name: 'Proeftoets 2027', window: { from: '2026-11-02', to: '2027-01-15' }, price: 'Gratis.' },
      ProeftoetsSOSBO: { name: 'Proeftoets voor SO/SBO 2027', window: { from: '2026-11-02', to: '2027-01-15' } },
      AansluitingPOVO: {
        name: 'Aansluiting PO-VO 2027',
        window: { from: '2027-02-01', to: '2027-05-28' },
        price: round2026.products.AansluitingPOVO.price,
      },
      Doorstroomtoets: {
        window: { from: '2027-01-25', to: '2027-02-12' },
        registrationWindow: { from: '2026-10-01', to: '2026-11-15' },
        changesUntil: '2027-01-11',
      },
    });
  });

  it("keeps the product ids the contacts' product flags are keyed by ('7544', …)", () => {
    // The registration payloads key a contact's products by these ids: a round that changes one
    // needs the forms' contact flags changed with it.
    for (const round of ROUNDS) {
      expect(Object.values(round.products).map((product) => String(product.id))).toEqual([
        '7544',
        '8227',
        '100000000002',
        '100000000001',
      ]);
      expect(round.products.Doorstroomtoets.name).toBe('Doorstroomtoets');
    }
  });

  it('refuses a date that is not real and a window that ends before it starts, naming them', () => {
    expect(roundProblems(withDoorstroomtoets({ window: { from: '2027-02-30', to: '2027-03-12' } }))).toEqual([
      "products.Doorstroomtoets.window.from '2027-02-30' is not a real date (yyyy-mm-dd)",
    ]);
    expect(roundProblems(withDoorstroomtoets({ window: { from: '2027-02-12', to: '2027-01-25' } }))).toEqual([
      'products.Doorstroomtoets.window ends (2027-01-25) before it starts (2027-02-12)',
    ]);
    expect(roundProblems(withDoorstroomtoets({ changesUntil: '11-01-2027' }))).toEqual([
      "products.Doorstroomtoets.changesUntil '11-01-2027' is not a real date (yyyy-mm-dd)",
    ]);
    expect(roundProblems(withDoorstroomtoets({ changesUntil: '2026-11-01' }))).toEqual([
      'products.Doorstroomtoets.changesUntil (2026-11-01) lies before its registration ends',
    ]);
  });
});

describe('the four states of a product', () => {
  const doorstroomtoets = round2027.products.Doorstroomtoets;
  const proeftoets = round2027.products.Proeftoets;

  it('the Doorstroomtoets: upcoming, open from 1 October to 15 November, closed while its test days are ahead, then over', () => {
    expect(productState(doorstroomtoets, '2026-09-30')).toBe('upcoming');
    expect(productState(doorstroomtoets, '2026-10-01')).toBe('open');
    expect(productState(doorstroomtoets, '2026-11-15')).toBe('open');
    expect(productState(doorstroomtoets, '2026-11-16')).toBe('closed');
    expect(productState(doorstroomtoets, '2027-02-12')).toBe('closed');
    expect(productState(doorstroomtoets, '2027-02-13')).toBe('over');
  });

  it('a primary product: open until a first day from tomorrow no longer fits its window, then over', () => {
    expect(productState(proeftoets, '2026-06-01')).toBe('open');
    expect(productState(proeftoets, '2026-11-26')).toBe('open');
    expect(productState(proeftoets, '2027-01-14')).toBe('open');
    expect(productState(proeftoets, '2027-01-15')).toBe('closed');
    expect(productState(proeftoets, '2027-01-16')).toBe('over');
  });

  it("keeps each product's registration its own: a closed Doorstroomtoets leaves the Proeftoets open", () => {
    expect(productState(doorstroomtoets, '2026-11-26')).toBe('closed');
    expect(productState(proeftoets, '2026-11-26')).toBe('open');
  });

  it('completes a pre-registration made in time until changesUntil, the day every text names', () => {
    expect(completionUntil(round2027)).toBe('2027-01-11');
    expect(completionOpenOn(round2027, '2026-12-07')).toBe(true);
    expect(completionOpenOn(round2027, '2027-01-11')).toBe(true);
    expect(completionOpenOn(round2027, '2027-01-12')).toBe(false);
    expect(preRegistrationCompletable(round2027, '2026-10-15', '2026-12-07')).toBe(true);
    // Made after the registration closed: nothing to complete.
    expect(preRegistrationCompletable(round2027, '2026-11-16', '2026-12-07')).toBe(false);
    // Without changesUntil, the end of the registration.
    expect(completionUntil(withDoorstroomtoets({ changesUntil: undefined }))).toBe('2026-11-15');
  });
});

describe('the current round', () => {
  it('is the earliest round not yet over, else the newest', () => {
    // 2026 stays current while its Aansluiting PO-VO (until 29 May 2026) is ahead, 2027 on file or not.
    expect(currentRoundOf([round2026, round2027], '2026-03-01').year).toBe(2026);
    expect(currentRoundOf([round2027, round2026], '2026-05-29').year).toBe(2026);
    expect(currentRoundOf([round2026, round2027], '2026-05-30').year).toBe(2027);
    expect(currentRoundOf([round2026, round2027], '2026-11-26').year).toBe(2027);
    // Every product over: still the newest.
    expect(currentRoundOf([round2026, round2027], '2027-12-01').year).toBe(2027);
    expect(currentRound('2027-02-20').year).toBe(2027);
  });

  it('does not flip to a round added early: 2028 on file leaves 2027 current until 2027 is over', () => {
    const round2028 = { ...round2027, year: 2028 };
    expect(currentRoundOf([round2026, round2027, round2028], '2026-11-26').year).toBe(2027);
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

describe('the deadline a school is told, and the server enforces', () => {
  it("is the round's changesUntil where it names one, else two weeks before the product's first test day", () => {
    expect(productChangesUntil(round2027, 'Doorstroomtoets', '2027-02-08')).toBe('2027-01-11');
    expect(productChangesUntil(round2027, 'Proeftoets', '2027-01-12')).toBe('2026-12-29');
    expect(productChangesUntil(round2027, 'AansluitingPOVO', '2027-05-28')).toBe('2027-05-14');
    expect(productChangesUntil(round2027, 'Proeftoets', null)).toBeNull();
  });
});
