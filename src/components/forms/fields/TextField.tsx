import React, { type HTMLInputAutoCompleteAttribute } from 'react';
import { FieldFrame } from './FieldFrame';
import type { BaseFieldProps } from './types';
import { useFramedField } from './useFramedField';

export type TextFieldProps = BaseFieldProps & {
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  placeholder?: string;
  maxLength?: number;
};

/** Keeps an emptied field `undefined` rather than '', so optional fields stay absent from the payload. */
const parseText = (value: string) => (value === '' ? undefined : value);

/** A single-line text input: text, e-mail, phone or URL. */
export function TextField({ type = 'text', autoComplete, placeholder, maxLength, ...base }: TextFieldProps) {
  const { input, frame, control } = useFramedField<string | undefined>(base, { parse: parseText });
  return (
    <FieldFrame {...frame}>
      <input
        {...input}
        value={input.value ?? ''}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        maxLength={maxLength}
        {...control}
      />
    </FieldFrame>
  );
}

export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField autoComplete="email" {...props} type="email" />;
}
