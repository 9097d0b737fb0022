import React from 'react';
import { visuallyHiddenClass } from '@site/src/components/VisuallyHidden';
import { useField } from 'react-final-form';
import clsx from 'clsx';
import { FieldError, FieldHint, RequiredMark, useFieldIds, visibleError } from './FieldFrame';
import type { BaseFieldProps } from './types';
import styles from './styles.module.css';

/** A checkbox holding a boolean, its label beside it. */
export function CheckboxField({ name, label, required, hint, disabled, className, hideLabel }: BaseFieldProps) {
  const {
    input: { value: _value, ...input },
    meta,
  } = useField<boolean>(name, { type: 'checkbox' });
  const error = visibleError(meta, { onChange: true });
  const ids = useFieldIds(error, hint);
  return (
    <div className={clsx(styles.field, styles.check, error && styles.invalid, className)}>
      <input
        {...input}
        id={ids.id}
        type="checkbox"
        className={styles.checkInput}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      <label htmlFor={ids.id} className={clsx(styles.checkLabel, hideLabel && visuallyHiddenClass)}>
        {label}
        <RequiredMark required={required} />
      </label>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
