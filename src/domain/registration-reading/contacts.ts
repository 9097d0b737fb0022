import { fullName } from '../people';
import { PRODUCT_KEYS, type ProductKey, type RegistrationRound } from '../rounds';
import { isRecord } from '../values';
import { productName } from './products';
import type { ContactReading } from './types';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The contacts, each with the products they are responsible for in one list. Their product flags
 * are keyed by product id ('100000000002'); a form with one product never asks, so none is named.
 * Only a product the school chose is named: a flag left on a product it did not choose (stored
 * before the schema refused that) says nothing about the registration.
 */
export function contactReadings(
  values: unknown,
  round: RegistrationRound | null,
  formProducts: readonly ProductKey[],
): ContactReading[] {
  const contacts = isRecord(values) && Array.isArray(values.contacts) ? values.contacts.filter(isRecord) : [];
  const stored = isRecord(values) && isRecord(values.products) ? values.products : {};
  const idOf = (key: ProductKey): string | null => {
    if (round) return String(round.products[key].id);
    const product = stored[key];
    const id = isRecord(product) ? (product.id ?? product.product_id) : undefined;
    return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
  };
  const chosen = (key: ProductKey) => isRecord(stored[key]) && stored[key].subscribe !== false;
  const asked = formProducts.length > 1 ? PRODUCT_KEYS.filter((key) => formProducts.includes(key) && chosen(key)) : [];
  return contacts
    .map((contact) => ({
      name: fullName(contact),
      email: text(contact.email),
      phone: text(contact.work_number ?? contact.phone),
      jobTitle: text(contact.job_title),
      responsibleFor: asked.flatMap((key) => {
        const id = idOf(key);
        return id !== null && contact[id] === true ? [productName(key, round, stored[key])] : [];
      }),
    }))
    .filter((contact) => contact.name || contact.email);
}
