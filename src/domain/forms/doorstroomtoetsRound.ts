/**
 * The Doorstroomtoets registration of a round, one form in two modes: a pre mode and a final mode,
 * each with its own type and page per round (see ./definitions). Final mode adds the first day, the
 * previous-year question and, on 'Nee', the data-processor agreement. The product, its name and the
 * first-day window come from the round, so every round's form checks its own dates.
 */
import { normalizeEmail } from '../values';
import * as v from 'valibot';
import { YES_NO } from '../options';
import type { RegistrationRound } from '../rounds';
import { TOO_MANY_CONTACTS, completeContactEntries, contactObject } from './contacts';
import { DEFAULT_DEVICES, devicesField } from './devices';
import {
  LIMITS,
  booleanField,
  choice,
  firstDay,
  firstDayProblem,
  optionalDateText,
  optionalEmail,
  optionalName,
  pupilCount,
  strictObject,
  lengthFirst,
} from './fields';
import { CONTACT_DETAILS_MISSING, FILL_IN_AGREEMENT, FILL_IN_TEST_DETAILS, SELECT_SCHOOL } from './messages';
import { described, describedEntries, type FieldMeaning } from './field-meaning';
import { registrationSchoolSchema } from './schoolFields';
import { AGREEMENT_FIELDS, AGREEMENT_LABELS, GROUP_FIELDS, PRODUCT_FIELDS } from './texts/labels';
import type { DeepPartial } from './types';

export const ALREADY_REGISTERED = 'Deze school is al aangemeld.';

const FIRST_DAY = 'Eerste afnamedag';

export { AGREEMENT_LABELS };
export const EMAILS_MUST_DIFFER = `${AGREEMENT_LABELS.bestuurPersonEmail} moet verschillen van ${AGREEMENT_LABELS.akkoordPersonEmail}.`;

/** What a round's product fields are. */
const ROUND_PRODUCT_FIELDS = {
  product_id: { hidden: true },
  product_name: { hidden: true },
  ...PRODUCT_FIELDS,
  ...AGREEMENT_FIELDS,
} as const satisfies Record<string, FieldMeaning>;

const sameEmail = (a: string, b: string) => normalizeEmail(a) === normalizeEmail(b);

