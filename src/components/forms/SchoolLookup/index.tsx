import React, { useId, useState } from 'react';
import { translate } from '@docusaurus/Translate';
import { cf_brin_locatienr, type School } from '@site/src/domain/school';
import SchoolSearch, { schoolAddress } from '../SchoolSearch';
import styles from './styles.module.css';

/** The school finder on its own: find a school and read its codes. */
export default function SchoolLookup() {
  const [school, setSchool] = useState<School | null>(null);
  const titleId = useId();
  return (
    <div>
      <SchoolSearch value={school} onSelect={setSchool} standalone />
      {school && (
        <section className={styles.details} aria-labelledby={titleId} aria-live="polite">
          <h2 id={titleId} className={styles.title}>
            {school.naam}
          </h2>
          <dl className={styles.list}>
            <dt>{translate({ id: 'forms.lookup.brin', message: 'BRIN-nummer' })}</dt>
            <dd>{school.instellingscode}</dd>
            <dt>{translate({ id: 'forms.lookup.vestiging', message: 'Vestigingsnummer' })}</dt>
            <dd>{school.vestigingscode}</dd>
            <dt>{translate({ id: 'forms.lookup.brinLocatie', message: 'BRIN en vestiging' })}</dt>
            <dd>{cf_brin_locatienr(school)}</dd>
            <dt>{translate({ id: 'forms.lookup.address', message: 'Adres' })}</dt>
            <dd>{schoolAddress(school) || '—'}</dd>
          </dl>
        </section>
      )}
    </div>
  );
}
