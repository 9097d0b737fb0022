import React from 'react';
import { FieldFrame } from './FieldFrame';
import type { BaseFieldProps } from './types';
import { useFramedField } from './useFramedField';

export type NumberFieldProps = BaseFieldProps & { min?: number; max?: number; step?: number | 'any' };

/** The form holds a number (or undefined while empty), the input a string. */
const parseNumber = (value: string) => (value === '' || Number.isNaN(Number(value)) ? undefined : Number(value));
const formatNumber = (value: number | undefined) => (value === undefined || value === null ? '' : String(value));

/** A whole-number input (amounts); the form holds a number. */
export function NumberField({ min, max, step = 1, ...base }: NumberFieldProps) {
  const { input, frame, control } = useFramedField<number | undefined>(base, {
    parse: parseNumber,
    format: formatNumber,
  });
  return (
    <FieldFrame {...frame}>
      <input {...input} type="number" inputMode="numeric" min={min} max={max} step={step} {...control} />
    </FieldFrame>
  );
}
