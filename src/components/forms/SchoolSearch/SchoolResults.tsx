import React, { useId } from 'react';
import { translate } from '@docusaurus/Translate';
import type { School } from '@site/src/domain/school';
import { sameSchool, schoolAddress, schoolKey } from './schoolIdentity';
import styles from './styles.module.css';

type Props = {
  schools: readonly School[];
  selected: School | null | undefined;
  onSelect: (school: School) => void;
};

/** The schools found, each a radio choice with its name, address, BRIN and vestiging (to tell locations apart). */
export function SchoolResults({ schools, selected, onSelect }: Props) {
  const name = useId();
  return (
    <fieldset className={styles.results}>
      <legend className={styles.legend}>{translate({ id: 'forms.school.results', message: 'Kies uw school' })}</legend>
      <ul className={styles.list}>
        {schools.map((school) => {
          const key = schoolKey(school);
          const id = `${name}-${key}`;
          return (
            <li key={key} className={styles.result}>
              <input
                id={id}
                type="radio"
                name={name}
                className={styles.radio}
                checked={sameSchool(selected, school)}
                onChange={() => onSelect(school)}
              />
              <label htmlFor={id} className={styles.resultLabel}>
                {/* The spaces keep the parts apart in the radio's accessible name; the column ignores them. */}
                <span className={styles.schoolName}>{school.naam}</span>{' '}
                <span className={styles.address}>{schoolAddress(school)}</span>{' '}
                {school.instellingscode && (
                  <span className={styles.codes}>
                    {translate(
                      { id: 'forms.school.codes', message: 'BRIN {brin} · vestiging {vestiging}' },
                      { brin: school.instellingscode, vestiging: school.vestigingscode ?? '–' },
                    )}
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
