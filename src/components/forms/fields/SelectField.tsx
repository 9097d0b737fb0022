import React from 'react';
import { translate } from '@docusaurus/Translate';
import { FieldFrame } from './FieldFrame';
import type { BaseFieldProps, Option, OptionGroup } from './types';
import { useFramedField } from './useFramedField';

export type SelectFieldProps = BaseFieldProps & {
  /** Plain options, or groups of options (a grouped select, rendered with optgroup). */
  options: readonly (Option | OptionGroup)[];
  /** Text of the empty first option; `false` for none (the first option is then the default). */
  placeholder?: string | false;
};

const isGroup = (item: Option | OptionGroup): item is OptionGroup => 'options' in item;
const parseChoice = (value: string) => (value === '' ? undefined : value);

/** A select, plain or grouped. */
export function SelectField({ options, placeholder, ...base }: SelectFieldProps) {
  const { input, frame, control } = useFramedField<string | undefined>(base, {
    parse: parseChoice,
    errorOnChange: true,
  });
  const empty = placeholder ?? translate({ id: 'forms.select.placeholder', message: 'Maak een keuze' });
  const required = control.required;
  return (
    <FieldFrame {...frame}>
      <select
        {...input}
        value={input.value ?? ''}
        {...control}
        // Without an empty first option HTML forbids `required` on a select (a value is always chosen).
        required={required && empty !== false}
        aria-required={required && empty === false ? true : undefined}
      >
        {empty !== false && <option value="">{empty}</option>}
        {options.map((item) =>
          isGroup(item) ? (
            <optgroup key={item.label} label={item.label}>
              {item.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ) : (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ),
        )}
      </select>
    </FieldFrame>
  );
}
