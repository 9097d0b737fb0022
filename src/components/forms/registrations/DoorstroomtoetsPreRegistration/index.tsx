import React, { useCallback, useMemo } from 'react';
import type { FormApi } from 'final-form';
import Translate, { translate } from '@docusaurus/Translate';
import {
  FORM_SCHEMAS,
  checklist,
  emptyDoorstroomtoetsContact,
  emptyDoorstroomtoetsPreRegistration,
  finalFormErrors,
  type DeepPartial,
  type DoorstroomtoetsPreRegistrationInput,
} from '@site/src/domain/forms';
import type { School } from '@site/src/domain/school';
import FormShell from '../../FormShell';
import SchoolField from '../../SchoolField';
import ContactsList from '../ContactsList';
import { keepSchoolFields } from '../schoolValue';
import DoorstroomtoetsProductFields, { setDoorstroomtoetsProduct } from '../DoorstroomtoetsProductFields';
import styles from '../AanmeldformulierPo/styles.module.css';

const TYPE = 'doorstroomtoets-pre-registration';
type Values = DeepPartial<DoorstroomtoetsPreRegistrationInput>;

const validate = (values: Values) => finalFormErrors(FORM_SCHEMAS[TYPE], values);
const openItems = (values: Values) => checklist(TYPE, values);
const newContact = () => ({ ...emptyDoorstroomtoetsContact() });

/** Doorstroomtoets pre-registration at /formulier/doorstroomtoets-vooraanmelding (spec §3–§5). */
export default function DoorstroomtoetsPreRegistration() {
  const initialValues = useMemo(() => emptyDoorstroomtoetsPreRegistration(), []);
  const onSchoolChange = useCallback((school: School | null, form: FormApi) => {
    keepSchoolFields(form, school);
    setDoorstroomtoetsProduct(form);
  }, []);
  return (
    <FormShell<Values>
      type={TYPE}
      label={translate({ id: 'forms.preRegistration.label', message: 'Vooraanmelden voor de Doorstroomtoets' })}
      submitLabel={translate({ id: 'forms.preRegistration.submit', message: 'Vooraanmelden' })}
      initialValues={initialValues}
      validate={validate}
      checklist={openItems}
    >
      <h2 className={styles.heading}>
        <Translate id="forms.registration.school">School</Translate>
      </h2>
      <SchoolField onSchoolChange={onSchoolChange} />
      <h2 className={styles.heading}>
        <Translate id="forms.registration.testDetails">Afname</Translate>
      </h2>
      <DoorstroomtoetsProductFields />
      <h2 className={styles.heading}>
        <Translate id="forms.registration.contacts">Contactpersonen</Translate>
      </h2>
      <ContactsList newContact={newContact} />
    </FormShell>
  );
}
