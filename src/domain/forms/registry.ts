/** The form types (the `type` field of /api/process-form) and their schemas. */
import type * as v from 'valibot';
import { aanmeldformulierPoSchema } from './aanmeldformulierPo';
import { contactFormSchema } from './contactForm';
import { doorstroomtoetsPreRegistration2026Schema, doorstroomtoetsRegistration2026Schema } from './doorstroomtoets2026';
import { doorstroomtoetsPreRegistrationSchema } from './doorstroomtoetsPreRegistration';
import { newsletterSchema } from './newsletter';
import { trainingSchema } from './training';

export const FORM_TYPES = [
  'contact-form',
  'newsletter',
  'training',
  'aanmeldformulier-po',
  'doorstroomtoets-pre-registration',
  'doorstroomtoets-pre-registration-2026',
  'doorstroomtoets-registration-2026',
] as const;
export type FormType = (typeof FORM_TYPES)[number];

/**
 * The schema of each form's values, WITHOUT `type`: the browser validates its values with it, and
 * `parseSubmission` checks `type` and then validates the rest with it.
 */
export const FORM_SCHEMAS = {
  'contact-form': contactFormSchema,
  newsletter: newsletterSchema,
  training: trainingSchema,
  'aanmeldformulier-po': aanmeldformulierPoSchema,
  'doorstroomtoets-pre-registration': doorstroomtoetsPreRegistrationSchema,
  'doorstroomtoets-pre-registration-2026': doorstroomtoetsPreRegistration2026Schema,
  'doorstroomtoets-registration-2026': doorstroomtoetsRegistration2026Schema,
} as const satisfies Record<FormType, v.GenericSchema>;

/** What the form holds (input) and what validation yields (output, defaults applied). */
export type FormInput<T extends FormType> = v.InferInput<(typeof FORM_SCHEMAS)[T]>;
export type FormValues<T extends FormType> = v.InferOutput<(typeof FORM_SCHEMAS)[T]>;

/** A validated submission: discriminated union on `type`. */
export type Submission = { [T in FormType]: { type: T } & FormValues<T> }[FormType];
export type SubmissionOf<T extends FormType> = Extract<Submission, { type: T }>;

export function isFormType(value: unknown): value is FormType {
  return typeof value === 'string' && (FORM_TYPES as readonly string[]).includes(value);
}

/** Registrations are answered with 307 and the thank-you page's address. */
export const REGISTRATION_TYPES = [
  'aanmeldformulier-po',
  'doorstroomtoets-pre-registration',
  'doorstroomtoets-pre-registration-2026',
  'doorstroomtoets-registration-2026',
] as const satisfies readonly FormType[];
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

export function isRegistrationType(type: unknown): type is RegistrationType {
  return typeof type === 'string' && (REGISTRATION_TYPES as readonly string[]).includes(type);
}
