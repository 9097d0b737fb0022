/**
 * Primary-education sign-up (page and type in ./definitions): school, the three
 * products (trial test, trial test SO/SBO, transition PO-VO) and the contacts.
 * Cross-field rules use partialCheck so that they still report while other fields are missing:
 * the checklist then lists every open point at once.
 */
import * as v from 'valibot';
import { PO_PRODUCT_KEYS, type PoProductKey } from '../products';
import type { RegistrationRound } from '../rounds';
import { TOO_MANY_CONTACTS, completeContactEntries, contactObject, optionalContactEntries } from './contacts';
import {
  LIMITS,
  booleanField,
  firstDayProblem,
  lengthFirst,
  optionalDateText,
  pupilCount,
  strictObject,
} from './fields';
import { contactsOnChosenProducts } from './contactProductsChosen';
import {
  CONTACT_DETAILS_MISSING,
  CONTACT_FOR_UNCHOSEN_PRODUCT,
  CONTACT_WITHOUT_PRODUCT,
  FILL_IN_TEST_DETAILS,
  SELECT_PRODUCT,
  SELECT_SCHOOL,
} from './messages';
import { described, describedEntries } from './field-meaning';
import { foundSchoolSchema } from './schoolFields';
import { GROUP_FIELDS, PRODUCT_FIELDS } from './texts/labels';
import type { DeepPartial } from './types';

export function firstDayLabel(round: RegistrationRound, key: PoProductKey) {
  return `Eerste afnamedag van ${round.products[key].name}`;
}

/** One product: eerstedag (inside its window) and amount (≥ 1) are required only when subscribed. */
function poProduct<const K extends PoProductKey>(round: RegistrationRound, key: K) {
  const product = round.products[key];
  const label = firstDayLabel(round, key);
  return v.pipe(
    strictObject(
      describedEntries(
        {
          id: v.literal(product.id, `Onbekend product-id bij ${product.name}.`),
          name: v.literal(product.name, `Onbekende productnaam bij ${product.name}.`),
          subscribe: booleanField(`Aanmelden voor ${product.name}`, false),
          eerstedag: optionalDateText(label),
          amount: v.optional(pupilCount(`Aantal leerlingen voor ${product.name}`)),
        },
        // The product's name is shown and searched as a name, as the summaries always have.
        { id: { hidden: true }, name: { searched: 'text', label: { nl: 'Naam' } }, ...PRODUCT_FIELDS },
      ),
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

const productFlags = (round: RegistrationRound) => ({
  '7544': booleanField(round.products.Proeftoets.name, false),
  '8227': booleanField(round.products.ProeftoetsSOSBO.name, false),
  '100000000002': booleanField(round.products.AansluitingPOVO.name, false),
});

const tiedPaths = [['7544'], ['8227'], ['100000000002']] as const;
const isTied = (contact: { '7544': boolean; '8227': boolean; '100000000002': boolean }) =>
  contact['7544'] || contact['8227'] || contact['100000000002'];

/** The sign-up's schema for one round: its product names and first-day windows. */
function makeSchema(round: RegistrationRound) {
  const flags = productFlags(round);
  /** Every contact is tied to at least one product (the error sits on its first product box). */
  const firstContact = v.pipe(
    contactObject({ ...completeContactEntries, ...flags }),
    v.forward(v.partialCheck(tiedPaths, isTied, CONTACT_WITHOUT_PRODUCT), ['7544']),
  );
  const otherContact = v.pipe(
    contactObject({ ...optionalContactEntries, ...flags }),
    v.forward(v.partialCheck(tiedPaths, isTied, CONTACT_WITHOUT_PRODUCT), ['7544']),
  );

  /** The first contact needs name and valid e-mail; further contacts only a valid e-mail if given. */
  const contacts = lengthFirst(
    v.tupleWithRest([firstContact], otherContact, CONTACT_DETAILS_MISSING),
    LIMITS.contacts,
    {
      tooMany: TOO_MANY_CONTACTS,
      notAList: CONTACT_DETAILS_MISSING,
    },
  );

  return v.pipe(
    strictObject(
      {
        school: described(foundSchoolSchema, GROUP_FIELDS.school),
        products: described(
          strictObject(
            {
              Proeftoets: poProduct(round, 'Proeftoets'),
              ProeftoetsSOSBO: poProduct(round, 'ProeftoetsSOSBO'),
              AansluitingPOVO: poProduct(round, 'AansluitingPOVO'),
            },
            SELECT_PRODUCT,
          ),
          GROUP_FIELDS.products,
        ),
        contacts: described(contacts, GROUP_FIELDS.contacts),
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
    contactsOnChosenProducts(),
  );
}

const schemas = new Map<number, ReturnType<typeof makeSchema>>();

/**
 * The primary sign-up's schema for a round (made once per round). The form has no year of its own:
 * a new sign-up is checked against the round current on its day, a change against its stored round.
 */
export function aanmeldformulierPoSchemaOf(round: RegistrationRound) {
  let schema = schemas.get(round.year);
  if (!schema) schemas.set(round.year, (schema = makeSchema(round)));
  return schema;
}

export type AanmeldformulierPoSchema = ReturnType<typeof makeSchema>;
export type AanmeldformulierPoInput = v.InferInput<AanmeldformulierPoSchema>;

/** Checklist 'Nog niet compleet:', in this order. */
export const PO_CHECKLIST = [
  SELECT_SCHOOL,
  SELECT_PRODUCT,
  FILL_IN_TEST_DETAILS,
  CONTACT_DETAILS_MISSING,
  CONTACT_WITHOUT_PRODUCT,
  CONTACT_FOR_UNCHOSEN_PRODUCT,
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
    if (message === CONTACT_WITHOUT_PRODUCT || message === CONTACT_FOR_UNCHOSEN_PRODUCT) return message;
    return second === undefined || second === 0 || third === 'email' ? CONTACT_DETAILS_MISSING : undefined;
  }
  return undefined;
}

function emptyProduct(round: RegistrationRound, key: PoProductKey) {
  const { id, name } = round.products[key];
  return { id, name, subscribe: false };
}

/** Starts with the three products (ids and names set) and one empty contact; no job title chosen. */
export function emptyPoContact() {
  return {
    first_name: '',
    last_name: '',
    email: '',
    job_title: '' as const,
    '7544': false,
    '8227': false,
    '100000000002': false,
  };
}

export function emptyAanmeldformulierPo(round: RegistrationRound): DeepPartial<AanmeldformulierPoInput> {
  return {
    products: {
      Proeftoets: emptyProduct(round, 'Proeftoets'),
      ProeftoetsSOSBO: emptyProduct(round, 'ProeftoetsSOSBO'),
      AansluitingPOVO: emptyProduct(round, 'AansluitingPOVO'),
    },
    contacts: [emptyPoContact()],
  };
}
