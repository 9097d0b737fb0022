/**
 * The form types (the `type` field of /api/process-form) and their definitions: the one table that
 * names them. Adding a form type means adding its name to FORM_TYPES and its definition below; the
 * compiler then asks for every part (see ./formDefinition).
 */
import { lastOf } from '../lists';
import { PAGE_ROUTES } from '../routes';
import type * as v from 'valibot';
import { PO_PRODUCT_KEYS } from '../products';
import {
  PO_CHECKLIST,
  aanmeldformulierPoSchemaOf,
  emptyAanmeldformulierPo,
  poChecklistItem,
} from './aanmeldformulierPo';
import { contactFormSchema, emptyContactForm } from './contactForm';
import { JOB_TITLE_OPTIONS } from './contacts';
import {
  REGISTRATION_ROUND_CHECKLIST,
  doorstroomtoetsRoundSchemas,
  emptyDoorstroomtoetsRound,
  registrationRoundChecklistItem,
} from './doorstroomtoetsRound';
import {
  ROUNDS,
  currentRound,
  doorstroomtoetsRoutes,
  doorstroomtoetsTypes,
  yearOfDoorstroomtoetsType,
  type RegistrationRound,
  type RoundYear,
} from '../rounds';
import {
  PRE_REGISTRATION_CHECKLIST,
  doorstroomtoetsPreRegistrationSchema,
  emptyDoorstroomtoetsPreRegistration,
  preRegistrationChecklistItem,
} from './doorstroomtoetsPreRegistration';
import { defineForm, type FormDefinition, type RegistrationMode } from './formDefinition';
import { emptyHelpdeskRequest, helpdeskRequestSchema, type HelpdeskRequest } from './helpdeskRequest';
import { emptyNewsletter, newsletterSchema } from './newsletter';
import { emptyTraining, trainingSchema } from './training';
import { poSignUpDayProblems } from './poSignUpDays';

/** The form types of every round's Doorstroomtoets registration, made from the round's year. */
export type RoundFormType =
  `doorstroomtoets-pre-registration-${RoundYear}` | `doorstroomtoets-registration-${RoundYear}`;

const FIXED_FORM_TYPES = [
  'contact-form',
  'newsletter',
  'training',
  'aanmeldformulier-po',
  'doorstroomtoets-pre-registration',
] as const;
type FixedFormType = (typeof FIXED_FORM_TYPES)[number];

export type FormType = FixedFormType | RoundFormType;
export const FORM_TYPES: readonly FormType[] = [
  ...FIXED_FORM_TYPES,
  ...ROUNDS.flatMap((round) => {
    const types = doorstroomtoetsTypes(round.year);
    return [types.pre, types.final];
  }),
];

const THANK_YOU_PAGE = { kind: 'thank-you-page' } as const;
const DOORSTROOMTOETS = ['Doorstroomtoets'] as const;
const REGISTRATION_ROUND = { items: REGISTRATION_ROUND_CHECKLIST, itemFor: registrationRoundChecklistItem };
const CONTACT_PERSON = 'U bent opgegeven als contactpersoon.';

/** A round's two stages: the pre-registration, and the registration that completes it. */
const ROUND_STAGES = {
  pre: { registrationMode: 'pre-registration', noun: 'vooraanmelding', label: 'Vooraanmelding' },
  final: { registrationMode: 'registration', noun: 'aanmelding', label: 'Aanmelding' },
} as const;

/** The two form definitions of one round's Doorstroomtoets registration: its dates, names and pages. */
function roundDefinitions(round: RegistrationRound) {
  const schemas = doorstroomtoetsRoundSchemas(round);
  const routes = doorstroomtoetsRoutes(round.year);
  const empty = () => emptyDoorstroomtoetsRound(round);
  const shared = {
    empty,
    checklist: REGISTRATION_ROUND,
    schoolSector: 'po',
    products: DOORSTROOMTOETS,
    jobTitles: JOB_TITLE_OPTIONS,
    success: THANK_YOU_PAGE,
  } as const;
  /** What differs between the two stages: the registration's mode, its name, its page. */
  const stage = <M extends keyof typeof ROUND_STAGES>(mode: M) => {
    const { registrationMode, noun, label } = ROUND_STAGES[mode];
    return {
      registrationMode,
      route: routes[mode],
      mail: {
        subject: `Bevestiging van uw ${noun} voor de Doorstroomtoets ${round.year}`,
        opening: `Bedankt voor de ${noun} van uw school voor de Doorstroomtoets. ${CONTACT_PERSON}`,
      },
      label: `${label} Doorstroomtoets ${round.year}`,
      editForm: { kind: 'round', year: round.year, mode },
    } as const;
  };
  return {
    pre: defineForm({ ...shared, ...stage('pre'), schema: schemas.pre }),
    final: defineForm({ ...shared, ...stage('final'), schema: schemas.final }),
  };
}

