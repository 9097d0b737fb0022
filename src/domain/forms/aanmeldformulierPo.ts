/**
 * Primary-education sign-up (page and type in ./definitions): school, the three
 * products (trial test, trial test SO/SBO, transition PO-VO) and the contacts.
 * Cross-field rules use partialCheck so that they still report while other fields are missing:
 * the checklist then lists every open point at once.
 */
import * as v from 'valibot';
import { PO_PRODUCT_KEYS, PRODUCTS, type PoProductKey } from '../products';
import {
  JOB_TITLE_OPTIONS,
  TOO_MANY_CONTACTS,
  completeContactEntries,
  contactObject,
  optionalContactEntries,
} from './contacts';
import { LIMITS, booleanField, firstDayProblem, optionalDateText, pupilCount, strictObject } from './fields';
import {
  CONTACT_DETAILS_MISSING,
  CONTACT_WITHOUT_PRODUCT,
  FILL_IN_TEST_DETAILS,
  SELECT_PRODUCT,
  SELECT_SCHOOL,
} from './messages';
import { foundSchoolSchema } from './schoolFields';
import type { DeepPartial } from './types';

function firstDayLabel(key: PoProductKey) {
  return `Eerste afnamedag van ${PRODUCTS[key].name}`;
}

/** One product: eerstedag (inside its window) and amount (≥ 1) are required only when subscribed. */
function poProduct<const K extends PoProductKey>(key: K) {
  const product = PRODUCTS[key];
  const label = firstDayLabel(key);
  return v.pipe(
    strictObject(
      {
        id: v.literal(product.id, `Onbekend product-id bij ${product.name}.`),
        name: v.literal(product.name, `Onbekende productnaam bij ${product.name}.`),
        subscribe: booleanField(`Aanmelden voor ${product.name}`, false),
        eerstedag: optionalDateText(label),
        amount: v.optional(pupilCount(`Aantal leerlingen voor ${product.name}`)),
      },
      `Vul de gegevens van ${product.name} in.`,
    ),
    v.forward(
      v.partialCheck(
        [['subscribe'], ['eerstedag']],
        (item) => !item.subscribe || firstDayProblem(label, item.eerstedag, product.window) === null,
        (issue) => firstDayProblem(label, issue.input.eerstedag, product.window) ?? '',
      ),
      ['eerstedag'],
    ),
    v.forward(
      v.partialCheck(
        [['subscribe'], ['amount']],
        (item) => !item.subscribe || item.amount !== undefined,
        `Aantal leerlingen voor ${product.name} is verplicht.`,
      ),
      ['amount'],
    ),
  );
}

const productFlags = {
  '7544': booleanField(PRODUCTS.Proeftoets.name, false),
  '8227': booleanField(PRODUCTS.ProeftoetsSOSBO.name, false),
  '100000000002': booleanField(PRODUCTS.AansluitingPOVO.name, false),
};

const tiedPaths = [['7544'], ['8227'], ['100000000002']] as const;
const isTied = (contact: { '7544': boolean; '8227': boolean; '100000000002': boolean }) =>
  contact['7544'] || contact['8227'] || contact['100000000002'];

/** Every contact is tied to at least one product (the error sits on its first product box). */
const firstContact = v.pipe(
  contactObject({ ...completeContactEntries, ...productFlags }),
  v.forward(v.partialCheck(tiedPaths, isTied, CONTACT_WITHOUT_PRODUCT), ['7544']),
);
const otherContact = v.pipe(
  contactObject({ ...optionalContactEntries, ...productFlags }),
  v.forward(v.partialCheck(tiedPaths, isTied, CONTACT_WITHOUT_PRODUCT), ['7544']),
);

/** The first contact needs name and valid e-mail; further contacts only a valid e-mail if given. */
const contacts = v.pipe(
  v.tupleWithRest([firstContact], otherContact, CONTACT_DETAILS_MISSING),
  v.maxLength(LIMITS.contacts, TOO_MANY_CONTACTS),
);

export const aanmeldformulierPoSchema = v.pipe(
  strictObject(
    {
      school: foundSchoolSchema,
      products: strictObject(
        {
          Proeftoets: poProduct('Proeftoets'),
          ProeftoetsSOSBO: poProduct('ProeftoetsSOSBO'),
          AansluitingPOVO: poProduct('AansluitingPOVO'),
        },
        SELECT_PRODUCT,
      ),
      contacts,
    },
    'Vul het aanmeldformulier in.',
  ),
  v.forward(
    v.partialCheck(
      [
        ['products', 'Proeftoets', 'subscribe'],
        ['products', 'ProeftoetsSOSBO', 'subscribe'],
        ['products', 'AansluitingPOVO', 'subscribe'],
      ],
      ({ products }) => PO_PRODUCT_KEYS.some((key) => products[key].subscribe),
      SELECT_PRODUCT,
    ),
    ['products'],
  ),
);

export type AanmeldformulierPoInput = v.InferInput<typeof aanmeldformulierPoSchema>;
export type AanmeldformulierPoValues = v.InferOutput<typeof aanmeldformulierPoSchema>;

/** Checklist 'Dingen om te controleren:', in this order. */
export const PO_CHECKLIST = [
  SELECT_SCHOOL,
  SELECT_PRODUCT,
  FILL_IN_TEST_DETAILS,
  CONTACT_DETAILS_MISSING,
  CONTACT_WITHOUT_PRODUCT,
] as const;

/** Which checklist item an issue at this path belongs to. */
export function poChecklistItem(path: readonly (string | number)[], message: string): string | undefined {
  const [root, second, third] = path;
  if (root === 'school') return SELECT_SCHOOL;
  if (root === 'products') {
    if (path.length === 1 || third === 'subscribe' || message === SELECT_PRODUCT) return SELECT_PRODUCT;
    return FILL_IN_TEST_DETAILS;
  }
  if (root === 'contacts') {
    if (message === CONTACT_WITHOUT_PRODUCT) return CONTACT_WITHOUT_PRODUCT;
    return second === undefined || second === 0 || third === 'email' ? CONTACT_DETAILS_MISSING : undefined;
  }
  return undefined;
}

function emptyProduct(key: PoProductKey) {
  return { id: PRODUCTS[key].id, name: PRODUCTS[key].name, subscribe: false };
}

/** Starts with the three products (ids and names set) and one empty contact; no empty job title. */
export function emptyPoContact() {
  return {
    first_name: '',
    last_name: '',
    email: '',
    job_title: JOB_TITLE_OPTIONS[0],
    '7544': false,
    '8227': false,
    '100000000002': false,
  };
}

export function emptyAanmeldformulierPo(): DeepPartial<AanmeldformulierPoInput> {
  return {
    products: {
      Proeftoets: emptyProduct('Proeftoets'),
      ProeftoetsSOSBO: emptyProduct('ProeftoetsSOSBO'),
      AansluitingPOVO: emptyProduct('AansluitingPOVO'),
    },
    contacts: [emptyPoContact()],
  };
}
