import React, { useCallback } from 'react';
import { useField, useForm } from 'react-final-form';
import type { FormApi } from 'final-form';
import { translate } from '@docusaurus/Translate';
import type { School, SchoolSearchSector } from '@site/src/domain/school';
import SchoolSearch, { HelpdeskNotice } from '../SchoolSearch';
import { visibleError, LinkButton } from '../fields';
import { ManualSchoolFields } from './ManualSchoolFields';
import styles from './styles.module.css';

export type SchoolFieldProps = {
  /** The form's school field. */
  name?: string;
  /** Offer manual entry (a round's Doorstroomtoets form); its flag lives in `manualEntryName`. */
  allowManualEntry?: boolean;
  manualEntryName?: string;
  /** Ask for the country too when the school is typed in by hand. */
  withLand?: boolean;
  predefinedSchool?: Partial<School> | null;
  /** Runs after every change of the school (picked, cleared for manual entry or back to search). */
  onSchoolChange?: (school: School | null, form: FormApi) => void;
  endpoint?: string;
  /** The sector the form is for: the finder lists that sector's schools only. */
  sector?: SchoolSearchSector | null;
};

/**
 * The school of a form: picked with the finder, or typed in by hand. Manual entry clears the school and
 * shows the free fields; 'go back' returns to the search, clears the school and sets manualEntry false.
 */
export default function SchoolField({
  name = 'school',
  allowManualEntry = false,
  manualEntryName = 'manualEntry',
  withLand = false,
  predefinedSchool,
  onSchoolChange,
  endpoint,
  sector,
}: SchoolFieldProps) {
  const form = useForm();
  const { input, meta } = useField<School | undefined>(name, {
    subscription: { value: true, error: true, touched: true },
  });
  const manual = useField<boolean>(manualEntryName, { subscription: { value: true } });
  const isManual = allowManualEntry && manual.input.value === true;
  const error = visibleError(meta);

  const choose = useCallback(
    (school: School) => {
      form.batch(() => {
        form.change(name, school);
        form.blur(name); // picking a school is interaction: its error may show from now on
      });
      onSchoolChange?.(school, form);
    },
    [form, name, onSchoolChange],
  );

  const setManual = (on: boolean) => {
    form.batch(() => {
      form.change(name, undefined);
      form.change(manualEntryName, on);
    });
    onSchoolChange?.(null, form);
  };

  return (
    <div className={styles.school}>
      {isManual ? (
        <>
          <ManualSchoolFields name={name} withLand={withLand} />
          <LinkButton onClick={() => setManual(false)}>
            {translate({ id: 'forms.school.goBack', message: 'Terug naar zoeken' })}
          </LinkButton>
          <HelpdeskNotice />
        </>
      ) : (
        <>
          <SchoolSearch
            value={input.value || null}
            onSelect={choose}
            predefinedSchool={predefinedSchool}
            onManualEntry={allowManualEntry ? () => setManual(true) : undefined}
            endpoint={endpoint}
            sector={sector}
            errorFor={name}
          />
          {error && <p className={styles.error}>{error}</p>}
        </>
      )}
    </div>
  );
}
