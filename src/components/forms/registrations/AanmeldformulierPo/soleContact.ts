import { useEffect } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { CONTACT_WITHOUT_PRODUCT } from '@site/src/domain/forms';
import { PO_PRODUCT_KEYS, productIdKey } from '@site/src/domain/products';

type Values = {
  products?: Partial<Record<string, { subscribe?: unknown }>>;
  contacts?: (Record<string, unknown> | undefined)[];
};

/** The product flags a sole contact carries: exactly the products the school chose. */
export function soleContactFlags(values: Values): Record<string, boolean> {
  return Object.fromEntries(
    PO_PRODUCT_KEYS.map((key) => [productIdKey(key), values.products?.[key]?.subscribe === true]),
  );
}

/**
 * With one contact, that contact is the contact of every chosen product: no second tick per product
 * (the form shows a sentence instead of the boxes). A second contact brings the boxes back, the first
 * contact's ticks as they were.
 */
export function useSoleContactFollowsProducts() {
  const form = useForm();
  const { values } = useFormState<Values>({ subscription: { values: true } });
  const contacts = values.contacts ?? [];
  const sole = contacts.length === 1 ? contacts[0] : undefined;
  const flags = soleContactFlags(values);
  const differs = sole !== undefined && Object.entries(flags).some(([flag, on]) => (sole[flag] === true) !== on);
  useEffect(() => {
    if (differs && sole) form.change('contacts[0]', { ...sole, ...flags });
  });
}

/**
 * The schema's "tie every contact to a product" speaks of boxes a sole contact does not show: its
 * ties follow the products, and 'Selecteer minimaal één product' already says what is missing.
 */
export function withoutSoleContactTie<E extends object>(errors: E, values: Values): E {
  const contactErrors = (errors as { contacts?: unknown }).contacts;
  if ((values.contacts?.length ?? 0) !== 1 || !Array.isArray(contactErrors)) return errors;
  const first = contactErrors[0] as Record<string, unknown> | undefined;
  if (first?.[productIdKey(PO_PRODUCT_KEYS[0])] !== CONTACT_WITHOUT_PRODUCT) return errors;
  const { [productIdKey(PO_PRODUCT_KEYS[0])]: _tie, ...rest } = first;
  const others = contactErrors.slice(1);
  const { contacts: _contacts, ...withoutContacts } = errors as Record<string, unknown>;
  if (Object.keys(rest).length === 0 && others.every((item) => item === undefined)) return withoutContacts as E;
  return { ...withoutContacts, contacts: [Object.keys(rest).length ? rest : undefined, ...others] } as E;
}