/** The schemas of a round's Doorstroomtoets registration: `pre` and `final` mode. */
export function doorstroomtoetsRoundSchemas(round: RegistrationRound) {
  const product = round.products.Doorstroomtoets;
  const { window } = product;
  const productEntries = {
    product_id: v.literal(product.id, 'Onbekend product-id bij de Doorstroomtoets.'),
    product_name: v.literal(product.name, 'Onbekende productnaam bij de Doorstroomtoets.'),
    // One or more devices, in both modes; the form ticks Chromebooks when a school is picked with none.
    device_type: devicesField('Type apparaten'),
    amount: pupilCount('Aantal leerlingen in groep 8'),
    akkoordPersonNaam: optionalName(AGREEMENT_LABELS.akkoordPersonNaam, LIMITS.name),
    akkoordPersonFunctie: optionalName(AGREEMENT_LABELS.akkoordPersonFunctie, LIMITS.text),
    akkoordPersonEmail: optionalEmail(AGREEMENT_LABELS.akkoordPersonEmail),
    bestuurPersonEmail: optionalEmail(AGREEMENT_LABELS.bestuurPersonEmail),
  };
  const PREVIOUS_YEAR = 'Vorig jaar afgenomen';

  /** Pre mode: a first day, when given, must still lie in the window. */
  const preProduct = v.pipe(
    strictObject(
      describedEntries(
        {
          ...productEntries,
          eerstedag: optionalDateText(FIRST_DAY),
          previous_year_amn_doorstroomtoets: v.optional(choice(PREVIOUS_YEAR, YES_NO)),
        },
        ROUND_PRODUCT_FIELDS,
      ),
      FILL_IN_TEST_DETAILS,
    ),
    v.forward(
      v.partialCheck(
        [['eerstedag']],
        ({ eerstedag }) => !eerstedag || firstDayProblem(FIRST_DAY, eerstedag, window) === null,
        (issue) => firstDayProblem(FIRST_DAY, issue.input.eerstedag, window) ?? '',
      ),
      ['eerstedag'],
    ),
  );

  const answeredNo = (product: { previous_year_amn_doorstroomtoets: string }) =>
    product.previous_year_amn_doorstroomtoets === 'Nee';

  const finalProductObject = strictObject(
    describedEntries(
      {
        ...productEntries,
        eerstedag: firstDay(FIRST_DAY, window),
        previous_year_amn_doorstroomtoets: choice(
          PREVIOUS_YEAR,
          YES_NO,
          'Geef aan of uw school vorig jaar de AMN Doorstroomtoets heeft afgenomen.',
        ),
      },
      ROUND_PRODUCT_FIELDS,
    ),
    FILL_IN_TEST_DETAILS,
  );
  type FinalProduct = v.InferOutput<typeof finalProductObject>;

  /** On 'Nee' an agreement field is required; the message is put on that field. */
  const requiredOnNo = (key: keyof typeof AGREEMENT_LABELS) =>
    v.forward(
      v.partialCheck<FinalProduct, [['previous_year_amn_doorstroomtoets'], [typeof key]], FinalProduct, string>(
        [['previous_year_amn_doorstroomtoets'], [key]],
        (product) => !answeredNo(product) || !!product[key],
        `${AGREEMENT_LABELS[key]} is verplicht.`,
      ),
      [key],
    );

  /** Final mode, 'Nee': all four agreement fields, and two different e-mail addresses. */
  const finalProduct = v.pipe(
    finalProductObject,
    requiredOnNo('akkoordPersonNaam'),
    requiredOnNo('akkoordPersonFunctie'),
    requiredOnNo('akkoordPersonEmail'),
    requiredOnNo('bestuurPersonEmail'),
    v.forward(
      v.partialCheck(
        [['previous_year_amn_doorstroomtoets'], ['akkoordPersonEmail'], ['bestuurPersonEmail']],
        (product) =>
          !answeredNo(product) ||
          !product.akkoordPersonEmail ||
          !product.bestuurPersonEmail ||
          !sameEmail(product.akkoordPersonEmail, product.bestuurPersonEmail),
        EMAILS_MUST_DIFFER,
      ),
      ['bestuurPersonEmail'],
    ),
  );

  /** Every contact needs first name, last name and valid e-mail; the Doorstroomtoets flag defaults to true. */
  const contacts = lengthFirst(
    v.pipe(
      v.array(
        contactObject({ ...completeContactEntries, '100000000001': booleanField('Doorstroomtoets', true) }),
        CONTACT_DETAILS_MISSING,
      ),
      v.minLength(1, CONTACT_DETAILS_MISSING),
    ),
    LIMITS.contacts,
    { tooMany: TOO_MANY_CONTACTS, notAList: CONTACT_DETAILS_MISSING },
  );

  const sharedEntries = {
    school: described(registrationSchoolSchema, GROUP_FIELDS.school),
    /** The school was typed in by hand: its BRIN and RIO ids are unknown. */
    manualEntry: described(booleanField('Handmatige invoer', false), { hidden: true }),
    /** Set from /api/schoolAlreadyRegistered; a registered school cannot register again. */
    alreadyRegistered: described(booleanField('Al aangemeld', false), { hidden: true }),
    contacts: described(contacts, GROUP_FIELDS.contacts),
  };

  /** A school not entered by hand comes from the finder, so it has its BRIN and branch number. */
  const isSchoolChosen = (values: {
    manualEntry: boolean;
    school: { instellingscode: string | null; vestigingscode: string | null };
  }) => values.manualEntry || (!!values.school.instellingscode && !!values.school.vestigingscode);
  const isNotRegistered = (values: { alreadyRegistered: boolean }) => !values.alreadyRegistered;
  /** The fields each rule reads: both pipes check them, so they are written once. */
  const SCHOOL_CHOICE_PATHS: [['manualEntry'], ['school', 'instellingscode'], ['school', 'vestigingscode']] = [
    ['manualEntry'],
    ['school', 'instellingscode'],
    ['school', 'vestigingscode'],
  ];
  const REGISTERED_PATHS: [['alreadyRegistered']] = [['alreadyRegistered']];

  const pre = v.pipe(
    strictObject(
      {
        ...sharedEntries,
        products: described(strictObject({ Doorstroomtoets: preProduct }, FILL_IN_TEST_DETAILS), GROUP_FIELDS.products),
      },
      'Vul het aanmeldformulier in.',
    ),
    v.forward(v.partialCheck(SCHOOL_CHOICE_PATHS, isSchoolChosen, SELECT_SCHOOL), ['school']),
    v.forward(v.partialCheck(REGISTERED_PATHS, isNotRegistered, ALREADY_REGISTERED), ['alreadyRegistered']),
  );

  const final = v.pipe(
    strictObject(
      {
        ...sharedEntries,
        products: described(
          strictObject({ Doorstroomtoets: finalProduct }, FILL_IN_TEST_DETAILS),
          GROUP_FIELDS.products,
        ),
        /** The pre-registration this registration completes (from ?registratie=). */
        registrationId: described(
          v.optional(
            v.pipe(
              v.string('Registratiecode moet tekst zijn.'),
              v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'Registratiecode is ongeldig.'),
            ),
          ),
          { hidden: true },
        ),
      },
      'Vul het aanmeldformulier in.',
    ),
    v.forward(v.partialCheck(SCHOOL_CHOICE_PATHS, isSchoolChosen, SELECT_SCHOOL), ['school']),
    v.forward(v.partialCheck(REGISTERED_PATHS, isNotRegistered, ALREADY_REGISTERED), ['alreadyRegistered']),
  );

  return { pre, final };
}

