import React, { type ReactNode } from 'react';
import type { FormApi, ValidationErrors } from 'final-form';
import Translate from '@docusaurus/Translate';
import type { School, SchoolSearchSector } from '@site/src/domain/school';
import FormShell, { type FormShellProps } from '../../FormShell';
import SchoolField from '../../SchoolField';
import SectionHeading from '../SectionHeading';
import { LockedSchool, editShellProps, type EditMode, type StoredSchool } from '.';

type Props<V extends { school?: StoredSchool }> = {
  /** With it, the stored registration changed on its own page; without it, a new one. */
  edit?: EditMode<V>;
  /** A new registration's type, its words, empty values and thank-you note. */
  fresh: Pick<FormShellProps<V>, 'type' | 'label' | 'submitLabel' | 'initialValues' | 'thankYou'>;
  /** Shown when the server refuses the registration as already there (409). */
  conflict?: FormShellProps<V>['conflict'];
  validate: (values: V) => ValidationErrors;
  checklist: (values: V) => readonly string[];
  onSchoolChange: (school: School | null, form: FormApi) => void;
  sector: SchoolSearchSector | null;
  /** The sections after the school. */
  children: ReactNode;
  className?: string;
};

/**
 * The frame of a registration form: new, or changing a stored one (the change route, its own words,
 * the stored values); the school first, picked for a new one and shown locked for a change.
 */
export default function RegistrationFrame<V extends { school?: StoredSchool }>({
  edit,
  fresh,
  validate,
  checklist,
  onSchoolChange,
  sector,
  conflict,
  children,
  className,
}: Props<V>) {
  const shell = edit ? editShellProps(edit) : fresh;
  return (
    <FormShell<V> validate={validate} checklist={checklist} conflict={conflict} className={className} {...shell}>
      <SectionHeading>
        <Translate id="forms.registration.school">School</Translate>
      </SectionHeading>
      {edit ? (
        <LockedSchool school={edit.initialValues.school} byStaff={!edit.token} />
      ) : (
        <SchoolField onSchoolChange={onSchoolChange} sector={sector} />
      )}
      {children}
    </FormShell>
  );
}
