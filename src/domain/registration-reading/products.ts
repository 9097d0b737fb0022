import { isIsoDate } from '../dates';
import { PRODUCT_KEYS, type ProductKey, type RegistrationRound } from '../rounds';
import { isRecord } from '../values';
import { PRODUCT_DETAIL_LABELS, countLabel, listInWords } from './labels';
import type { ProductReading } from './types';

/** A product's name as people say it: the round's name, with the round's year where the name has none. */
export function productName(key: ProductKey, round: RegistrationRound | null, stored?: unknown): string {
  const storedName = isRecord(stored) ? (stored.name ?? stored.product_name) : undefined;
  if (!round) return typeof storedName === 'string' && storedName ? storedName : key;
  const { name } = round.products[key];
  return /\b\d{4}\b/.test(name) ? name : `${name} ${round.year}`;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A detail as a line says it: a list of choices (the devices) in words, 'Chromebooks en iPads'. */
const detailText = (value: unknown): string =>
  Array.isArray(value) ? listInWords(value.map(text).filter(Boolean)) : text(value);

/** The product keys of the values in form order, chosen or not. */
export function productKeysIn(values: unknown): ProductKey[] {
  const products = isRecord(values) && isRecord(values.products) ? values.products : {};
  return PRODUCT_KEYS.filter((key) => isRecord(products[key]));
}

/** Whether the school chose the product: the primary sign-up asks per product, the Doorstroomtoets forms have one. */
const chosen = (product: Record<string, unknown>) => product.subscribe !== false;

/** The products the school chose, each with its first day and its pupils in the right group. */
export function chosenProducts(values: unknown, round: RegistrationRound | null): ProductReading[] {
  const products = isRecord(values) && isRecord(values.products) ? values.products : {};
  return productKeysIn(values).flatMap((key) => {
    const product = products[key];
    if (!isRecord(product) || !chosen(product)) return [];
    const group = round ? round.products[key].group : null;
    const firstDay = text(product.eerstedag);
    return [
      {
        key,
        name: productName(key, round, product),
        firstDay: isIsoDate(firstDay) ? firstDay : null,
        group,
        countLabel: countLabel(group),
        pupils: typeof product.amount === 'number' ? product.amount : null,
        window: round ? round.products[key].window : null,
        details: Object.entries(PRODUCT_DETAIL_LABELS).flatMap(([field, label]) => {
          const value = detailText(product[field]);
          return value ? [{ label, value }] : [];
        }),
      },
    ];
  });
}
