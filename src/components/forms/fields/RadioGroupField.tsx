import React, { useId } from 'react';
import { visuallyHiddenClass } from '@site/src/components/VisuallyHidden';
import { useField } from 'react-final-form';
import clsx from 'clsx';
import { FieldError, FieldHint, RequiredMark, useFieldIds, visibleError } from './FieldFrame';
import type { BaseFieldProps, Option } from './types';
import styles from './styles.module.css';

export type RadioGroupFieldProps = BaseFieldProps & { options: readonly Option[]; inline?: boolean };

/** One radio of the group, bound to the same field. */
function Radio({
  name,
  option,
  required,
  disabled,
}: {
  name: string;
  option: Option;
  required?: boolean;
  disabled?: boolean;
}) {
  const { input } = useField<string>(name, { type: 'radio', value: option.value });
  const id = useId();
  return (
    <div className={styles.radio}>
      <input {...input} id={id} type="radio" className={styles.checkInput} required={required} disabled={disabled} />
      <label htmlFor={id} className={styles.checkLabel}>
        {option.label}
      </label>
    </div>
  );
}

/** A group of radios (e.g. Ja/Nee) in a fieldset whose legend is the question. */
export function RadioGroupField({
  name,
  label,
  required,
  hint,
  disabled,
  className,
  options,
  inline = true,
  hideLabel,
}: RadioGroupFieldProps) {
  const { meta } = useField<string>(name, { subscription: { error: true, touched: true, modified: true } });
  const error = visibleError(meta, { onChange: true });
  const ids = useFieldIds(error, hint);
  return (
    <fieldset
      className={clsx(styles.field, styles.group, error && styles.invalid, className)}
      aria-describedby={ids.describedBy}
    >
      <legend className={clsx(styles.label, hideLabel && visuallyHiddenClass)}>
        {label}
        <RequiredMark required={required} />
      </legend>
      <div className={clsx(inline && styles.inline)}>
        {options.map((option) => (
          <Radio key={option.value} name={name} option={option} required={required} disabled={disabled} />
        ))}
      </div>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </fieldset>
  );
}
