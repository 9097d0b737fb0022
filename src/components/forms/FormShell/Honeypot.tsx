import React, { type Ref } from 'react';
import { translate } from '@docusaurus/Translate';
import { BOT_FIELDS } from '@site/src/domain/constants';
import styles from './styles.module.css';

/** A field people never see or reach; bots that fill every input give themselves away. */
export function Honeypot({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        {translate({ id: 'forms.honeypot', message: 'Laat dit veld leeg' })}
        <input ref={inputRef} type="text" name={BOT_FIELDS.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
