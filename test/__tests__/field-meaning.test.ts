/**
 * A field's meaning lives in its schema: a form given new fields, marked there as a colleague's name,
 * e-mail address and phone number, has them erased, exported to that colleague only, searched and
 * labelled, without any other file knowing them. The keys are chosen so that no rule by a key's
 * name (an address ends in `email`, a phone is `phone`) could find them.
 */
import * as v from 'valibot';
import { FORM_DEFINITIONS } from '../../src/domain/forms';
import { defineForm } from '../../src/domain/forms/formDefinition';
import { described, fieldMeaningsOf } from '../../src/domain/forms/field-meaning';
import { LIMITS, optionalEmail, optionalName, optionalPhone, strictObject } from '../../src/domain/forms/fields';
import { storedFieldMeanings } from '../../src/domain/forms/meanings';
import { addressesOf } from '../../src/domain/people';
import { ERASED, ownPart, redactPayload, type PersonTrace } from '../../server/privacy/contact-entries';
import { emptyIdentity, learnFromPayload } from '../../server/privacy/person-identity';
import { searchTextOf } from '../../server/submissions/store/search-text';
import { summaryRows } from '../../src/domain/forms/summary';
import { exportFields } from '../../server/staff/workspace/export-fields';

const contactForm = FORM_DEFINITIONS['contact-form'];
const COLLEAGUE = 'colleague';

/** The contact form with a colleague beside the sender, and a second number of the sender's own. */
const definition = defineForm({
  ...contactForm,
  schema: strictObject(
    {
      ...contactForm.schema.entries,
      sender_tel: described(optionalPhone('Tweede nummer'), { label: { nl: 'Tweede telefoonnummer' } }),
      colleague_name: described(optionalName('Collega', LIMITS.name), {
        personal: 'name',
        person: COLLEAGUE,
        searched: 'text',
        label: { nl: 'Naam van uw collega' },
      }),
      contact_mail: described(optionalEmail('E-mail collega'), {
        person: COLLEAGUE,
        label: { nl: 'E-mail van uw collega', ro: 'E-mailul colegului' },
      }),
      contact_phone2: described(optionalPhone('Telefoon collega'), {
        person: COLLEAGUE,
        label: { nl: 'Telefoonnummer van uw collega' },
      }),
    },
    'Vul het formulier in.',
  ),
});
const meanings = fieldMeaningsOf(definition.schema);

const values = v.parse(definition.schema, {
  first_name: 'Anna',
  last_name: 'Jansen',
  email: 'anna@school.nl',
  phone: '',
  organisation: '',
  message: 'Graag teruggebeld.',
  sender_tel: '024-123 45 67',
  colleague_name: 'Bram de Wit',
  contact_mail: 'Bram@School.nl',
  contact_phone2: '06-1234 5678',
});
const json = JSON.parse(JSON.stringify(values)) as { [key: string]: string };

const traceOf = (email: string): PersonTrace => ({ emails: new Set([email]), names: new Set() });

describe('a field whose schema says what it is', () => {
  it('is read from the schema: the phone helper marks a phone number, the extra marks the person', () => {
    expect(meanings.get('contact_phone2')).toEqual({
      personal: 'phone',
      searched: 'digits',
      person: COLLEAGUE,
      label: { nl: 'Telefoonnummer van uw collega' },
    });
    expect(meanings.get('contact_mail')?.personal).toBe('email');
  });

  it('indexes the colleague’s address for access and erasure requests', () => {
    expect(addressesOf(values, meanings)).toEqual(['anna@school.nl', 'bram@school.nl']);
  });

  it('erases the colleague’s name, address and phone number with them, and leaves the sender’s', () => {
    const left = redactPayload(json, traceOf('bram@school.nl'), meanings) as typeof json;
    expect([left.colleague_name, left.contact_mail, left.contact_phone2]).toEqual([ERASED, ERASED, ERASED]);
    expect([left.first_name, left.email, left.sender_tel]).toEqual(['Anna', 'anna@school.nl', '024-123 45 67']);
  });

  it('learns the sender’s own second number, so a note quoting it loses it on erasure', () => {
    const identity = emptyIdentity(['anna@school.nl']);
    learnFromPayload(identity, values, new Set(['anna@school.nl']), meanings);
    expect([...identity.phones]).toEqual(['241234567']);
  });

  it('exports the colleague’s fields to the colleague, and not to the sender', () => {
    const theirs = ownPart(json, traceOf('bram@school.nl'), meanings) as typeof json;
    expect(theirs.contact_phone2).toBe('06-1234 5678');
    const senders = ownPart(json, traceOf('anna@school.nl'), meanings) as typeof json;
    expect(Object.keys(senders)).not.toEqual(expect.arrayContaining(['contact_phone2']));
    expect(Object.keys(senders)).not.toEqual(expect.arrayContaining(['contact_mail']));
    expect(senders.sender_tel).toBe('024-123 45 67');
  });

  it('is found by staff search: names and addresses as written, phone numbers by their digits', () => {
    const text = searchTextOf(values, meanings);
    expect(text.split(' ')).toEqual(
      expect.arrayContaining(['bram', 'wit', 'bram@school.nl', '0612345678', '0241234567']),
    );
  });

  it('finds a stored form’s school by its marks: name, BRIN, BRIN + vestiging, town, postcode both ways', () => {
    const school = {
      naam: 'Obs De Linde',
      instellingscode: '03GR',
      vestigingscode: '01',
      postcode: '8011 AB',
      plaatsnaam: 'ZWOLLE',
      cf_brin_locatienr: '03GR01',
    };
    expect(searchTextOf({ school }, storedFieldMeanings())).toBe('obs de linde 03gr 8011ab 8011 ab zwolle 03gr01');
  });

  it('is labelled in the mail summary (in Romanian where it has a Romanian label) and the export', () => {
    const rows = summaryRows(values, [], 'nl', meanings);
    expect(rows).toEqual(
      expect.arrayContaining([
        { label: 'Telefoonnummer van uw collega', value: '06-1234 5678', depth: 0 },
        { label: 'E-mail van uw collega', value: 'Bram@School.nl', depth: 0 },
        { label: 'Tweede telefoonnummer', value: '024-123 45 67', depth: 0 },
      ]),
    );
    expect(summaryRows(values, [], 'ro', meanings).map((row) => row.label)).toContain('E-mailul colegului');
    const columns = exportFields('contact-form', values, undefined, meanings).map((field) => field.column);
    expect(columns).toEqual(expect.arrayContaining(['Telefoonnummer van uw collega', 'Naam van uw collega']));
  });
});
