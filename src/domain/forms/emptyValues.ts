/** Initial values per form: what a form holds before the visitor types. */
import { FORM_DEFINITIONS, type FormInput, type FormType } from './definitions';
import type { DeepPartial } from './types';

export type { DeepPartial };

export type InitialValues<T extends FormType> = DeepPartial<FormInput<T>>;

/** A fresh object each call, safe to hand to react-final-form as initialValues. */
export function emptyValues<T extends FormType>(type: T): InitialValues<T> {
  return FORM_DEFINITIONS[type].empty() as InitialValues<T>;
}
