import { readRegistration, readingRows, preRegistrationDeadline } from '..';
import round2027 from '../../rounds/2027';

const school = {
  naam: 'Basisschool De Klimop',
  instellingscode: '12AB',
  vestigingscode: '00',
  straatnaam: 'Schoolstraat',
  huisnummer: '12',
  postcode: '6546 BB',
  plaatsnaam: 'NIJMEGEN',
  onderwijsaanbiederid: null,
};

const primarySignUp = {
  school,
  products: {
    Proeftoets: { id: 7544, name: 'Proeftoets 2027', subscribe: true, eerstedag: '2026-12-07', amount: 28 },
    ProeftoetsSOSBO: { id: 8227, name: 'Proeftoets voor SO/SBO 2027', subscribe: false },
    AansluitingPOVO: {
      id: 100000000002,
      name: 'Aansluiting PO-VO 2027',
      subscribe: true,
      eerstedag: '2027-02-08',
      amount: 30,
    },
  },
  contacts: [
    {
      first_name: 'Anna',
      last_name: 'Jansen',
      email: 'anna@school.nl',
      '7544': true,
      '8227': false,
      '100000000002': true,
    },
    {
      first_name: 'Bram',
      last_name: 'Jansen',
      email: 'bram@school.nl',
      '7544': false,
      '8227': false,
      '100000000002': true,
    },
  ],
};

const preRegistration = {
  school,
  products: {
    Doorstroomtoets: { product_id: 100000000001, product_name: 'Doorstroomtoets', amount: 42, device_type: 'iPads' },
  },
  contacts: [{ first_name: 'Anna', last_name: 'Jansen', email: 'anna@school.nl', '100000000001': true }],
};

describe('readRegistration', () => {
  const reading = readRegistration({
    type: 'aanmeldformulier-po',
    values: primarySignUp,
    round: round2027,
    today: '2026-12-01',
  });
  const text = readingRows(reading)
    .map((row) => `${row.label}: ${row.value}`)
    .join('\n');

  it('names each chosen product as people say it, with its pupils in the group the round gives it', () => {
    expect(reading.products.map((product) => [product.name, product.countLabel, product.pupils])).toEqual([
      ['Proeftoets 2027', 'Aantal leerlingen in groep 8', 28],
      ['Aansluiting PO-VO 2027', 'Aantal leerlingen in groep 7', 30],
    ]);
    expect(text).toContain('Aantal leerlingen in groep 7: 30');
    expect(text).toContain('Eerste afnamedag: 8 februari 2027');
  });

  it('leaves out what was not chosen and never shows a product key', () => {
    expect(text).not.toMatch(/SO\/SBO|Aangemeld: Nee|ProeftoetsSOSBO|AansluitingPOVO|Proeftoets:/);
  });

  it('puts every product a contact is responsible for on one line', () => {
    expect(text).toContain('Verantwoordelijk voor: Proeftoets 2027 en Aansluiting PO-VO 2027');
    expect(text).toContain('Verantwoordelijk voor: Aansluiting PO-VO 2027');
  });

  it('leaves out the main location 00 and empty school fields, and writes the town as people do', () => {
    expect(text).not.toMatch(/Vestiging|RIO/);
    expect(text).toContain('Plaats: Nijmegen');
  });

  it('says the state in words, with the deadline of the products the school chose', () => {
    expect(reading.standing.text).toBe('Aangemeld — wij hebben de aanmelding ontvangen');
    // The latest of the chosen products' own deadlines: two weeks before the Aansluiting's 8 February.
    expect(reading.changesUntil).toBe('2027-01-25');
  });

  it("names each chosen product's own deadline, two weeks before its first day, when they differ", () => {
    // The Proeftoets on 7 December: until 23 November, past on 1 December.
    const early = readRegistration({
      type: 'aanmeldformulier-po',
      values: primarySignUp,
      round: round2027,
      today: '2026-11-20',
    });
    expect(early.deadline).toBe(
      'U kunt de aanmelding wijzigen of intrekken: Proeftoets 2027 tot en met 23 november 2026 en Aansluiting PO-VO 2027 tot en met 25 januari 2027.',
    );
  });

  it('names one day for a Proeftoets on 12 January: 29 December, not its window', () => {
    const values = structuredClone(primarySignUp);
    values.products.Proeftoets.eerstedag = '2027-01-12';
    values.products.AansluitingPOVO = { id: 100000000002, name: 'Aansluiting PO-VO 2027', subscribe: false } as never;
    const proeftoets = readRegistration({ type: 'aanmeldformulier-po', values, round: round2027, today: '2026-12-01' });
    expect(proeftoets.changesUntil).toBe('2026-12-29');
    expect(proeftoets.deadline).toBe('U kunt de aanmelding wijzigen of intrekken tot en met 29 december 2026.');
  });

  it('says a pre-registration is still to be completed, until the round’s changesUntil', () => {
    const pre = readRegistration({
      type: 'doorstroomtoets-pre-registration-2027',
      values: preRegistration,
      round: round2027,
      today: '2026-10-15',
    });
    expect(pre.standing.text).toBe('Vooraangemeld — nog af te ronden tot en met 11 januari 2027');
    expect(pre.deadline).toBe('U kunt de vooraanmelding afronden en wijzigen tot en met 11 januari 2027.');
    expect(pre.nextStep).toMatch(/^Rond de aanmelding af tot en met 11 januari 2027/);
    const rows = readingRows(pre).map((row) => `${row.label}: ${row.value}`);
    expect(rows).toContain('Doorstroomtoets 2027: ');
    expect(rows).toContain('Aantal leerlingen in groep 8: 42');
    expect(rows).toContain('Afnameperiode: 25 januari 2027 tot en met 12 februari 2027');
  });

  it('names no deadline once withdrawn', () => {
    const withdrawn = readRegistration({
      type: 'aanmeldformulier-po',
      values: primarySignUp,
      round: round2027,
      state: 'ingetrokken',
      today: '2026-12-01',
    });
    expect(withdrawn.standing.label).toBe('Ingetrokken');
    expect(withdrawn.deadline).toBeNull();
  });

  it('reads a retired round from the names it stored', () => {
    const retired = readRegistration({
      type: 'aanmeldformulier-po',
      values: primarySignUp,
      round: null,
      today: '2028-01-01',
    });
    expect(retired.products.map((product) => product.name)).toEqual(['Proeftoets 2027', 'Aansluiting PO-VO 2027']);
    expect(retired.contacts[0].responsibleFor).toEqual(['Proeftoets 2027', 'Aansluiting PO-VO 2027']);
  });
});

describe('preRegistrationDeadline', () => {
  it('is the round’s changesUntil for a pre-registration, and none for anything else', () => {
    expect(preRegistrationDeadline('doorstroomtoets-pre-registration-2027', '2026-10-15')).toBe('2027-01-11');
    expect(preRegistrationDeadline('doorstroomtoets-pre-registration', '2026-10-15')).toBe('2027-01-11');
    expect(preRegistrationDeadline('aanmeldformulier-po', '2026-10-15')).toBeNull();
  });
});
