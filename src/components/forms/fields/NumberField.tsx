import React from 'react';
import { useField } from 'react-final-form';
import { FieldFrame, useFieldIds, visibleError } from './FieldFrame';
import type { BaseFieldProps } from './types';
import styles from './styles.module.css';

export type NumberFieldProps = BaseFieldProps & { min?: number; max?: number; step?: number | 'any' };

/** The form holds a number (or undefined while empty), the input a string. */
const parseNumber = (value: string) => (value === '' || Number.isNaN(Number(value)) ? undefined : Number(value));
const formatNumber = (value: number | undefined) => (value === undefined || value === null ? '' : String(value));

export function NumberField({
  name,
  label,
  required,
  hint,
  disabled,
  className,
  hideLabel,
  min,
  max,
  step = 1,
}: NumberFieldProps) {
  const { input, meta } = useField<number | undefined>(name, { parse: parseNumber, format: formatNumber });
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
      <input
        {...input}
        id={ids.id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={step}
        className={styles.control}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  );
}
