/**
 * A contact of the primary sign-up is responsible only for products the school chose: a box left
 * ticked on a product it did not choose would make the contact "verantwoordelijk" for nothing the
 * school registered (and the mails name it). Refused, on the contact's product boxes.
 */
import * as v from 'valibot';
import { PO_PRODUCT_KEYS, productIdKey } from '../products';
import { isRecord } from '../values';
import { CONTACT_FOR_UNCHOSEN_PRODUCT } from './messages';

/** The box the contact's product message sits on (the form shows it there, the summary links to it). */
const FIRST_BOX = productIdKey(PO_PRODUCT_KEYS[0]);

/**
 * The check, for the sign-up's whole values. It runs while other fields are still wrong (as the
 * partial checks do): it looks only at product choices and contact boxes that are booleans.
 */
export function contactsOnChosenProducts<T>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    // Read as unknown: while other fields are wrong the values are not the sign-up's type yet.
    const values: unknown = dataset.value;
    if (!isRecord(values) || !isRecord(values.products) || !Array.isArray(values.contacts)) return;
    const { products, contacts } = values;
    const chosen = (key: string) => isRecord(products[key]) && products[key].subscribe === true;
    // With no product chosen 'Selecteer minimaal één product' says it all.
    if (!PO_PRODUCT_KEYS.some(chosen)) return;
    const unchosen = PO_PRODUCT_KEYS.filter((key) => !chosen(key)).map((key) => productIdKey(key));
    contacts.forEach((contact, index) => {
      if (!isRecord(contact) || !unchosen.some((flag) => contact[flag] === true)) return;
      addIssue({
        message: CONTACT_FOR_UNCHOSEN_PRODUCT,
        path: [
          { type: 'object', origin: 'value', input: values, key: 'contacts', value: contacts },
          { type: 'array', origin: 'value', input: contacts, key: index, value: contact },
          { type: 'object', origin: 'value', input: contact, key: FIRST_BOX, value: contact[FIRST_BOX] },
        ],
      });
    });
  });
}
