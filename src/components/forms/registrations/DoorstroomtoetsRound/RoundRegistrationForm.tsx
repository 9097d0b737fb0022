import React, { useCallback, useEffect, useRef, useState } from 'react';
import { LinkButton } from '../../fields';
import type { FormApi } from 'final-form';
import Translate, { translate } from '@docusaurus/Translate';
import {
  FORM_DEFINITIONS,
  checklist,
  emptyDoorstroomtoetsRoundContact,
  finalFormErrors,
  jobTitleProblems,
  withProblems,
} from '@site/src/domain/forms';
import { doorstroomtoetsTypes, type Round } from '@site/src/domain/rounds';
import type { School } from '@site/src/domain/school';
import FormShell from '../../FormShell';
import SchoolField from '../../SchoolField';
import AlreadyRegistered from '../AlreadyRegistered';
import { registrationOf, type RegistrationOfSchool } from '../AlreadyRegistered/check';
import RegisteredOnConflict from '../AlreadyRegistered/RegisteredOnConflict';
import ContactsSection from '../ContactsList/ContactsSection';
import SectionHeading from '../SectionHeading';
import { keepSchoolFields } from '../schoolValue';
import DoorstroomtoetsProductFields, { setDoorstroomtoetsProduct } from '../DoorstroomtoetsProductFields';
import { FinalModeFields } from './FinalModeFields';
import type { RoundRegistrationValues } from './prefill';
import styles from './styles.module.css';
import { LockedSchool, editShellProps, type EditMode } from '../EditMode';
import { newRegistration } from '../thankYou';
import JoinNotice from './JoinNotice';

export type Mode = 'pre' | 'final';

const newContact = () => emptyDoorstroomtoetsRoundContact();

type Props = {
  round: Round;
  mode: Mode;
  initialValues: RoundRegistrationValues;
  /** Changing the stored registration on its own page. */
  edit?: EditMode<RoundRegistrationValues>;
  /** The personal link's token that lets the final form complete its pre-registration. */
  registrationToken?: string;
};

/** A round's Doorstroomtoets registration in pre or final mode. */
export default function RoundRegistrationForm({ round, mode, initialValues, edit, registrationToken }: Props) {
  const type = doorstroomtoetsTypes(round.year)[mode];
  const definition = FORM_DEFINITIONS[type];
  const product = round.products.Doorstroomtoets;
  const [registered, setRegistered] = useState<School | null>(null);
  const [holder, setHolder] = useState<RegistrationOfSchool | null>(null);
  /** The domain of a colleague's open pre-registration of the chosen school, which this form joins. */
  const [joins, setJoins] = useState<string | null>(null);
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);

  const validate = useCallback(
    (values: RoundRegistrationValues) =>
      withProblems(finalFormErrors(definition.schema, values), jobTitleProblems(values)),
    [definition],
  );
  const openItems = useCallback((values: RoundRegistrationValues) => checklist(type, values), [type]);

  /** Asked on every school change; skipped (false) with manual entry or a registration id. */
  const onSchoolChange = useCallback(
    (school: School | null, form: FormApi) => {
      keepSchoolFields(form, school);
      setDoorstroomtoetsProduct(form, product);
      pending.current?.abort();
      const values = form.getState().values as RoundRegistrationValues;
      const skip = !school || values.manualEntry === true || !!values.registrationId;
      form.change('alreadyRegistered', false);
      setRegistered(null);
      setJoins(null);
      if (skip) return;
      const controller = new AbortController();
      pending.current = controller;
      void (async () => {
        const answer = await registrationOf(school, definition.registrationMode, controller.signal, type);
        // A registration (final form) holds the place; else a colleague's open, trusted
        // pre-registration is joined by sending this form (server/registration-service/join.ts).
        const pre =
          mode === 'pre'
            ? answer
            : answer.registered
              ? null
              : await registrationOf(
                  school,
                  'pre-registration',
                  controller.signal,
                  doorstroomtoetsTypes(round.year).pre,
                );
        if (controller.signal.aborted) return;
        const joinable = pre?.registered === true && pre.heldBy === 'trusted' && pre.registeredBy !== null;
        setJoins(joinable ? pre.registeredBy : null);
        const registeredHere = answer.registered && !(mode === 'pre' && joinable);
        form.change('alreadyRegistered', registeredHere);
        setRegistered(registeredHere ? school : null);
        setHolder(answer);
      })();
    },
    [definition, type, product, mode, round.year],
  );

  const chooseAnother = (form: FormApi) => {
    form.batch(() => {
      form.change('school', undefined);
      form.change('alreadyRegistered', false);
    });
    setRegistered(null);
    setJoins(null);
  };

  // Edit mode: the change route, its own words and the stored values; else the new registration.
  const shell = edit
    ? editShellProps(edit)
    : newRegistration(
        mode === 'pre'
          ? translate(
              { id: 'forms.registrationRound.preLabel', message: 'Vooraanmelden voor de Doorstroomtoets {year}' },
              { year: round.year },
            )
          : translate(
              { id: 'forms.registrationRound.finalLabel', message: 'Aanmelden voor de Doorstroomtoets {year}' },
              { year: round.year },
            ),
        {
          type,
          submitLabel:
            mode === 'pre'
              ? translate({ id: 'forms.preRegistration.submit', message: 'Vooraanmelden' })
              : translate({ id: 'forms.registration.submit', message: 'Aanmelden' }),
          initialValues,
        },
        round,
      );
  return (
    <FormShell<RoundRegistrationValues>
      validate={validate}
      checklist={registered ? undefined : openItems}
      className={registered ? styles.registered : undefined}
      extraFields={registrationToken ? { registrationToken } : undefined}
      // Taken between the check and the post: who holds it, and the way to claim it.
      conflict={
        edit
          ? undefined
          : (values) => (
              <RegisteredOnConflict
                school={values.school as School | undefined}
                mode={definition.registrationMode}
                type={type}
              />
            )
      }
      {...shell}
    >
      {({ form }) =>
        registered ? (
          <>
            <AlreadyRegistered schoolName={registered.naam} school={registered} type={type} holder={holder} />
            <LinkButton onClick={() => chooseAnother(form)}>
              <Translate id="forms.alreadyRegistered.another">Een andere school kiezen</Translate>
            </LinkButton>
          </>
        ) : (
          <>
            <SectionHeading>
              <Translate id="forms.registration.school">School</Translate>
            </SectionHeading>
            {edit ? (
              <LockedSchool school={edit.initialValues.school} byStaff={!edit.token} />
            ) : (
              <SchoolField
                allowManualEntry
                withLand
                predefinedSchool={initialValues.school as Partial<School> | undefined}
                onSchoolChange={onSchoolChange}
                sector={definition.schoolSector}
              />
            )}
            {joins && !edit && <JoinNotice domain={joins} />}
            <DoorstroomtoetsProductFields />
            {mode === 'final' && <FinalModeFields round={round} />}
            <ContactsSection newContact={newContact} jobTitles={definition.jobTitles} allRequired />
          </>
        )
      }
    </FormShell>
  );
}
