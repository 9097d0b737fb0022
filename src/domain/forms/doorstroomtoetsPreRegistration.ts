/** Doorstroomtoets pre-registration; its page and type are in ./definitions. */
import * as v from 'valibot';
import { DOORSTROOMTOETS } from '../products';
import {
  JOB_TITLE_OPTIONS_WITH_EMPTY,
  TOO_MANY_CONTACTS,
  completeContactEntries,
  contactObject,
  jobTitleField,
  optionalContactEntries,
} from './contacts';
import { DEFAULT_DEVICES, devicesField } from './devices';
import { LIMITS, lengthFirst, pupilCount, strictObject } from './fields';
import { CONTACT_DETAILS_MISSING, FILL_IN_TEST_DETAILS, SELECT_SCHOOL } from './messages';
import { described, describedEntries } from './field-meaning';
import { foundSchoolSchema } from './schoolFields';
import { GROUP_FIELDS, PRODUCT_FIELDS } from './texts/labels';
import type { DeepPartial } from './types';

/** Every contact carries the Doorstroomtoets flag, always true (absent means true). */
const doorstroomtoetsFlag = {
  '100000000001': v.optional(v.literal(true, 'Een contactpersoon moet aan de Doorstroomtoets gekoppeld zijn.'), true),
  job_title: jobTitleField(JOB_TITLE_OPTIONS_WITH_EMPTY),
};

export const doorstroomtoetsProductSchema = strictObject(
  describedEntries(
    {
      product_id: v.literal(DOORSTROOMTOETS.id, 'Onbekend product-id bij de Doorstroomtoets.'),
      product_name: v.literal(DOORSTROOMTOETS.name, 'Onbekende productnaam bij de Doorstroomtoets.'),
      amount: pupilCount('Aantal leerlingen in groep 8'),
      // Required, one or more: the form ticks Chromebooks when a school is picked with none ticked.
      device_type: devicesField('Type apparaten'),
    },
    { product_id: { hidden: true }, product_name: { hidden: true }, ...PRODUCT_FIELDS },
  ),
  FILL_IN_TEST_DETAILS,
);

/** At least one contact, the first with first name, last name and valid e-mail. */
export const doorstroomtoetsPreRegistrationSchema = strictObject(
  {
    school: described(foundSchoolSchema, GROUP_FIELDS.school),
    products: described(
      strictObject({ Doorstroomtoets: doorstroomtoetsProductSchema }, FILL_IN_TEST_DETAILS),
      GROUP_FIELDS.products,
    ),
    contacts: described(
      lengthFirst(
        v.tupleWithRest(
          [contactObject({ ...completeContactEntries, ...doorstroomtoetsFlag })],
          contactObject({ ...optionalContactEntries, ...doorstroomtoetsFlag }),
          CONTACT_DETAILS_MISSING,
        ),
        LIMITS.contacts,
        { tooMany: TOO_MANY_CONTACTS, notAList: CONTACT_DETAILS_MISSING },
      ),
      GROUP_FIELDS.contacts,
    ),
  },
  'Vul het vooraanmeldformulier in.',
);

export type DoorstroomtoetsPreRegistrationInput = v.InferInput<typeof doorstroomtoetsPreRegistrationSchema>;

export const PRE_REGISTRATION_CHECKLIST = [SELECT_SCHOOL, FILL_IN_TEST_DETAILS, CONTACT_DETAILS_MISSING] as const;

export function preRegistrationChecklistItem(path: readonly (string | number)[]): string | undefined {
  const [root, index, field] = path;
  if (root === 'school') return SELECT_SCHOOL;
  if (root === 'products') return FILL_IN_TEST_DETAILS;
  if (root === 'contacts' && (index === undefined || index === 0 || field === 'email')) return CONTACT_DETAILS_MISSING;
  return undefined;
}

export function emptyDoorstroomtoetsContact() {
  return { first_name: '', last_name: '', email: '', work_number: '', job_title: '', '100000000001': true } as const;
}

/** Starts with the product set (device Chromebooks) and one empty contact. */
export function emptyDoorstroomtoetsPreRegistration(): DeepPartial<DoorstroomtoetsPreRegistrationInput> {
  return {
    products: {
      Doorstroomtoets: {
        product_id: DOORSTROOMTOETS.id,
        product_name: DOORSTROOMTOETS.name,
        device_type: [...DEFAULT_DEVICES],
      },
    },
    contacts: [{ ...emptyDoorstroomtoetsContact() }],
  };
}
