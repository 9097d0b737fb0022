/** The shared form layer: schemas, checks and initial values for the browser and the server alike. */
export {
  FORM_SCHEMAS,
  FORM_TYPES,
  REGISTRATION_TYPES,
  isFormType,
  isRegistrationType,
  type FormInput,
  type FormType,
  type FormValues,
  type RegistrationType,
  type Submission,
  type SubmissionOf,
} from './registry';
export { parseSubmission, type ParseResult } from './parseSubmission';
export { ARRAY_ERROR, FORM_ERROR, finalFormErrors, type FormErrors } from './finalFormErrors';
export { CHECKLIST_HEADING, checklist } from './checklist';
export { emptyValues, type DeepPartial, type InitialValues } from './emptyValues';
export { formatPath, type IssueSummary } from './issues';
export { LIMITS } from './fields';
export * from './messages';
export { JOB_TITLE_OPTIONS } from './contacts';
export { foundSchoolSchema, registrationSchoolSchema } from './schoolFields';
export * from './contactForm';
export * from './newsletter';
export * from './training';
export * from './aanmeldformulierPo';
export * from './doorstroomtoetsPreRegistration';
export * from './doorstroomtoets2026';
export * from './helpdeskRequest';
