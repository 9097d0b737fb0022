import { checklist } from '../checklist';
import {
  doorstroomtoetsPreRegistrationSchema,
  emptyDoorstroomtoetsPreRegistration,
} from '../doorstroomtoetsPreRegistration';
import { contact, foundSchool, issuesOf, outputOf } from './helpers';

const product = { product_id: 100000000001, product_name: 'Doorstroomtoets', amount: 28, device_type: 'Chromebooks' };

function values(overrides: Record<string, unknown> = {}) {
  return { school: foundSchool, products: { Doorstroomtoets: product }, contacts: [contact], ...overrides };
}

describe('doorstroomtoets-pre-registration schema', () => {
  it('accepts a pre-registration with contact flag 100000000001 true by default and derives cf_brin_locatienr', () => {
    const output = outputOf(doorstroomtoetsPreRegistrationSchema, values());
    // One device as text (the form before issue 64) reads as a list of one.
    expect(output.products.Doorstroomtoets.device_type).toEqual(['Chromebooks']);
    expect(output.contacts[0]['100000000001']).toBe(true);
    expect(output.school.cf_brin_locatienr).toBe('03GR01');
  });

  it('requires the device type, also when absent or empty', () => {
    const { device_type: _device, ...withoutDevice } = product;
    expect(
      issuesOf(doorstroomtoetsPreRegistrationSchema, values({ products: { Doorstroomtoets: withoutDevice } })),
    ).toEqual({
      'products.Doorstroomtoets.device_type': 'Type apparaten is verplicht.',
    });
    expect(
      issuesOf(
        doorstroomtoetsPreRegistrationSchema,
        values({ products: { Doorstroomtoets: { ...product, device_type: '' } } }),
      ),
    ).toEqual({ 'products.Doorstroomtoets.device_type': 'Kies een geldige waarde bij Type apparaten.' });
  });

  it('checks a cf_brin_locatienr that is sent against the codes', () => {
    const school = { ...foundSchool, cf_brin_locatienr: '03GR01' };
    expect(outputOf(doorstroomtoetsPreRegistrationSchema, values({ school })).school).toEqual(school);
    expect(
      issuesOf(doorstroomtoetsPreRegistrationSchema, values({ school: { ...school, cf_brin_locatienr: '99XX01' } })),
    ).toEqual({
      school: 'BRIN-locatienummer moet bestaan uit het BRIN-nummer en het vestigingsnummer.',
    });
  });

  it('starts with the product set and one empty contact, and lists what is missing', () => {
    const empty = emptyDoorstroomtoetsPreRegistration();
    expect(empty.contacts).toEqual([
      { first_name: '', last_name: '', email: '', work_number: '', job_title: '', '100000000001': true },
    ]);
    expect(empty.products?.Doorstroomtoets).toEqual({
      product_id: 100000000001,
      product_name: 'Doorstroomtoets',
      device_type: ['Chromebooks'],
    });
    expect(checklist('doorstroomtoets-pre-registration', empty)).toEqual([
      'Selecteer uw school',
      'Vul de afnamedetails in',
      'Vul de contactgegevens in van minimaal één contactpersoon',
    ]);
  });

  it('needs a pupil count of at least 1 and a known device', () => {
    const doorstroomtoets = (extra: object) => values({ products: { Doorstroomtoets: { ...product, ...extra } } });
    expect(
      issuesOf(doorstroomtoetsPreRegistrationSchema, doorstroomtoets({ amount: 0, device_type: 'Telefoons' })),
    ).toEqual({
      'products.Doorstroomtoets.amount': 'Aantal leerlingen in groep 8 moet minimaal 1 zijn.',
      'products.Doorstroomtoets.device_type': 'Kies een geldige waarde bij Type apparaten.',
    });
    expect(issuesOf(doorstroomtoetsPreRegistrationSchema, doorstroomtoets({ amount: 1 }))).toEqual({});
    expect(issuesOf(doorstroomtoetsPreRegistrationSchema, doorstroomtoets({ product_id: 7544 }))).toEqual({
      'products.Doorstroomtoets.product_id': 'Onbekend product-id bij de Doorstroomtoets.',
    });
  });

  it('needs at least one contact; the first with first name, last name and valid e-mail', () => {
    expect(issuesOf(doorstroomtoetsPreRegistrationSchema, values({ contacts: [] }))).toEqual({
      'contacts[0]': 'Vul de contactgegevens in van minimaal één contactpersoon',
    });
    expect(
      issuesOf(doorstroomtoetsPreRegistrationSchema, values({ contacts: [{ ...contact, email: 'x@y' }] })),
    ).toEqual({
      'contacts[0].email': 'E-mail is geen geldig e-mailadres.',
    });
    expect(issuesOf(doorstroomtoetsPreRegistrationSchema, values({ contacts: [contact, {}] }))).toEqual({});
  });

  it('keeps the flag 100000000001 true and accepts the empty job-title option', () => {
    expect(
      issuesOf(doorstroomtoetsPreRegistrationSchema, values({ contacts: [{ ...contact, '100000000001': false }] })),
    ).toEqual({ 'contacts[0].100000000001': 'Een contactpersoon moet aan de Doorstroomtoets gekoppeld zijn.' });
    expect(
      issuesOf(doorstroomtoetsPreRegistrationSchema, values({ contacts: [{ ...contact, job_title: '' }] })),
    ).toEqual({});
    expect(
      issuesOf(doorstroomtoetsPreRegistrationSchema, values({ contacts: [{ ...contact, job_title: 'Conciërge' }] })),
    ).toEqual({ 'contacts[0].job_title': 'Kies een geldige waarde bij Functie.' });
  });

  it('is strict', () => {
    expect(
      issuesOf(doorstroomtoetsPreRegistrationSchema, values({ products: { Doorstroomtoets: product, Extra: {} } })),
    ).toEqual({ 'products.Extra': 'Onbekend veld "Extra".' });
  });
});
