/**
 * The school object inside the registration payloads (spec §3).
 *
 * Nullability: the RIO ids (onderwijsaanbiederid, onderwijsbestuurid, onderwijslocatiecode) are null
 * until a RIO export is imported, and the DUO data may leave address fields empty, so those are
 * `string | null` (absent becomes null). A school picked in the finder always has naam, instellingscode
 * (4-character BRIN) and vestigingscode (two digits). In the Doorstroomtoets 2026 form a school can be
 * entered by hand: then the codes are unknown (null) but naam and the address are required, plus `land`.
 */
import * as v from 'valibot';
import { SELECT_SCHOOL } from './messages';
import { LIMITS, nullableText, optionalText, requiredText, strictObject, typeMessage } from './fields';

export { SELECT_SCHOOL } from './messages';

const instellingscode = v.pipe(
  v.string(typeMessage('BRIN-nummer', 'tekst')),
  v.trim(),
  v.regex(/^[0-9A-Za-z]{4}$/, 'BRIN-nummer moet uit 4 letters of cijfers bestaan.'),
);
const vestigingscode = v.pipe(
  v.string(typeMessage('Vestigingsnummer', 'tekst')),
  v.trim(),
  v.regex(/^\d{2}$/, 'Vestigingsnummer moet uit 2 cijfers bestaan.'),
);

const rioIds = {
  onderwijsaanbiederid: nullableText('Onderwijsaanbieder-id', LIMITS.rioId),
  onderwijsbestuurid: nullableText('Onderwijsbestuur-id', LIMITS.rioId),
  onderwijslocatiecode: nullableText('Onderwijslocatiecode', LIMITS.rioId),
};

/** A school chosen in the finder (primary-education sign-up, Doorstroomtoets pre-registration). */
export const foundSchoolSchema = strictObject(
  {
    naam: requiredText('Schoolnaam', LIMITS.schoolName),
    instellingscode,
    vestigingscode,
    straatnaam: nullableText('Straatnaam', LIMITS.street),
    huisnummer: nullableText('Huisnummer', LIMITS.houseNumber),
    postcode: nullableText('Postcode', LIMITS.postcode),
    plaatsnaam: nullableText('Plaatsnaam', LIMITS.city),
    ...rioIds,
  },
  SELECT_SCHOOL,
);

/** A school of the Doorstroomtoets 2026 form: found in the finder or entered by hand (with `land`). */
export const registrationSchoolSchema = strictObject(
  {
    naam: requiredText('Schoolnaam', LIMITS.schoolName),
    instellingscode: v.nullish(instellingscode, null),
    vestigingscode: v.nullish(vestigingscode, null),
    straatnaam: requiredText('Straatnaam', LIMITS.street),
    huisnummer: requiredText('Huisnummer', LIMITS.houseNumber),
    postcode: requiredText('Postcode', LIMITS.postcode),
    plaatsnaam: requiredText('Plaatsnaam', LIMITS.city),
    ...rioIds,
    land: optionalText('Land', LIMITS.country),
  },
  SELECT_SCHOOL,
);
