/**
 * One submission as the cells of the workspace's Excel export: every field under the name people
 * say (a product's columns under its name in the submission's round, its pupils with their group),
 * every value as what it is (a date, a count, text kept as typed), and nothing where nothing was
 * chosen or given.
 */
import { rowFields, type RowValues } from '../../submissions/store/payload';
import { isIsoDate } from '../../../src/domain/dates';
import { definitionOf, isStoredType } from '../../../src/domain/forms';
import type { FieldMeanings } from '../../../src/domain/forms/field-meaning';
import { storedFieldMeanings } from '../../../src/domain/forms/meanings';
import { PRODUCT_KEYS, productIdKey, type ProductKey } from '../../../src/domain/products';
import { productName } from '../../../src/domain/registration-reading';
import type { RegistrationRound } from '../../../src/domain/rounds';
import { townName } from '../../../src/domain/town';
import { isRecord } from '../../../src/domain/values';
import { EMPTY_CELL, countCell, dateCell, textCell, type SheetCell } from './spreadsheet-cells';
import { flatFields } from '../../../src/domain/forms/summary';

/** One column of a row: its name and its cell. */
export type ExportField = { column: string; cell: SheetCell };

const isProductKey = (key: string): key is ProductKey => PRODUCT_KEYS.some((product) => product === key);

/** A product's own bookkeeping: its name is in every one of its columns already. */
const PRODUCT_IDENTITY = new Set(['id', 'name', 'product_id', 'product_name']);
/** First, in this order, for every product: a row of one round has the same columns whatever was chosen. */
const PRODUCT_FIRST = ['subscribe', 'eerstedag', 'amount'] as const;

/** A value as its cell: a date as a date, a count as a number, yes/no in words, text as typed. */
function valueCell(key: string, value: unknown): SheetCell {
  if (value === null || value === undefined || value === '') return EMPTY_CELL;
  if (value === true) return textCell('Ja');
  if (value === false) return textCell('Nee');
  if (typeof value === 'number') return countCell(value);
  // A list of choices (the devices) in one cell, as the form lists them.
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return textCell(value.join(', '));
  if (typeof value !== 'string') return textCell(JSON.stringify(value));
  if (isIsoDate(value)) return dateCell(value);
  // DUO's town names in the capitals people write them with, as the mails show them.
  if (key === 'plaatsnaam') return textCell(townName(value));
  return textCell(value);
}

type ProductFacts = { name: string; group: number | undefined };

/** A product's name (as the registration's one reading names it) and pupils' group in the submission's round. */
function productFacts(key: string, sent: unknown, round: RegistrationRound | undefined): ProductFacts {
  if (round && isProductKey(key)) return { name: productName(key, round, sent), group: round.products[key].group };
  const named = isRecord(sent) ? (sent.name ?? sent.product_name) : undefined;
  return { name: typeof named === 'string' ? named : key, group: undefined };
}

/**
 * A product's columns. A product the school did not choose (`subscribe` false) keeps its columns,
 * empty: no "Nee" in a column per product nobody asked for.
 */
function productFields(
  key: string,
  sent: unknown,
  round: RegistrationRound | undefined,
  meanings: FieldMeanings,
): ExportField[] {
  if (!isRecord(sent)) return [];
  const { name, group } = productFacts(key, sent, round);
  const chosen = sent.subscribe !== false;
  const keys = [
    ...PRODUCT_FIRST.filter((field) => field !== 'subscribe' || 'subscribe' in sent),
    ...Object.keys(sent).filter(
      (field) => !PRODUCT_IDENTITY.has(field) && !PRODUCT_FIRST.some((first) => first === field),
    ),
  ];
  return keys.map((field) => {
    const fieldName =
      field === 'amount'
        ? `aantal leerlingen${group === undefined ? '' : ` (groep ${group})`}`
        : (meanings.get(`products.${key}.${field}`)?.column ?? field);
    // A chosen product's box is "Ja"; an unchosen product's columns are empty.
    const cell =
      !chosen || (field === 'subscribe' && sent.subscribe !== true) ? EMPTY_CELL : valueCell(field, sent[field]);
    return { column: `${name} – ${fieldName}`, cell };
  });
}

/** A field's column name as a person reads it: "Contactpersoon 1: E-mail", "School: Vestiging". */
function columnName(label: string): string {
  return label.replace(/^Contactpersonen: (\d+): /, 'Contactpersoon $1: ');
}

const CONTACT_FIELD = /^contacts\.(\d+)\.(.+)$/;

/**
 * A submission's fields as columns and cells, in the form's order. `round`: the round it belongs to
 * (its products' names and groups); a form without products has none.
 */
export function exportFields(
  type: string,
  values: RowValues,
  round: RegistrationRound | undefined,
  meanings: FieldMeanings = storedFieldMeanings(),
): ExportField[] {
  const products = isStoredType(type) ? definitionOf(type).products : [];
  const productOfFlag = new Map<string, ProductKey>(products.map((key) => [productIdKey(key), key]));
  const sent = rowFields(values);
  const sentProducts = isRecord(sent.products) ? sent.products : {};
  const contacts = Array.isArray(sent.contacts) ? sent.contacts : [];
  const fields: ExportField[] = [];
  let productsDone = false;
  /** The contact whose products go in after its last field (their flags come first in a stored object). */
  let responsibleOf: string | null = null;
  const addResponsible = () => {
    if (responsibleOf === null) return;
    const contact: unknown = contacts[Number(responsibleOf)];
    const names = [...productOfFlag]
      .filter(([flag]) => isRecord(contact) && contact[flag] === true)
      .map(([, key]) => productFacts(key, sentProducts[key], round).name);
    fields.push({
      column: `Contactpersoon ${Number(responsibleOf) + 1}: Verantwoordelijk voor`,
      cell: names.length > 0 ? textCell(names.join(', ')) : EMPTY_CELL,
    });
    responsibleOf = null;
  };
  for (const field of flatFields(values, products, 'nl', meanings)) {
    if (field.path === 'type') continue;
    const contactField = CONTACT_FIELD.exec(field.path);
    if (responsibleOf !== null && contactField?.[1] !== responsibleOf) addResponsible();
    if (field.path.startsWith('products.')) {
      if (!productsDone)
        for (const [key, sent] of Object.entries(sentProducts))
          fields.push(...productFields(key, sent, round, meanings));
      productsDone = true;
      continue;
    }
    if (contactField && productOfFlag.has(contactField[2])) {
      // A form with one product never asks whose it is; with more, one column lists the contact's products.
      if (products.length > 1) responsibleOf = contactField[1];
      continue;
    }
    const key = field.path.split('.').at(-1) ?? '';
    fields.push({ column: columnName(field.label), cell: valueCell(key, valueAt(values, field.path)) });
  }
  addResponsible();
  return fields;
}

/** The raw value at a dotted path (`school.vestigingscode`, `contacts.0.email`). */
function valueAt(values: RowValues, path: string): unknown {
  let value: unknown = values;
  for (const step of path.split('.')) {
    if (Array.isArray(value)) value = value[Number(step)];
    else if (isRecord(value)) value = value[step];
    else return undefined;
  }
  return value;
}