type RoundSchemas = ReturnType<typeof doorstroomtoetsRoundSchemas>;
export type DoorstroomtoetsRoundPreInput = v.InferInput<RoundSchemas['pre']>;
export type DoorstroomtoetsRoundInput = v.InferInput<RoundSchemas['final']>;

export const REGISTRATION_ROUND_CHECKLIST = [
  SELECT_SCHOOL,
  FILL_IN_TEST_DETAILS,
  FILL_IN_AGREEMENT,
  CONTACT_DETAILS_MISSING,
] as const;

export function registrationRoundChecklistItem(path: readonly (string | number)[]): string | undefined {
  const [root, , field] = path;
  if (root === 'school' || root === 'manualEntry') return SELECT_SCHOOL;
  if (root === 'products')
    return typeof field === 'string' && field in AGREEMENT_LABELS ? FILL_IN_AGREEMENT : FILL_IN_TEST_DETAILS;
  if (root === 'contacts') return CONTACT_DETAILS_MISSING;
  return undefined;
}

/** A new contact: nothing chosen for them, the job title included. */
export function emptyDoorstroomtoetsRoundContact() {
  return {
    first_name: '',
    last_name: '',
    email: '',
    work_number: '',
    job_title: '' as const,
    '100000000001': true,
  };
}

/** The same start for both modes of a round; the final form may add `registrationId`. */
export function emptyDoorstroomtoetsRound(
  round: RegistrationRound,
): DeepPartial<DoorstroomtoetsRoundPreInput | DoorstroomtoetsRoundInput> {
  const product = round.products.Doorstroomtoets;
  return {
    manualEntry: false,
    alreadyRegistered: false,
    products: {
      Doorstroomtoets: {
        product_id: product.id,
        product_name: product.name,
        device_type: [...DEFAULT_DEVICES],
      },
    },
    contacts: [emptyDoorstroomtoetsRoundContact()],
  };
}
