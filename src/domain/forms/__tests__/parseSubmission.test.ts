import fc from 'fast-check';
import {
  FORM_DEFINITIONS,
  FORM_TYPES,
  emptyValues,
  isFormType,
  isRegistrationType,
  parseSubmission,
  type Submission,
} from '..';
import round2026 from '../../rounds/2026';
import { contact, foundSchool } from './helpers';

/** Parsed as on a day of the 2026 round: the primary sign-up below names 2026's products. */
const parse = (input: unknown) => parseSubmission(input, 'nl', round2026);

const goodPayloads: Partial<Record<(typeof FORM_TYPES)[number], Record<string, unknown>>> &
  Record<Exclude<(typeof FORM_TYPES)[number], `${string}-2027`>, Record<string, unknown>> = {
  'contact-form': { ...contact, message: 'Hallo' },
  newsletter: { ...contact, PO: true, akkoord: true },
  training: { training_name: 'Casusbespreking', training_date: '2026-04-01', school_bedrijfsnaam: 'AMN', ...contact },
  'aanmeldformulier-po': {
    school: foundSchool,
    products: {
      Proeftoets: { id: 7544, name: '2026 Proeftoets', subscribe: true, eerstedag: '2026-01-16', amount: 20 },
      ProeftoetsSOSBO: { id: 8227, name: '2026 Proeftoets voor SO/ SBO', subscribe: false },
      AansluitingPOVO: { id: 100000000002, name: '2026 Aansluiting PO-VO', subscribe: false },
    },
    contacts: [{ ...contact, '7544': true }],
  },
  'doorstroomtoets-pre-registration': {
    school: foundSchool,
    products: {
      Doorstroomtoets: {
        product_id: 100000000001,
        product_name: 'Doorstroomtoets',
        amount: 1,
        device_type: 'Chromebooks',
      },
    },
    contacts: [contact],
  },
  'doorstroomtoets-pre-registration-2026': {
    school: foundSchool,
    products: {
      Doorstroomtoets: { product_id: 100000000001, product_name: 'Doorstroomtoets', amount: 12, device_type: 'iPads' },
    },
    contacts: [contact],
  },
  'doorstroomtoets-registration-2026': {
    school: foundSchool,
    products: {
      Doorstroomtoets: {
        product_id: 100000000001,
        product_name: 'Doorstroomtoets',
        amount: 12,
        device_type: 'MacBooks',
        eerstedag: '2026-02-02',
        previous_year_amn_doorstroomtoets: 'Ja',
      },
    },
    contacts: [contact],
  },
};
// The 2027 forms are the 2026 forms with 2027's dates.
goodPayloads['doorstroomtoets-pre-registration-2027'] = goodPayloads['doorstroomtoets-pre-registration-2026'];
goodPayloads['doorstroomtoets-registration-2027'] = {
  ...goodPayloads['doorstroomtoets-registration-2026'],
  products: {
    Doorstroomtoets: {
      ...(goodPayloads['doorstroomtoets-registration-2026'].products as { Doorstroomtoets: object }).Doorstroomtoets,
      eerstedag: '2027-02-01',
    },
  },
};

describe('parseSubmission', () => {
  it.each(FORM_TYPES)('accepts a good %s payload and keeps its type', (type) => {
    const result = parse({ type, ...goodPayloads[type] });
    expect(result).toMatchObject({ success: true, output: { type } });
  });

  it.each(FORM_TYPES)('refuses the empty %s form with a Dutch sentence naming a field', (type) => {
    const result = parse({ type, ...emptyValues(type) });
    if (result.success) throw new Error('expected failure');
    expect(result.issues.length).toBeGreaterThan(0);
    expect(result.message).toMatch(/^[A-Z].*\(veld [a-z_A-Z[\]0-9.]+\)(, en nog \d+ andere fouten?)?\.$/);
    for (const issue of result.issues) expect(issue.message).not.toMatch(/Invalid|Expected|Received/);
  });

  it('narrows the output to the form type', () => {
    const result = parse({
      type: 'doorstroomtoets-pre-registration',
      ...goodPayloads['doorstroomtoets-pre-registration'],
    });
    if (!result.success) throw new Error(result.message);
    const submission: Submission = result.output;
    if (submission.type !== 'doorstroomtoets-pre-registration') throw new Error('wrong type');
    expect(submission.products.Doorstroomtoets.device_type).toEqual(['Chromebooks']);
    expect(submission.contacts[0]['100000000001']).toBe(true);
  });

  it('names one problem, its field and how many more there are', () => {
    expect(parse({ type: 'newsletter', ...contact, PO: true, email: 'jan@' })).toEqual({
      success: false,
      message: 'E-mail is geen geldig e-mailadres (veld email), en nog 1 andere fout.',
      issues: [
        { path: 'email', message: 'E-mail is geen geldig e-mailadres.' },
        { path: 'akkoord', message: 'Ga akkoord met de algemene voorwaarden en privacyverklaring.' },
      ],
    });
    const result = parse({
      type: 'aanmeldformulier-po',
      ...goodPayloads['aanmeldformulier-po'],
      contacts: [{ ...contact, email: 'x', '7544': true }],
    });
    expect(result).toMatchObject({
      success: false,
      message: 'E-mail is geen geldig e-mailadres (veld contacts[0].email).',
    });
  });

  it('refuses non-objects, a missing or unknown type, and unknown keys', () => {
    expect(parse('x')).toMatchObject({ success: false, message: 'Het verzoek moet een JSON-object zijn.' });
    expect(parse([])).toMatchObject({ success: false });
    expect(parse(null)).toMatchObject({ success: false });
    expect(parse({ ...contact })).toMatchObject({
      success: false,
      message: 'Het formuliertype ontbreekt (veld type).',
    });
    expect(parse({ type: 'toString' })).toMatchObject({
      success: false,
      message: 'Het formuliertype is onbekend (veld type).',
    });
    expect(parse({ type: 'newsletter', ...goodPayloads.newsletter, website: 'spam' })).toMatchObject({
      success: false,
      message: 'Onbekend veld "website" (veld website).',
    });
  });

  it('refuses the prototype tricks', () => {
    const hostile = JSON.parse(
      '{"type":"newsletter","first_name":"Jan","last_name":"Jansen","email":"a@b.nl","PO":true,"akkoord":true,"__proto__":{"x":1}}',
    );
    expect(parse(hostile)).toMatchObject({ success: false, issues: [{ path: '__proto__' }] });
  });

  it('knows the form and registration types', () => {
    expect(Object.keys(FORM_DEFINITIONS)).toEqual([...FORM_TYPES]);
    expect(isFormType('training')).toBe(true);
    expect(isFormType('admin')).toBe(false);
    expect(FORM_TYPES.filter(isRegistrationType)).toEqual([
      'aanmeldformulier-po',
      'doorstroomtoets-pre-registration',
      'doorstroomtoets-pre-registration-2026',
      'doorstroomtoets-registration-2026',
      'doorstroomtoets-pre-registration-2027',
      'doorstroomtoets-registration-2027',
    ]);
  });

  it('never throws and never accepts junk mixed into a good payload', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FORM_TYPES),
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.jsonValue(),
        (type, key, junk) => {
          const good = goodPayloads[type]!;
          const result = parse({ type, ...good, [key]: junk });
          if (key in good) return true; // replacing a known field may or may not stay valid
          return !result.success && result.issues.some((issue) => issue.path === key || issue.message.includes(key));
        },
      ),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.jsonValue(), (input) => typeof parse(input).success === 'boolean'),
      { numRuns: 500 },
    );
  });
});
