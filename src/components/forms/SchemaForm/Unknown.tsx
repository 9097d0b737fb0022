import React from 'react';
import { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

/** Shown where no renderer (or table cell) fits a schema. */
export function Unknown({ type }: { type: 'renderer' | 'cell' }) {
  return (
    <p className={styles.unknown}>
      {translate({ id: 'forms.schema.unknown', message: 'No applicable {type} found.' }, { type })}
    </p>
  );
}
