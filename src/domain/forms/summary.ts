import { formatDutchLong } from '../dates';
import type { Locale } from '../locale';
import { productIdKey, productsOn, type ProductKey } from '../products';
import { isRecord } from '../values';
import { townName } from '../town';
import { PRODUCT_KEYS } from '../rounds';
import { countLabel, productName } from '../registration-reading';
import type { FieldMeanings } from './field-meaning';
import { storedFieldMeanings } from './meanings';
import { listInWords } from '../registration-reading/labels';

/**
 * A field's label as its schema gives it (forms/field-meaning.ts), by its path (`school.naam`,
 * `contacts.email`), in `locale` where the Romanian site has the field; the key when it has none.
 */
export function fieldLabel(path: string, locale: Locale, meanings: FieldMeanings = storedFieldMeanings()): string {
  const label = meanings.get(path)?.label;
  if (!label) return path.split('.').at(-1) ?? path;
  return (locale === 'ro' ? label.ro : undefined) ?? label.nl;
}

/** What a stored payload carries beside its form's fields (its type, ids of older versions): never shown. */
const NOT_FIELDS = new Set(['type', 'id', 'name_id']);

/** Bookkeeping, not something the sender gave: its schema says so, or it is no form's field. */
const hidden = (key: string, path: string, meanings: FieldMeanings) =>
  NOT_FIELDS.has(key) || meanings.get(path)?.hidden === true;

const within = (path: string, key: string) => (path ? `${path}.${key}` : key);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Product ids → names of the form's products (contacts are flagged per product id). A registration
 * names its products itself (the name of its own round); a value without one gets today's name.
 */
function productNames(products: readonly ProductKey[], values: unknown): Map<string, string> {
  const sent = isRecord(values) && isRecord(values.products) ? values.products : {};
  const today = productsOn();
  return new Map(
    products.map((key) => {
      const product = sent[key];
      const name = isRecord(product) ? (product.name ?? product.product_name) : undefined;
      return [productIdKey(key), typeof name === 'string' ? name : today[key].name];
    }),
  );
}

const YES_NO: Record<Locale, [string, string]> = { nl: ['Ja', 'Nee'], ro: ['Da', 'Nu'] };

function formatValue(value: Json, locale: Locale): string {
  if (value === true) return YES_NO[locale][0];
  if (value === false) return YES_NO[locale][1];
  if (value === null || value === '') return '-';
  if (typeof value === 'string' && ISO_DATE.test(value)) {
    try {
      return formatDutchLong(value);
    } catch {
      return value;
    }
  }
  return String(value);
}

/** A list of choices (the devices): one value, 'Chromebooks en iPads', not a numbered list. */
const isChoiceList = (value: Json): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');

const isProductKey = (key: string): key is ProductKey => PRODUCT_KEYS.some((product) => product === key);

/**
 * A field's label. A registration's product goes by its name as people say it, never its key, and
 * its pupil count names the group its round gives it ('Aantal leerlingen in groep 7').
 */
function label(
  key: string,
  products: Map<string, string>,
  locale: Locale,
  meanings: FieldMeanings,
  path: string,
  parent = '',
  item?: unknown,
): string {
  if (products.has(key)) return `Verantwoordelijk voor ${products.get(key)}`;
  if (parent === 'products' && isProductKey(key)) return productName(key, null, item);
  if (key === 'amount' && isProductKey(parent)) return countLabel(productsOn()[parent].group);
  return fieldLabel(within(path, key), locale, meanings);
}

/** One line of a summary: a label and its value (empty for a heading of what follows), and its depth. */
export type SummaryRow = { label: string; value: string; depth: number };

/**
 * Whether a field is left out of a summary because nobody chose it: a school's empty field (the RIO
 * codes of a school DUO alone knows), the main location `00` (a school with one location has only
 * that), and a contact's product flag where the form has one product and never asks it.
 */
function unasked(key: string, item: Json, parent: string, products: Map<string, string>): boolean {
  if (parent === 'school') return item === null || item === '' || (key === 'vestigingscode' && item === '00');
  return parent === 'contacts' && products.has(key) && products.size <= 1;
}

/** A value as shown: DUO's town names in the capitals people write them with. */
function shown(key: string, item: Json, locale: Locale): string {
  if (key === 'plaatsnaam' && typeof item === 'string') return townName(item);
  return formatValue(item, locale);
}

/** The submitted values as rows: the labels the form shows, nested groups one level deeper. */
export function summaryRows(
  values: unknown,
  formProducts: readonly ProductKey[] = [],
  locale: Locale = 'nl',
  meanings: FieldMeanings = storedFieldMeanings(),
): SummaryRow[] {
  const products = productNames(formProducts, values);
  const walk = (value: Json, depth: number, parent: string, path: string): SummaryRow[] => {
    if (Array.isArray(value)) {
      return value.flatMap((item, index) =>
        isRecord(item) || Array.isArray(item)
          ? [{ label: `${index + 1}.`, value: '', depth }, ...walk(item, depth + 1, parent, path)]
          : [{ label: `${index + 1}.`, value: formatValue(item, locale), depth }],
      );
    }
    if (!isRecord(value)) return [{ label: '', value: formatValue(value, locale), depth }];
    return Object.entries(value).flatMap(([key, item]) => {
      if (hidden(key, within(path, key), meanings) || item === undefined || unasked(key, item, parent, products))
        return [];
      const name = label(key, products, locale, meanings, path, parent, item);
      if (isChoiceList(item)) return [{ label: name, value: listInWords(item), depth }];
      if (isRecord(item) || Array.isArray(item)) {
        return [{ label: name, value: '', depth }, ...walk(item, depth + 1, key, within(path, key))];
      }
      return [{ label: name, value: shown(key, item, locale), depth }];
    });
  };
  return walk(values as Json, 0, '', '');
}

/** One field of the submitted values: its path (`products.Doorstroomtoets.amount`), label and shown value. */
export type FlatField = { path: string; label: string; value: string };

/**
 * The submitted values as one field per leaf, each labelled with its groups (`Doorstroomtoets:
 * Aantal leerlingen in groep 8`): what a list of changes is compared by.
 */
export function flatFields(
  values: unknown,
  formProducts: readonly ProductKey[] = [],
  locale: Locale = 'nl',
  meanings: FieldMeanings = storedFieldMeanings(),
): FlatField[] {
  const products = productNames(formProducts, values);
  const fields: FlatField[] = [];
  const walk = (value: Json, path: string[], labels: string[], meaningPath: string): void => {
    const parent = path[path.length - 1] ?? '';
    if (isChoiceList(value)) {
      fields.push({ path: path.join('.'), label: labels.join(': '), value: listInWords(value) });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...path, String(index)], [...labels, `${index + 1}`], meaningPath));
    } else if (isRecord(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (hidden(key, within(meaningPath, key), meanings) || item === undefined) continue;
        // 'Producten' above every product says nothing: the product's name does.
        const groupLabel =
          key === 'products' ? [] : [label(key, products, locale, meanings, meaningPath, parent, item)];
        walk(item, [...path, key], [...labels, ...groupLabel], within(meaningPath, key));
      }
    } else {
      fields.push({ path: path.join('.'), label: labels.join(': '), value: formatValue(value, locale) });
    }
  };
  walk(values as Json, [], [], '');
  return fields;
}

/** The chosen school's name, or null for a submission without one. */
export function schoolName(values: unknown): string | null {
  if (!isRecord(values) || !isRecord(values.school)) return null;
  return typeof values.school.naam === 'string' && values.school.naam.trim() ? values.school.naam : null;
}
