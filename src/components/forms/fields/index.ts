export { TextField, EmailField, type TextFieldProps } from './TextField';
export { TextareaField } from './TextareaField';
export { NumberField } from './NumberField';
export { DateField } from './DateField';
export { CheckboxField } from './CheckboxField';
export { SelectField } from './SelectField';
export { RadioGroupField } from './RadioGroupField';
export { FieldFrame, RequiredMark, useFieldIds, visibleError } from './FieldFrame';
export type { BaseFieldProps, Option, OptionGroup } from './types';
