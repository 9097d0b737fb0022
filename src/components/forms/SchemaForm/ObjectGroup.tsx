import React from 'react';
import { FieldFor } from './FieldFor';
import { labelFromKey } from './scope';
import type { JsonSchema } from './types';
import styles from './styles.module.css';

/** A nested object: its properties in a fieldset named by the object's label. */
export function ObjectGroup({ name, label, schema }: { name: string; label: string; schema: JsonSchema }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{label}</legend>
      {Object.entries(schema.properties ?? {}).map(([key, property]) => (
        <FieldFor
          key={key}
          schema={property}
          name={`${name}.${key}`}
          label={property.title ?? labelFromKey(key)}
          required={Boolean(schema.required?.includes(key))}
        />
      ))}
    </fieldset>
  );
}
