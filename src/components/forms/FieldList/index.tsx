import React, { useRef, type ReactNode } from 'react';
import { useField, useForm } from 'react-final-form';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

export type FieldListProps<T> = {
  /** The array field, e.g. `contacts`. */
  name: string;
  /** The legend of one item, e.g. 'Contactpersoon 2'. */
  itemLabel: (index: number) => string;
  /** A fresh item for '+ toevoegen'. */
  newItem: () => T;
  /** Items that cannot be removed (e.g. the first contact). */
  minItems?: number;
  maxItems?: number;
  addLabel?: string;
  removeLabel?: string;
  /** The fields of one item; `prefix` is e.g. `contacts[1]`. */
  children: (prefix: string, index: number) => ReactNode;
};

/**
 * A list of repeated field groups (e.g. contacts) with '+ toevoegen' and '- verwijderen'.
 * Items are plain values of the array field, so validation paths stay `contacts[1].email`.
 */
export default function FieldList<T>({
  name,
  itemLabel,
  newItem,
  minItems = 0,
  maxItems = Number.POSITIVE_INFINITY,
  addLabel,
  removeLabel,
  children,
}: FieldListProps<T>) {
  const form = useForm();
  const { input } = useField<T[]>(name, { subscription: { value: true } });
  const addButton = useRef<HTMLButtonElement>(null);
  const items = Array.isArray(input.value) ? input.value : [];
  const remove = translate({ id: 'forms.list.remove', message: '- verwijderen' });

  const removeAt = (index: number) => {
    form.change(
      name,
      items.filter((_, position) => position !== index),
    );
    // The pressed button is gone: keep the keyboard in the list.
    addButton.current?.focus();
  };

  return (
    <div className={styles.list}>
      {items.map((_, index) => (
        <fieldset key={index} className={styles.item}>
          <legend className={styles.legend}>{itemLabel(index)}</legend>
          {children(`${name}[${index}]`, index)}
          {items.length > minItems && index >= minItems && (
            <button type="button" className={clsx(styles.textButton, styles.remove)} onClick={() => removeAt(index)}>
              {removeLabel ?? remove}
              <span className={styles.visuallyHidden}> ({itemLabel(index)})</span>
            </button>
          )}
        </fieldset>
      ))}
      {items.length < maxItems && (
        <button
          ref={addButton}
          type="button"
          className={styles.textButton}
          onClick={() => form.change(name, [...items, newItem()])}
        >
          {addLabel ?? translate({ id: 'forms.list.add', message: '+ toevoegen' })}
        </button>
      )}
    </div>
  );
}
