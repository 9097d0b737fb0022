import React from 'react';
import { useField } from 'react-final-form';
import { FieldFrame, useFieldIds, visibleError } from './FieldFrame';
import type { BaseFieldProps } from './types';
import styles from './styles.module.css';

export type TextareaFieldProps = BaseFieldProps & { rows?: number; maxLength?: number };

const parseText = (value: string) => (value === '' ? undefined : value);

export function TextareaField({
  name,
  label,
  required,
  hint,
  disabled,
  className,
  hideLabel,
  rows = 6,
  maxLength,
}: TextareaFieldProps) {
  const { input, meta } = useField<string | undefined>(name, { parse: parseText });
  const error = visibleError(meta);
  const ids = useFieldIds(error, hint);
  return (
    <FieldFrame
      {...ids}
      label={label}
      required={required}
      hint={hint}
      error={error}
      className={className}
      hideLabel={hideLabel}
    >
      <textarea
        {...input}
        value={input.value ?? ''}
        id={ids.id}
        rows={rows}
        maxLength={maxLength}
        className={styles.control}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  );
}
