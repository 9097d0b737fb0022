import { useCurrentRound } from '@site/src/components/RoundFacts';
import { RoundStatus, useDoorstroomtoetsState } from '../DoorstroomtoetsRound/RoundStatus';
import React, { useCallback, useMemo } from 'react';
import type { FormApi } from 'final-form';
import { translate } from '@docusaurus/Translate';
import {
  FORM_DEFINITIONS,
  checklist,
  emptyDoorstroomtoetsContact,
  finalFormErrors,
  jobTitleProblems,
  withProblems,
  type DeepPartial,
  type DoorstroomtoetsPreRegistrationInput,
} from '@site/src/domain/forms';
import type { School } from '@site/src/domain/school';
import ContactsSection from '../ContactsList/ContactsSection';
import { keepSchoolFields } from '../schoolValue';
import DoorstroomtoetsProductFields, { setDoorstroomtoetsProduct } from '../DoorstroomtoetsProductFields';
import type { EditMode } from '../EditMode';
import RegistrationFrame from '../EditMode/RegistrationFrame';
import { newRegistration } from '../thankYou';

const TYPE = 'doorstroomtoets-pre-registration';
const DEFINITION = FORM_DEFINITIONS[TYPE];
type Values = DeepPartial<DoorstroomtoetsPreRegistrationInput>;

const validate = (values: Values) => withProblems(finalFormErrors(DEFINITION.schema, values), jobTitleProblems(values));
const openItems = (values: Values) => checklist(TYPE, values);
const newContact = () => ({ ...emptyDoorstroomtoetsContact() });

/**
 * Doorstroomtoets pre-registration without a year: for the round current on the day of the visit,
 * shown while that round's registration is open (otherwise what a school can do instead). With
 * `edit`, the stored one changed on its own page.
 */
export default function DoorstroomtoetsPreRegistration({ edit }: { edit?: EditMode<Values> }) {
  const round = useCurrentRound();
  const state = useDoorstroomtoetsState(round);
  if (!edit && state !== 'open') return <RoundStatus round={round} state={state} />;
  return <PreRegistrationForm edit={edit} />;
}

function PreRegistrationForm({ edit }: { edit?: EditMode<Values> }) {
  const round = useCurrentRound();
  const initialValues = useMemo(() => DEFINITION.empty(), []);
  const onSchoolChange = useCallback((school: School | null, form: FormApi) => {
    keepSchoolFields(form, school);
    setDoorstroomtoetsProduct(form);
  }, []);
  return (
    <RegistrationFrame<Values>
      edit={edit}
      fresh={newRegistration(
        translate({ id: 'forms.preRegistration.label', message: 'Vooraanmelden voor de Doorstroomtoets' }),
        {
          type: TYPE,
          submitLabel: translate({ id: 'forms.preRegistration.submit', message: 'Vooraanmelden' }),
          initialValues,
        },
        round,
      )}
      validate={validate}
      checklist={openItems}
      onSchoolChange={onSchoolChange}
      sector={DEFINITION.schoolSector}
    >
      <DoorstroomtoetsProductFields />
      <ContactsSection newContact={newContact} jobTitles={DEFINITION.jobTitles} />
    </RegistrationFrame>
  );
}
