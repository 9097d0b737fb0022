import React from 'react';
import { useField } from 'react-final-form';
import { translate } from '@docusaurus/Translate';
import { FieldFrame, useFieldIds, visibleError } from './FieldFrame';
import type { BaseFieldProps, Option, OptionGroup } from './types';
import styles from './styles.module.css';

export type SelectFieldProps = BaseFieldProps & {
  /** Plain options, or groups of options (a grouped select, rendered with optgroup). */
  options: readonly (Option | OptionGroup)[];
  /** Text of the empty first option; `false` for none (the first option is then the default). */
  placeholder?: string | false;
};

const isGroup = (item: Option | OptionGroup): item is OptionGroup => 'options' in item;
const parseChoice = (value: string) => (value === '' ? undefined : value);

/** A select, plain or grouped. */
export function SelectField({
  name,
  label,
  required,
  hint,
  disabled,
  className,
  hideLabel,
  options,
  placeholder,
}: SelectFieldProps) {
  const { input, meta } = useField<string | undefined>(name, { parse: parseChoice });
  const error = visibleError(meta, { onChange: true });
  const ids = useFieldIds(error, hint);
  const empty = placeholder ?? translate({ id: 'forms.select.placeholder', message: 'Maak een keuze' });
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
      <select
        {...input}
        value={input.value ?? ''}
        id={ids.id}
        className={styles.control}
        // Without an empty first option HTML forbids `required` on a select (a value is always chosen).
        required={required && empty !== false}
        aria-required={required && empty === false ? true : undefined}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
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
