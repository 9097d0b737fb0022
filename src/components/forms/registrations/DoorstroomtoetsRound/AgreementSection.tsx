import React from 'react';
import clsx from 'clsx';
import Translate, { translate } from '@docusaurus/Translate';
import { AGREEMENT_LABELS, LIMITS } from '@site/src/domain/forms';
import { EmailField, TextField, FieldRow, groupBoxClass } from '../../fields';
import styles from './styles.module.css';

const PRODUCT = 'products.Doorstroomtoets';

/** The data-processor agreement (final mode, answer 'Nee'): who signs it, for the school. */
export function AgreementSection() {
  return (
    <section className={clsx(groupBoxClass, styles.agreement)} aria-labelledby="agreement-title">
      <h3 id="agreement-title" className={styles.subheading}>
        <Translate id="forms.agreement.title">Verwerkersovereenkomst</Translate>
      </h3>
      <p>
        <Translate id="forms.agreement.intro">
          Uw school heeft vorig jaar de AMN Doorstroomtoets niet afgenomen. Daarom sluiten we een
          verwerkersovereenkomst. Vul de gegevens in van de persoon die de overeenkomst namens de school aangaat, en het
          e-mailadres van het bestuur.
        </Translate>
      </p>
      <FieldRow>
        <TextField
          name={`${PRODUCT}.akkoordPersonNaam`}
          label={translate({ id: 'forms.agreement.akkoordPersonNaam', message: AGREEMENT_LABELS.akkoordPersonNaam })}
          required
          autoComplete="name"
          maxLength={LIMITS.name}
        />
        <TextField
          name={`${PRODUCT}.akkoordPersonFunctie`}
          label={translate({
            id: 'forms.agreement.akkoordPersonFunctie',
            message: AGREEMENT_LABELS.akkoordPersonFunctie,
          })}
          required
          autoComplete="organization-title"
          maxLength={LIMITS.text}
        />
      </FieldRow>
      <FieldRow>
        <EmailField
          name={`${PRODUCT}.akkoordPersonEmail`}
          label={translate({ id: 'forms.agreement.akkoordPersonEmail', message: AGREEMENT_LABELS.akkoordPersonEmail })}
          required
        />
        <EmailField
          name={`${PRODUCT}.bestuurPersonEmail`}
          label={translate({ id: 'forms.agreement.bestuurPersonEmail', message: AGREEMENT_LABELS.bestuurPersonEmail })}
          required
          autoComplete="off"
          hint={translate({
            id: 'forms.agreement.bestuurHint',
            message: 'Een ander adres dan dat van de verantwoordelijke.',
          })}
        />
      </FieldRow>
      <p className={styles.declaration}>
        <Translate id="forms.agreement.declaration">
          Met het versturen van dit formulier verklaart de verantwoordelijke bevoegd te zijn om namens de school te
          handelen en de verwerkersovereenkomst aan te gaan.
        </Translate>
      </p>
    </section>
  );
}
