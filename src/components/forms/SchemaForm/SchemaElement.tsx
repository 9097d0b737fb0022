import React from 'react';
import clsx from 'clsx';
import { FieldFor } from './FieldFor';
import { labelFromKey, resolveScope } from './scope';
import type { JsonSchema, UiControl, UiElement } from './types';
import { Unknown } from './Unknown';
import styles from './styles.module.css';

function Control({ root, control }: { root: JsonSchema; control: UiControl }) {
  const { name, key, schema, required } = resolveScope(root, control.scope);
  if (!schema || !name) return <Unknown type="renderer" />;
  const label = control.label ?? schema.title ?? labelFromKey(key);
  return <FieldFor schema={schema} name={name} label={label} required={required} options={control.options} />;
}

/** Renders one UI-schema element: a control, a label, or a layout of further elements. */
export function SchemaElement({ root, element }: { root: JsonSchema; element: UiElement }) {
  switch (element.type) {
    case 'Control':
      return <Control root={root} control={element} />;
    case 'Label':
      return <p className={styles.text}>{element.text}</p>;
    case 'VerticalLayout':
    case 'HorizontalLayout': {
      const children = element.elements.map((child, index) => (
        <SchemaElement key={index} root={root} element={child} />
      ));
      return <div className={clsx(element.type === 'HorizontalLayout' && styles.row)}>{children}</div>;
    }
    case 'Group':
      return (
        <fieldset className={styles.group}>
          {element.label && <legend className={styles.legend}>{element.label}</legend>}
          {element.elements.map((child, index) => (
            <SchemaElement key={index} root={root} element={child} />
          ))}
        </fieldset>
      );
    default:
      return <Unknown type="renderer" />;
  }
}
