import { ARRAY_ERROR as FINAL_FORM_ARRAY_ERROR, FORM_ERROR as FINAL_FORM_FORM_ERROR, getIn, setIn } from 'final-form';
import * as v from 'valibot';
import { ARRAY_ERROR, FORM_ERROR, emptyValues, formSchema, finalFormErrors } from '..';
import { foundSchool } from './helpers';

describe('finalFormErrors', () => {
  it("uses final-form's own keys", () => {
    expect(ARRAY_ERROR).toBe(FINAL_FORM_ARRAY_ERROR);
    expect(FORM_ERROR).toBe(FINAL_FORM_FORM_ERROR);
  });

  // Why the path setter is our own: final-form's setIn reads a product-id key ('7544') as an array index.
  it("keeps a product-id key under a contact an object key, where final-form's setIn makes an array", () => {
    const schema = v.object({
      contacts: v.array(v.object({ '7544': v.literal(true, 'Kies een product.'), first_name: v.string('Verplicht.') })),
    });
    const errors = finalFormErrors(schema, { contacts: [{ '7544': false, first_name: 1 }] });
    expect(errors).toEqual({ contacts: [{ '7544': 'Kies een product.', first_name: 'Verplicht.' }] });
    expect(getIn(errors, 'contacts[0].7544')).toBe('Kies een product.');
    expect(Array.isArray(getIn(setIn({}, 'contacts[0].7544', 'Kies een product.'), 'contacts[0]'))).toBe(true);
  });

  it('nests messages by field path, the way react-final-form reads them', () => {
    const values = {
      ...emptyValues('doorstroomtoets-registration-2026'),
      school: foundSchool,
      contacts: [{ first_name: 'Jan', last_name: 'Jansen', email: 'jan@school.nl' }, { email: 'x' }],
    };
    expect(finalFormErrors(formSchema('doorstroomtoets-registration-2026'), values)).toEqual({
      contacts: [
        undefined,
        {
          first_name: 'Voornaam is verplicht.',
          last_name: 'Achternaam is verplicht.',
          email: 'E-mail is geen geldig e-mailadres.',
        },
      ],
      products: {
        Doorstroomtoets: {
          amount: 'Aantal leerlingen in groep 8 is verplicht.',
          eerstedag: 'Eerste afnamedag is verplicht.',
          previous_year_amn_doorstroomtoets: 'Geef aan of uw school vorig jaar de AMN Doorstroomtoets heeft afgenomen.',
        },
      },
    });
  });

  it('puts a message about a whole list on the list (ARRAY_ERROR)', () => {
    const values = { ...emptyValues('aanmeldformulier-po'), school: foundSchool, contacts: [] };
    const errors = finalFormErrors(formSchema('aanmeldformulier-po'), values);
    expect(errors.products).toBe('Selecteer minimaal één product');
    expect(Array.isArray(errors.contacts)).toBe(true);
    expect((errors.contacts as Record<string, unknown>)[ARRAY_ERROR]).toBe(
      'Vul de contactgegevens in van minimaal één contactpersoon',
    );
  });

  it('keeps the first message per field and puts root-level issues on FORM_ERROR', () => {
    const schema = v.pipe(
      v.object({ a: v.pipe(v.string(), v.minLength(3, 'kort'), v.email('geen mail')) }),
      v.check(() => false, 'het geheel'),
    );
    expect(finalFormErrors(schema, { a: 'x' })).toEqual({ a: 'kort', [FORM_ERROR]: 'het geheel' });
  });

  it('is empty for valid values', () => {
    expect(
      finalFormErrors(formSchema('newsletter'), {
        first_name: 'Jan',
        last_name: 'Jansen',
        email: 'j@a.nl',
        PO: true,
        akkoord: true,
      }),
    ).toEqual({});
  });
});
