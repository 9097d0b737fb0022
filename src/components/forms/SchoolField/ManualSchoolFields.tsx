import React from 'react';
import { translate } from '@docusaurus/Translate';
import { TextField, FieldRow } from '../fields';
import styles from './styles.module.css';

type AddressField = { key: string; label: string; autoComplete?: React.HTMLInputAutoCompleteAttribute };

/** The free fields of a school typed in by hand (the school's address, plus `land`). */
export function ManualSchoolFields({ name, withLand }: { name: string; withLand: boolean }) {
  // Two fields a row: street and number, postcode and place.
  const rows: AddressField[][] = [
    [
      {
        key: 'straatnaam',
        label: translate({ id: 'forms.school.straatnaam', message: 'Straatnaam' }),
        autoComplete: 'address-line1',
      },
      { key: 'huisnummer', label: translate({ id: 'forms.school.huisnummer', message: 'Huisnummer' }) },
    ],
    [
      {
        key: 'postcode',
        label: translate({ id: 'forms.school.postcode', message: 'Postcode' }),
        autoComplete: 'postal-code',
      },
      {
        key: 'plaatsnaam',
        label: translate({ id: 'forms.school.plaatsnaam', message: 'Plaats' }),
        autoComplete: 'address-level2',
      },
    ],
  ];
  return (
    <div className={styles.manual}>
      <TextField
        name={`${name}.naam`}
        label={translate({ id: 'forms.school.naam', message: 'Naam van de school' })}
        required
        autoComplete="organization"
      />
      {rows.map((row) => (
        <FieldRow key={row[0]?.key}>
          {row.map((field) => (
            <TextField
              key={field.key}
              name={`${name}.${field.key}`}
              label={field.label}
              required
              autoComplete={field.autoComplete}
            />
          ))}
        </FieldRow>
      ))}
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
