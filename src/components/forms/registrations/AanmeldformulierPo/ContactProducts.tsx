import React, { useId } from 'react';
import { useField, useFormState } from 'react-final-form';
import Translate from '@docusaurus/Translate';
import { PO_PRODUCT_KEYS, productIdKey } from '@site/src/domain/products';
import { usePoRound } from './poRound';
import styles from './styles.module.css';

type Contact = Record<string, unknown>;

/**
 * The products a contact is responsible for: one box per product, keyed by product id; a sole
 * contact is the contact of every chosen product without a tick (useSoleContactFollowsProducts), so
 * it is told so instead.
 * final-form reads a numeric path segment ('contacts[0].7544') as an array index, so the boxes
 * change the contact object as a whole instead of binding a field to each key.
 */
export function ContactProducts({ prefix }: { prefix: string }) {
  const { input, meta } = useField<Contact | undefined>(prefix, {
    subscription: { value: true, error: true, modified: true },
  });
  const { round } = usePoRound();
  const { values } = useFormState<{ contacts?: unknown[] }>({ subscription: { values: true } });
  const contact = input.value || {};
  const errors = meta.error as Record<string, unknown> | undefined;
  const message = typeof errors?.['7544'] === 'string' && meta.modified ? errors['7544'] : undefined;
  const baseId = useId();
  const errorId = `${baseId}-error`;
  if ((values.contacts?.length ?? 0) <= 1) {
    return (
      <p className={styles.sole}>
        <Translate id="forms.po.soleContact">
          Deze contactpersoon is het aanspreekpunt voor alle producten die u hierboven kiest. Voegt u een contactpersoon
          toe, dan kiest u per contactpersoon de producten.
        </Translate>
      </p>
    );
  }
  return (
    <fieldset className={styles.group} aria-describedby={message ? errorId : undefined}>
      <legend className={styles.legend}>
        <Translate id="forms.po.contactProducts">Contactpersoon voor</Translate>
      </legend>
      {PO_PRODUCT_KEYS.map((key, index) => {
        const flag = productIdKey(key);
        const id = `${baseId}-${flag}`;
        return (
          <div key={key} className={styles.check}>
            <input
              id={id}
              type="checkbox"
              checked={contact[flag] === true}
              aria-invalid={message ? true : undefined}
              // The contact's product message is kept under the first id: the summary links it here.
              data-error-for={index === 0 ? `${prefix}.${flag}` : undefined}
              onChange={(event) => input.onChange({ ...contact, [flag]: event.target.checked })}
            />
            <label htmlFor={id}>{round.products[key].name}</label>
          </div>
        );
      })}
      {message && (
        <p id={errorId} className={styles.error}>
          {message}
        </p>
      )}
    </fieldset>
  );
}
