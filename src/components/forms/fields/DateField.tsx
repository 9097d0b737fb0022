import React, { type ReactNode } from 'react';
import { FieldFrame } from './FieldFrame';
import type { BaseFieldProps } from './types';
import { useFramedField } from './useFramedField';

export type DateFieldProps = BaseFieldProps & {
  /** Earliest and latest allowed day, yyyy-mm-dd. */
  min?: string;
  max?: string;
  /** Describes the chosen day (e.g. in Dutch long format) under the control. */
  describeValue?: (value: string) => ReactNode;
};

const parseDate = (value: string) => (value === '' ? undefined : value);

/** A date input holding an ISO day (yyyy-mm-dd), bounded by min and max. */
export function DateField({ min, max, describeValue, ...base }: DateFieldProps) {
  const { input, frame, control } = useFramedField<string | undefined>(base, {
    parse: parseDate,
    errorOnChange: true,
    describeValue,
  });
  return (
    <FieldFrame {...frame}>
      <input {...input} value={input.value ?? ''} type="date" min={min} max={max} {...control} />
    </FieldFrame>
  );
}
