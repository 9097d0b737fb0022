import React from 'react';
import { FieldFrame } from './FieldFrame';
import type { BaseFieldProps } from './types';
import { useFramedField } from './useFramedField';

export type TextareaFieldProps = BaseFieldProps & { rows?: number; maxLength?: number };

const parseText = (value: string) => (value === '' ? undefined : value);

/** A multi-line text input. */
export function TextareaField({ rows = 6, maxLength, ...base }: TextareaFieldProps) {
  const { input, frame, control } = useFramedField<string | undefined>(base, { parse: parseText });
  return (
    <FieldFrame {...frame}>
      <textarea {...input} value={input.value ?? ''} rows={rows} maxLength={maxLength} {...control} />
    </FieldFrame>
  );
}
