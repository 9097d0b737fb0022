/** Initial values per form (spec §3, §4): what a form holds before the visitor types. */
import { emptyAanmeldformulierPo } from './aanmeldformulierPo';
import { emptyContactForm } from './contactForm';
import { emptyDoorstroomtoets2026 } from './doorstroomtoets2026';
import { emptyDoorstroomtoetsPreRegistration } from './doorstroomtoetsPreRegistration';
import { emptyNewsletter } from './newsletter';
import { emptyTraining } from './training';
import type { FormInput, FormType } from './registry';
import type { DeepPartial } from './types';

export type { DeepPartial };

export type InitialValues<T extends FormType> = DeepPartial<FormInput<T>>;

const EMPTY: { [T in FormType]: () => InitialValues<T> } = {
  'contact-form': emptyContactForm,
  newsletter: emptyNewsletter,
  training: emptyTraining,
  'aanmeldformulier-po': emptyAanmeldformulierPo,
  'doorstroomtoets-pre-registration': emptyDoorstroomtoetsPreRegistration,
  'doorstroomtoets-pre-registration-2026': emptyDoorstroomtoets2026,
  'doorstroomtoets-registration-2026': emptyDoorstroomtoets2026,
};

/** A fresh object each call, safe to hand to react-final-form as initialValues. */
export function emptyValues<T extends FormType>(type: T): InitialValues<T> {
  return EMPTY[type]();
}
