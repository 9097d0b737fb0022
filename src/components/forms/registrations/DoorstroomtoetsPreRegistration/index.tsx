import React, { useCallback, useMemo } from 'react';
import type { FormApi } from 'final-form';
import Translate, { translate } from '@docusaurus/Translate';
import {
  FORM_DEFINITIONS,
  checklist,
  emptyDoorstroomtoetsContact,
  finalFormErrors,
  type DeepPartial,
  type DoorstroomtoetsPreRegistrationInput,
} from '@site/src/domain/forms';
import type { School } from '@site/src/domain/school';
import FormShell from '../../FormShell';
import SchoolField from '../../SchoolField';
import ContactsList from '../ContactsList';
import SectionHeading from '../SectionHeading';
import { keepSchoolFields } from '../schoolValue';
import DoorstroomtoetsProductFields, { setDoorstroomtoetsProduct } from '../DoorstroomtoetsProductFields';

const TYPE = 'doorstroomtoets-pre-registration';
const DEFINITION = FORM_DEFINITIONS[TYPE];
type Values = DeepPartial<DoorstroomtoetsPreRegistrationInput>;

const validate = (values: Values) => finalFormErrors(DEFINITION.schema, values);
const openItems = (values: Values) => checklist(TYPE, values);
const newContact = () => ({ ...emptyDoorstroomtoetsContact() });

/** Doorstroomtoets pre-registration. */
export default function DoorstroomtoetsPreRegistration() {
  const initialValues = useMemo(() => DEFINITION.empty(), []);
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
      <SectionHeading>
        <Translate id="forms.registration.school">School</Translate>
      </SectionHeading>
      <SchoolField onSchoolChange={onSchoolChange} sector={DEFINITION.schoolSector} />
      <SectionHeading>
        <Translate id="forms.registration.testDetails">Afname</Translate>
      </SectionHeading>
      <DoorstroomtoetsProductFields />
      <SectionHeading>
        <Translate id="forms.registration.contacts">Contactpersonen</Translate>
      </SectionHeading>
      <ContactsList newContact={newContact} jobTitles={DEFINITION.jobTitles} />
    </FormShell>
  );
}
