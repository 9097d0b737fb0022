import * as v from 'valibot';
import { hasNoContactDetails } from '../fields';
import { formSchema } from '../definitions';
import { validValues } from '../../../../test/support/server/payloads';

describe('fields a confirmation repeats', () => {
  it.each([
    'Zie https://evil.example/login voor uw gegevens',
    'Bel direct 0900-1234 of ga naar https://evil.example',
    'ga naar evil.example/login',
    'mail info@evil.example',
    'bel +31 6 1234 5678',
  ])('refuses a way to reach someone: %s', (text) => {
    expect(hasNoContactDetails(text)).toBe(false);
  });

  it.each(['Nijmegen', "'s-Hertogenbosch", 'Laan 1940-1945', 'St. Jozefschool', 'O.B.S. De Klimop', '1234 AB', '12a'])(
    'takes an ordinary place, street or school: %s',
    (text) => {
      expect(hasNoContactDetails(text)).toBe(true);
    },
  );

  it('refuses a school typed by hand with a web address in its place name, in the field words (nl and ro)', () => {
    const values = validValues('doorstroomtoets-pre-registration-2026');
    const school = {
      ...(values.school as Record<string, unknown>),
      instellingscode: null,
      vestigingscode: null,
      plaatsnaam: 'Bel direct 0900-1234 of ga naar https://evil.example',
    };
    const schema = formSchema('doorstroomtoets-pre-registration-2026');
    const nl = v.safeParse(schema, { ...values, manualEntry: true, school });
    expect(nl.success).toBe(false);
    expect(nl.issues?.map((issue) => issue.message)).toContain(
      'Plaatsnaam mag geen webadres, e-mailadres of telefoonnummer bevatten.',
    );
    const ro = v.safeParse(schema, { ...values, manualEntry: true, school }, { lang: 'ro' });
    expect(ro.issues?.map((issue) => issue.message).join(' ')).toMatch(/nu poate conține o adresă web/);
  });
});
