import React, { type HTMLInputAutoCompleteAttribute } from 'react';
import { useField } from 'react-final-form';
import { FieldFrame, useFieldIds, visibleError } from './FieldFrame';
import type { BaseFieldProps } from './types';
import styles from './styles.module.css';

export type TextFieldProps = BaseFieldProps & {
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  placeholder?: string;
  maxLength?: number;
};

/** Keeps an emptied field `undefined` rather than '', so optional fields stay absent from the payload. */
const parseText = (value: string) => (value === '' ? undefined : value);

/** A single-line text input: text, e-mail, phone or URL. */
export function TextField({
  name,
  label,
  required,
  hint,
  disabled,
  className,
  hideLabel,
  type = 'text',
  ...rest
}: TextFieldProps) {
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
      <input
        {...input}
        value={input.value ?? ''}
        id={ids.id}
        type={type}
        className={styles.control}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      />
    </FieldFrame>
  );
}

export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField autoComplete="email" {...props} type="email" />;
}