type RoundDefinitions = ReturnType<typeof roundDefinitions>;
type RoundDefinitionTable = { [Y in RoundYear as `doorstroomtoets-pre-registration-${Y}`]: RoundDefinitions['pre'] } & {
  [Y in RoundYear as `doorstroomtoets-registration-${Y}`]: RoundDefinitions['final'];
};

const ROUND_DEFINITIONS = Object.fromEntries(
  ROUNDS.flatMap((round) => {
    const types = doorstroomtoetsTypes(round.year);
    const definitions = roundDefinitions(round);
    return [
      [types.pre, definitions.pre],
      [types.final, definitions.final],
    ];
  }),
) as RoundDefinitionTable;

const FIXED_DEFINITIONS = {
  'contact-form': defineForm({
    schema: contactFormSchema,
    empty: emptyContactForm,
    checklist: null,
    schoolSector: null,
    registrationMode: null,
    route: '/contactformulier',
    products: [],
    jobTitles: null,
    success: {
      kind: 'text',
      text: {
        nl: 'Bedankt voor uw bericht. We nemen zo snel mogelijk contact met u op.',
        ro: 'Vă mulțumim pentru mesaj. Vă vom contacta cât mai curând posibil.',
      },
    },
    mail: {
      subject: { nl: 'We hebben uw bericht ontvangen', ro: 'Am primit mesajul dumneavoastră' },
      opening: {
        nl: 'Bedankt voor uw bericht. We hebben het goed ontvangen en nemen zo snel mogelijk contact met u op.',
        ro: 'Vă mulțumim pentru mesaj. L-am primit și vă vom contacta cât mai curând posibil.',
      },
      repeatsFreeText: true,
    },
    label: 'Contactformulier',
  }),
  newsletter: defineForm({
    schema: newsletterSchema,
    empty: emptyNewsletter,
    checklist: null,
    schoolSector: null,
    registrationMode: null,
    route: PAGE_ROUTES.newsletterSignUp,
    products: [],
    jobTitles: null,
    success: {
      kind: 'text',
      text: {
        // The answer when a mail went (server/answers/newsletter-answer.ts says the others): a bot is told this too.
        nl: 'Bijna klaar: we hebben u een e-mail gestuurd. Rond uw aanmelding af met de knop in die e-mail.',
        ro: 'Aproape gata: v-am trimis un e-mail. Finalizați abonarea cu butonul din acel e-mail.',
      },
    },
    mail: {
      subject: { nl: 'U bent aangemeld voor de nieuwsbrief van AMN', ro: 'V-ați abonat la newsletterul AMN' },
      opening: {
        nl: 'Bedankt voor uw aanmelding voor de nieuwsbrief van AMN.',
        ro: 'Vă mulțumim pentru abonarea la newsletterul AMN.',
      },
    },
    label: 'Aanmelding nieuwsbrief',
    mails: 'subscription',
  }),
  training: defineForm({
    schema: trainingSchema,
    empty: () => emptyTraining(),
    checklist: null,
    schoolSector: null,
    registrationMode: null,
    route: PAGE_ROUTES.trainingSignUp,
    products: [],
    jobTitles: null,
    success: {
      kind: 'text',
      text: {
        nl: 'Bedankt voor uw aanmelding voor de training. U ontvangt een bevestiging per e-mail.',
        ro: 'Vă mulțumim pentru înscrierea la curs. Veți primi o confirmare prin e-mail.',
      },
    },
    mail: {
      subject: { nl: 'Uw aanmelding voor een training van AMN', ro: 'Înscrierea dumneavoastră la un curs AMN' },
      opening: {
        // The session's date, times and address follow in the summary (server/mail/training-session.ts).
        nl: 'Bedankt voor uw aanmelding voor de training. Een week voor de training sturen we u het programma.',
        ro: 'Vă mulțumim pentru înscrierea la curs. Cu o săptămână înainte de curs vă trimitem programul.',
      },
    },
    label: 'Aanmelding training',
  }),
  'aanmeldformulier-po': defineForm({
    // The schema of the newest round, for its type: what validates is formSchema(type, round).
    schema: aanmeldformulierPoSchemaOf(lastOf(ROUNDS)),
    empty: () => emptyAanmeldformulierPo(currentRound()),
    checklist: { items: PO_CHECKLIST, itemFor: poChecklistItem },
    schoolSector: 'po',
    // A school may sign up for the trial tests more than once (one sign-up per product choice).
    registrationMode: null,
    route: PAGE_ROUTES.primarySignUp,
    products: PO_PRODUCT_KEYS,
    jobTitles: JOB_TITLE_OPTIONS,
    success: THANK_YOU_PAGE,
    mail: {
      subject: 'Bevestiging van uw aanmelding bij AMN',
      opening: `Bedankt voor de aanmelding van uw school. ${CONTACT_PERSON}`,
    },
    label: 'Aanmelding primair onderwijs',
    editForm: { kind: 'primary-sign-up' },
    signUp: { firstDayProblems: poSignUpDayProblems },
  }),
  'doorstroomtoets-pre-registration': defineForm({
    schema: doorstroomtoetsPreRegistrationSchema,
    empty: emptyDoorstroomtoetsPreRegistration,
    checklist: { items: PRE_REGISTRATION_CHECKLIST, itemFor: preRegistrationChecklistItem },
    schoolSector: 'po',
    registrationMode: 'pre-registration',
    route: PAGE_ROUTES.preRegistration,
    products: DOORSTROOMTOETS,
    jobTitles: JOB_TITLE_OPTIONS,
    success: THANK_YOU_PAGE,
    mail: {
      subject: 'Bevestiging van uw vooraanmelding voor de Doorstroomtoets',
      opening: `Bedankt voor de vooraanmelding van uw school voor de Doorstroomtoets. ${CONTACT_PERSON}`,
    },
    label: 'Vooraanmelding Doorstroomtoets',
    editForm: { kind: 'pre-registration' },
  }),
} as const satisfies { [T in FixedFormType]: FormDefinition };

