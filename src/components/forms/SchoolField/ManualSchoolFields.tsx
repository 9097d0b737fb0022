import React from 'react';
import { translate } from '@docusaurus/Translate';
import { TextField, FieldRow } from '../fields';
import styles from './styles.module.css';

/** The free fields of a school typed in by hand (the school's address, plus `land`). */
export function ManualSchoolFields({ name, withLand }: { name: string; withLand: boolean }) {
  return (
    <div className={styles.manual}>
      <TextField
        name={`${name}.naam`}
        label={translate({ id: 'forms.school.naam', message: 'Naam van de school' })}
        required
        autoComplete="organization"
      />
      <FieldRow>
        <TextField
          name={`${name}.straatnaam`}
          label={translate({ id: 'forms.school.straatnaam', message: 'Straatnaam' })}
          required
          autoComplete="address-line1"
        />
        <TextField
          name={`${name}.huisnummer`}
          label={translate({ id: 'forms.school.huisnummer', message: 'Huisnummer' })}
          required
        />
      </FieldRow>
      <FieldRow>
        <TextField
          name={`${name}.postcode`}
          label={translate({ id: 'forms.school.postcode', message: 'Postcode' })}
          required
          autoComplete="postal-code"
        />
        <TextField
          name={`${name}.plaatsnaam`}
          label={translate({ id: 'forms.school.plaatsnaam', message: 'Plaats' })}
          required
          autoComplete="address-level2"
        />
      </FieldRow>
      {withLand && (
        <TextField
          name={`${name}.land`}
          label={translate({ id: 'forms.school.land', message: 'Land' })}
          autoComplete="country-name"
        />
      )}
    </div>
  );
}
