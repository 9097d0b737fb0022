import React from 'react';
import { LIMITS } from '@site/src/domain/forms';
import { TextareaField, TextField } from './fields';

type Props = { name: string; label: string; required?: boolean };

/** The name of a school, company or organisation, filled in by the browser as one. */
export function OrganisationField({ name, label, required }: Props) {
  return (
    <TextField name={name} label={label} required={required} autoComplete="organization" maxLength={LIMITS.text} />
  );
}

/** A visitor's own words (a message, a description): always asked, as long as a message may be. */
export function MessageField({ name, label }: Omit<Props, 'required'>) {
  return <TextareaField name={name} label={label} required maxLength={LIMITS.message} />;
}
