/**
 * The school object inside the registration payloads.
 *
 * Nullability: the RIO ids (onderwijsaanbiederid, onderwijsbestuurid, onderwijslocatiecode) are null
 * until a RIO export is imported, and the DUO data may leave address fields empty, so those are
 * `string | null` (absent becomes null). A school picked in the finder always has naam, instellingscode
 * (4-character BRIN) and vestigingscode (two digits). In a round's Doorstroomtoets form a school can be
 * entered by hand: then the codes are unknown (null) but naam and the address are required, plus `land`.
 */
import * as v from 'valibot';
import { DUO_SOURCE, cf_brin_locatienr } from '../school';
import { describedEntries } from './field-meaning';
import { SELECT_SCHOOL } from './messages';
import { SCHOOL_FIELDS } from './texts/labels';
import { fieldMessage } from './texts';
import {
  LIMITS,
  hasNoContactDetails,
  noContactDetails,
  nullableText,
  optionalText,
  requiredName,
  requiredText,
  strictObject,
  typeMessage,
} from './fields';

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

/**
 * Set by the server alone, on a school it took from its DUO index (server/schools/indexed-school.ts);
 * the intake strips a sent one before parsing, so a stored one is always the server's.
 */
const bron = v.optional(v.literal(DUO_SOURCE));

/**
 * Bookkeeping of the school: what a person reads shows neither; staff find a school by its BRIN +
 * vestiging (`03gr01`), which is what cf_brin_locatienr holds.
 */
const SCHOOL_BOOKKEEPING = { cf_brin_locatienr: { hidden: true, searched: 'text' }, bron: { hidden: true } } as const;

const rioIds = {
  onderwijsaanbiederid: nullableText('Onderwijsaanbieder-id', LIMITS.rioId),
  onderwijsbestuurid: nullableText('Onderwijsbestuur-id', LIMITS.rioId),
  onderwijslocatiecode: nullableText('Onderwijslocatiecode', LIMITS.rioId),
};

/**
 * cf_brin_locatienr is derived: instellingscode + vestigingscode. The browser sends it with
 * the school; the server checks it against the codes and stores the derived value (also when absent).
 */
const brinLocation = v.optional(
  v.nullable(
    v.pipe(
      v.string(typeMessage('BRIN-locatienummer', 'tekst')),
      v.trim(),
      v.maxLength(6, 'BRIN-locatienummer mag maximaal 6 tekens lang zijn.'),
    ),
  ),
);
const BRIN_LOCATION_MISMATCH = 'BRIN-locatienummer moet bestaan uit het BRIN-nummer en het vestigingsnummer.';

type Codes = { instellingscode: string | null; vestigingscode: string | null; cf_brin_locatienr?: string | null };

/** The derived number, or null while a code is unknown (a school entered by hand). */
const derivedBrinLocation = (school: Codes) =>
  school.instellingscode && school.vestigingscode ? cf_brin_locatienr(school) : null;

const brinLocationMatches = (school: Codes) =>
  !school.cf_brin_locatienr || school.cf_brin_locatienr.toUpperCase() === derivedBrinLocation(school)?.toUpperCase();

/** A school whose cf_brin_locatienr, when sent, is its own codes'; the one kept is derived by `derive`. */
function withBrinLocation<Input, School extends Codes, Issue extends v.BaseIssue<unknown>, Derived>(
  object: v.BaseSchema<Input, School, Issue>,
  derive: (school: School) => Derived,
) {
  return v.pipe(
    object,
    v.check((school) => brinLocationMatches(school), BRIN_LOCATION_MISMATCH),
    v.transform((school) => ({ ...school, cf_brin_locatienr: derive(school) })),
  );
}

/** A school chosen in the finder (primary-education sign-up, Doorstroomtoets pre-registration). */
const foundSchoolObject = strictObject(
  describedEntries(
    {
      naam: requiredName('Schoolnaam', LIMITS.schoolName),
      instellingscode,
      vestigingscode,
      straatnaam: nullableText('Straatnaam', LIMITS.street),
      huisnummer: nullableText('Huisnummer', LIMITS.houseNumber),
      postcode: nullableText('Postcode', LIMITS.postcode),
      plaatsnaam: nullableText('Plaatsnaam', LIMITS.city),
      ...rioIds,
      cf_brin_locatienr: brinLocation,
      bron,
    },
    { ...SCHOOL_FIELDS, ...SCHOOL_BOOKKEEPING },
  ),
  SELECT_SCHOOL,
);
export const foundSchoolSchema = withBrinLocation(foundSchoolObject, cf_brin_locatienr);

/** A school of a round's Doorstroomtoets form: found in the finder or entered by hand (with `land`). */
const registrationSchoolObject = strictObject(
  describedEntries(
    {
      // Typed by hand or not, these are repeated in the confirmation: no way to reach anyone in them.
      naam: v.pipe(requiredName('Schoolnaam', LIMITS.schoolName), noContactDetails('Schoolnaam')),
      instellingscode: v.nullish(instellingscode, null),
      vestigingscode: v.nullish(vestigingscode, null),
      straatnaam: v.pipe(requiredText('Straatnaam', LIMITS.street), noContactDetails('Straatnaam')),
      huisnummer: v.pipe(requiredText('Huisnummer', LIMITS.houseNumber), noContactDetails('Huisnummer')),
      postcode: v.pipe(requiredText('Postcode', LIMITS.postcode), noContactDetails('Postcode')),
      plaatsnaam: v.pipe(requiredText('Plaatsnaam', LIMITS.city), noContactDetails('Plaatsnaam')),
      ...rioIds,
      land: v.pipe(
        optionalText('Land', LIMITS.country),
        v.check(
          (text) => text === undefined || hasNoContactDetails(text),
          fieldMessage('Land', (texts, name) => texts.noContactDetails(name)),
        ),
      ),
      cf_brin_locatienr: brinLocation,
      bron,
    },
    { ...SCHOOL_FIELDS, ...SCHOOL_BOOKKEEPING },
  ),
  SELECT_SCHOOL,
);
export const registrationSchoolSchema = withBrinLocation(registrationSchoolObject, derivedBrinLocation);
