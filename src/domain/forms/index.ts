/** The shared form layer: schemas, checks and initial values for the browser and the server alike. */
export {
  FORM_DEFINITIONS,
  FORM_TYPES,
  HELPDESK_REQUEST_DEFINITION,
  HELPDESK_REQUEST_TYPE,
  PRE_REGISTRATION_TYPES,
  REGISTRATION_TYPES,
  STORED_TYPES,
  definitionOf,
  finalRegistrationRoute,
  followsCurrentRound,
  formSchema,
  isFormType,
  isPreRegistrationType,
  isRegistrationType,
  isStoredType,
  registrationModeOf,
  type FormInput,
  type FormSchema,
  type FormType,
  type PreRegistrationType,
  type RegistrationType,
  type RoundFormType,
  type StoredType,
  type StoredValues,
  type StoredValuesOf,
  type Submission,
  type SubmissionOf,
} from './definitions';
export {
  REGISTRATION_MODES,
  defineForm,
  type Checklist,
  type EditForm,
  type FormDefinition,
  type MailTexts,
  type RegistrationMode,
  type SuccessAnswer,
} from './formDefinition';
export { parseSubmission, type ParseResult } from './parseSubmission';
export { ARRAY_ERROR, FORM_ERROR, finalFormErrors, withProblems, type FormErrors } from './finalFormErrors';
export { jobTitleProblems } from './jobTitles';
export { DEFAULT_DEVICES, devicesOf, type Device } from './devices';
export { CHECKLIST_HEADING, checklist } from './checklist';
export { emptyValues, type DeepPartial, type InitialValues } from './emptyValues';
export { formatPath, type IssueSummary } from './issues';
export { LIMITS } from './fields';
export * from './messages';
export { JOB_TITLE_OPTIONS, JOB_TITLE_OPTIONS_WITH_EMPTY } from './contacts';
export { foundSchoolSchema, registrationSchoolSchema } from './schoolFields';
export * from './contactForm';
export * from './newsletter';
export * from './training';
export * from './aanmeldformulierPo';
export * from './poSignUpDays';
export * from './doorstroomtoetsPreRegistration';
export * from './doorstroomtoetsRound';
export * from './helpdeskRequest';