export const FORM_DEFINITIONS = { ...FIXED_DEFINITIONS, ...ROUND_DEFINITIONS } satisfies {
  [T in FormType]: FormDefinition;
};

/** The helpdesk request of /help/aanvraag, posted to /api/send: stored and mailed like a form type. */
export const HELPDESK_REQUEST_TYPE = 'helpdesk-request';
export const HELPDESK_REQUEST_DEFINITION = defineForm({
  schema: helpdeskRequestSchema,
  empty: emptyHelpdeskRequest,
  checklist: null,
  schoolSector: null,
  registrationMode: null,
  route: PAGE_ROUTES.helpRequest,
  products: [],
  jobTitles: null,
  success: {
    kind: 'text',
    text: {
      nl: 'Bedankt, uw aanvraag is verstuurd. De helpdesk neemt zo snel mogelijk contact met u op.',
      ro: 'Vă mulțumim, solicitarea dumneavoastră a fost trimisă. Helpdesk-ul vă va contacta cât mai curând posibil.',
    },
  },
  mail: {
    subject: { nl: 'We hebben uw aanvraag ontvangen', ro: 'Am primit solicitarea dumneavoastră' },
    opening: {
      nl: 'Bedankt voor uw aanvraag. De helpdesk neemt zo snel mogelijk contact met u op.',
      ro: 'Vă mulțumim pentru solicitare. Helpdesk-ul vă va contacta cât mai curând posibil.',
    },
  },
  label: 'Helpdeskaanvraag',
});

