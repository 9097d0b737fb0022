import React, { useCallback, useEffect, useRef, useState } from 'react';
import type { FormApi } from 'final-form';
import Translate, { translate } from '@docusaurus/Translate';
import {
  FORM_DEFINITIONS,
  checklist,
  emptyDoorstroomtoets2026Contact,
  finalFormErrors,
  type RegistrationMode,
} from '@site/src/domain/forms';
import type { School } from '@site/src/domain/school';
import FormShell from '../../FormShell';
import SchoolField from '../../SchoolField';
import AlreadyRegistered from '../AlreadyRegistered';
import { isAlreadyRegistered } from '../AlreadyRegistered/check';
import ContactsList from '../ContactsList';
import SectionHeading from '../SectionHeading';
import { keepSchoolFields } from '../schoolValue';
import DoorstroomtoetsProductFields, { setDoorstroomtoetsProduct } from '../DoorstroomtoetsProductFields';
import { FinalModeFields } from './FinalModeFields';
import type { Registration2026Values } from './prefill';
import styles from './styles.module.css';

export type Mode = 'pre' | 'final';

const TYPES = {
  pre: 'doorstroomtoets-pre-registration-2026',
  final: 'doorstroomtoets-registration-2026',
} as const;
const CHECK_MODES = {
  pre: FORM_DEFINITIONS[TYPES.pre].registrationMode,
  final: FORM_DEFINITIONS[TYPES.final].registrationMode,
} as const satisfies Record<Mode, RegistrationMode>;

const newContact = () => emptyDoorstroomtoets2026Contact();

type Props = { mode: Mode; initialValues: Registration2026Values };

/** The Doorstroomtoets registration 2026 in pre or final mode. */
export default function Registration2026Form({ mode, initialValues }: Props) {
  const type = TYPES[mode];
  const definition = FORM_DEFINITIONS[type];
  const [registered, setRegistered] = useState<{ school: string } | null>(null);
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);

  const validate = useCallback(
    (values: Registration2026Values) => finalFormErrors(definition.schema, values),
    [definition],
  );
  const openItems = useCallback((values: Registration2026Values) => checklist(type, values), [type]);

  /** Asked on every school change; skipped (false) with manual entry or a registration id. */
  const onSchoolChange = useCallback(
    (school: School | null, form: FormApi) => {
      keepSchoolFields(form, school);
      setDoorstroomtoetsProduct(form);
      pending.current?.abort();
      const values = form.getState().values as Registration2026Values;
      const skip = !school || values.manualEntry === true || !!values.registrationId;
      form.change('alreadyRegistered', false);
      setRegistered(null);
      if (skip) return;
      const controller = new AbortController();
      pending.current = controller;
      void isAlreadyRegistered(school, CHECK_MODES[mode], controller.signal).then((answer) => {
        if (controller.signal.aborted) return;
        form.change('alreadyRegistered', answer);
        setRegistered(answer ? { school: school.naam } : null);
      });
    },
    [mode],
  );

  const chooseAnother = (form: FormApi) => {
    form.batch(() => {
      form.change('school', undefined);
      form.change('alreadyRegistered', false);
    });
    setRegistered(null);
  };

  return (
    <FormShell<Registration2026Values>
      type={type}
      label={
        mode === 'pre'
          ? translate({ id: 'forms.registration2026.preLabel', message: 'Vooraanmelden voor de Doorstroomtoets 2026' })
          : translate({ id: 'forms.registration2026.finalLabel', message: 'Aanmelden voor de Doorstroomtoets 2026' })
      }
      submitLabel={
        mode === 'pre'
          ? translate({ id: 'forms.preRegistration.submit', message: 'Vooraanmelden' })
          : translate({ id: 'forms.registration.submit', message: 'Aanmelden' })
      }
      initialValues={initialValues}
      validate={validate}
      checklist={registered ? undefined : openItems}
      className={registered ? styles.registered : undefined}
    >
      {({ form }) =>
        registered ? (
          <>
            <AlreadyRegistered schoolName={registered.school} />
            <button type="button" className={styles.linkButton} onClick={() => chooseAnother(form)}>
              <Translate id="forms.alreadyRegistered.another">Een andere school kiezen</Translate>
            </button>
          </>
        ) : (
          <>
            <SectionHeading>
              <Translate id="forms.registration.school">School</Translate>
            </SectionHeading>
            <SchoolField
              allowManualEntry
              withLand
              predefinedSchool={initialValues.school as Partial<School> | undefined}
              onSchoolChange={onSchoolChange}
              sector={definition.schoolSector}
            />
            <SectionHeading>
              <Translate id="forms.registration.testDetails">Afname</Translate>
            </SectionHeading>
            <DoorstroomtoetsProductFields />
            {mode === 'final' && <FinalModeFields />}
            <SectionHeading>
              <Translate id="forms.registration.contacts">Contactpersonen</Translate>
            </SectionHeading>
            <ContactsList newContact={newContact} jobTitles={definition.jobTitles} allRequired />
          </>
        )
      }
    </FormShell>
  );
}
