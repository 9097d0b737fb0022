import React, { useRef } from 'react';
import { visuallyHiddenClass } from '@site/src/components/VisuallyHidden';
import { useField, useForm } from 'react-final-form';
import { ARRAY_ERROR } from 'final-form';
import { translate } from '@docusaurus/Translate';
import { RequiredMark } from '../fields';
import { defaultValues } from './defaults';
import { FieldFor } from './FieldFor';
import { labelFromKey } from './scope';
import type { ControlOptions, JsonSchema } from './types';
import styles from './styles.module.css';

type Props = {
  name: string;
  label: string;
  required: boolean;
  schema: JsonSchema;
  options?: ControlOptions;
};

/** The renderer's confirmation before a row goes. */
export function deleteQuestion(): string {
  return translate({ id: 'forms.schema.deleteConfirm', message: 'Are you sure you wish to delete this item?' });
}

/** An array of objects as a table: a row per item, a column per item property, add and delete buttons. */
export function ArrayTable({ name, label, required, schema, options }: Props) {
  const form = useForm();
  const { input, meta } = useField<unknown[]>(name, { subscription: { value: true, error: true, touched: true } });
  const addButton = useRef<HTMLButtonElement>(null);
  const rows = Array.isArray(input.value) ? input.value : [];
  const items = schema.items ?? {};
  const columns = Object.entries(items.properties ?? {});
  const columnLabel = (key: string, property: JsonSchema) =>
    options?.columns?.[key] ?? property.title ?? labelFromKey(key);
  const arrayError = (meta.error as Record<string, unknown> | undefined)?.[ARRAY_ERROR];

  const add = () => form.change(name, [...rows, defaultValues(items)]);
  const remove = (index: number) => {
    if (!window.confirm(deleteQuestion())) return;
    form.change(
      name,
      rows.filter((_, position) => position !== index),
    );
    // The row's button is gone: keep keyboard users in the table's controls.
    addButton.current?.focus();
  };

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        {label}
        <RequiredMark required={required} />
      </legend>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">#</th>
              {columns.map(([key, property]) => (
                <th key={key} scope="col">
                  {columnLabel(key, property)}
                  <RequiredMark required={items.required?.includes(key)} />
                </th>
              ))}
              <th scope="col">
                <span className={visuallyHiddenClass}>
                  {translate({ id: 'forms.schema.actions', message: 'Acties' })}
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length + 2}>{translate({ id: 'forms.schema.noData', message: 'No data' })}</td>
              </tr>
            ) : (
              rows.map((_, index) => (
                <tr key={index}>
                  <td>{index + 1}</td>
                  {columns.map(([key, property]) => (
                    <td key={key}>
                      <FieldFor
                        cell
                        schema={property}
                        name={`${name}[${index}].${key}`}
                        label={`${columnLabel(key, property)} ${index + 1}`}
                        required={Boolean(items.required?.includes(key))}
                      />
                    </td>
                  ))}
                  <td>
                    <button type="button" className={styles.deleteButton} onClick={() => remove(index)}>
                      {translate({ id: 'forms.schema.delete', message: 'Verwijderen' })}
                      <span className={visuallyHiddenClass}>
                        {translate({ id: 'forms.schema.deleteRow', message: ' (rij {row})' }, { row: index + 1 })}
                      </span>
                    </button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {typeof arrayError === 'string' && meta.touched && <p className={styles.error}>{arrayError}</p>}
      <button ref={addButton} type="button" className="button button--sm button--secondary" onClick={add}>
        {options?.addLabel ?? translate({ id: 'forms.schema.add', message: 'Toevoegen' })}
      </button>
    </fieldset>
  );
}
