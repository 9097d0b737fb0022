import React, { type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { FieldFrame, useFieldIds, visibleError } from './FieldFrame';
import type { BaseFieldProps } from './types';
import styles from './styles.module.css';

export type DateFieldProps = BaseFieldProps & {
  /** Earliest and latest allowed day, yyyy-mm-dd. */
  min?: string;
  max?: string;
  /** Describes the chosen day (e.g. in Dutch long format) under the control. */
  describeValue?: (value: string) => ReactNode;
};

const parseDate = (value: string) => (value === '' ? undefined : value);

/** A date input holding an ISO day (yyyy-mm-dd), bounded by min and max. */
export function DateField({
  name,
  label,
  required,
  hint,
  disabled,
  className,
  hideLabel,
  min,
  max,
  describeValue,
}: DateFieldProps) {
  const { input, meta } = useField<string | undefined>(name, { parse: parseDate });
  const error = visibleError(meta, { onChange: true });
  const described = input.value && describeValue ? describeValue(input.value) : null;
  const fullHint =
    hint || described ? (
      <>
        {hint}
        {hint && described ? ' ' : null}
        {described}
      </>
    ) : undefined;
  const ids = useFieldIds(error, fullHint);
  return (
    <FieldFrame
      {...ids}
      label={label}
      required={required}
      hint={fullHint}
      error={error}
      className={className}
      hideLabel={hideLabel}
    >
      <input
        {...input}
        value={input.value ?? ''}
        id={ids.id}
        type="date"
        min={min}
        max={max}
        className={styles.control}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  );
}
