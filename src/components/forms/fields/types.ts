import type { ReactNode } from 'react';

/** What every field adapter takes: the final-form field name, its visible label and whether it is required. */
export type BaseFieldProps = {
  name: string;
  label: ReactNode;
  required?: boolean;
  /** Help text under the control, linked with aria-describedby. */
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
  /** Keeps the label for assistive technology only (e.g. inside a table whose header names the column). */
  hideLabel?: boolean;
};

export type Option = { value: string; label: string };
export type OptionGroup = { label: string; options: readonly Option[] };