/** Everything the store holds a submission of: the form types and the helpdesk request. */
export type StoredType = FormType | typeof HELPDESK_REQUEST_TYPE;
export const STORED_TYPES: readonly StoredType[] = [...FORM_TYPES, HELPDESK_REQUEST_TYPE];

export function isFormType(value: unknown): value is FormType {
  return typeof value === 'string' && (FORM_TYPES as readonly string[]).includes(value);
}

export function isStoredType(value: unknown): value is StoredType {
  return value === HELPDESK_REQUEST_TYPE || isFormType(value);
}

export function definitionOf(type: StoredType): FormDefinition {
  return type === HELPDESK_REQUEST_TYPE ? HELPDESK_REQUEST_DEFINITION : FORM_DEFINITIONS[type];
}

/** The schema of each form's values, WITHOUT `type` (parseSubmission checks `type` first). */
export type FormSchema<T extends FormType> = (typeof FORM_DEFINITIONS)[T]['schema'];

/**
 * The schema a form's values are checked with. The primary sign-up has no year of its own: its
 * products are those of `round` (the round current on the day of the request, or the round a stored
 * sign-up belongs to). Every other form has one schema (a round's forms carry their year in their type).
 */
export function formSchema<T extends FormType>(type: T, round: RegistrationRound = currentRound()): FormSchema<T> {
  if (type === 'aanmeldformulier-po') return aanmeldformulierPoSchemaOf(round);
  return FORM_DEFINITIONS[type].schema;
}

/** Whether a form's products are those of the day's round (it has no year in its type). */
export function followsCurrentRound(type: StoredType): boolean {
  return type === 'aanmeldformulier-po' || type === 'doorstroomtoets-pre-registration';
}

/** What the form holds (input) and what validation yields (output, defaults applied). */
export type FormInput<T extends FormType> = v.InferInput<FormSchema<T>>;
type FormValues<T extends FormType> = v.InferOutput<FormSchema<T>>;

/** A validated submission: discriminated union on `type`. */
export type Submission = { [T in FormType]: { type: T } & FormValues<T> }[FormType];
export type SubmissionOf<T extends FormType> = Extract<Submission, { type: T }>;

/** What the store holds of a submission, as its schema read it: a form's, or the helpdesk request's. */
export type StoredValues = Submission | ({ type: typeof HELPDESK_REQUEST_TYPE } & HelpdeskRequest);
export type StoredValuesOf<T extends StoredType> = Extract<StoredValues, { type: T }>;

type TypesWhere<Condition> = {
  [T in FormType]: (typeof FORM_DEFINITIONS)[T] extends Condition ? T : never;
}[FormType];

/** Registrations: answered with 307 and the thank-you page's address. */
export type RegistrationType = TypesWhere<{ success: { kind: 'thank-you-page' } }>;
export const REGISTRATION_TYPES = FORM_TYPES.filter(
  (type): type is RegistrationType => FORM_DEFINITIONS[type].success.kind === 'thank-you-page',
);
export function isRegistrationType(type: unknown): type is RegistrationType {
  return (REGISTRATION_TYPES as readonly unknown[]).includes(type);
}

/** Pre-registrations: completed later through the link in their confirmation (GET /api/registration/:id). */
export type PreRegistrationType = TypesWhere<{ registrationMode: 'pre-registration' }>;
export const PRE_REGISTRATION_TYPES = FORM_TYPES.filter(
  (type): type is PreRegistrationType => FORM_DEFINITIONS[type].registrationMode === 'pre-registration',
);
export function isPreRegistrationType(type: unknown): type is PreRegistrationType {
  return (PRE_REGISTRATION_TYPES as readonly unknown[]).includes(type);
}

/** The mode a form type registers a school in, or null when it does not count once per school. */
export function registrationModeOf(type: StoredType): RegistrationMode | null {
  return definitionOf(type).registrationMode;
}

/**
 * The page that completes a pre-registration (its link carries `?registratie=ID`): the final form of
 * the pre-registration's own round, or of the current round for the pre-registration without a year.
 */
export function finalRegistrationRoute(preType: PreRegistrationType, current: RegistrationRound): string {
  const year = yearOfDoorstroomtoetsType(preType) ?? current.year;
  return doorstroomtoetsRoutes(year).final;
}
