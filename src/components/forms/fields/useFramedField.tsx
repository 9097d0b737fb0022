import React, { type ReactNode } from 'react';
import { useField, type FieldRenderProps, type UseFieldConfig } from 'react-final-form';
import { useFieldIds, visibleError } from './FieldFrame';
import type { BaseFieldProps } from './types';
import styles from './styles.module.css';

type Options<T> = Pick<UseFieldConfig, 'parse' | 'format'> & {
  /** Show the error while typing (selects, dates), not only after the field was left. */
  errorOnChange?: boolean;
  /** Text describing the current value, added after the hint (a date in Dutch long format). */
  describeValue?: (value: NonNullable<T>) => ReactNode;
};

/**
 * The wiring every framed adapter shares: the final-form field, the error shown only after
 * interaction, and the ids that tie label, hint and error to the control. Returns the props for
 * `FieldFrame` and for the control element.
 */
export function useFramedField<T>(
  { name, label, required, hint, disabled, className, hideLabel }: BaseFieldProps,
  { parse, format, errorOnChange = false, describeValue }: Options<T> = {},
): { input: FieldRenderProps<T>['input']; frame: FrameOf; control: ControlOf } {
  const { input, meta } = useField<T>(name, { parse, format });
  const error = visibleError(meta, { onChange: errorOnChange });
  const fullHint = joinHint(hint, input.value && describeValue ? describeValue(input.value) : null);
  const ids = useFieldIds(error, fullHint);
  return {
    input,
    frame: { ...ids, label, required, hint: fullHint, error, className, hideLabel },
    control: {
      id: ids.id,
      className: styles.control,
      required,
      disabled,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': ids.describedBy,
    },
  };
}

type FrameOf = {
  id: string;
  hintId: string;
  errorId: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  hideLabel?: boolean;
};

type ControlOf = {
  id: string;
  className: string | undefined;
  required?: boolean;
  disabled?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

function joinHint(hint: ReactNode, described: ReactNode): ReactNode {
  if (!described) return hint || undefined;
  if (!hint) return described;
  return (
    <>
      {hint} {described}
    </>
  );
}
