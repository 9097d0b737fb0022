/**
 * What the API answers the browser, as valibot schemas: the browser's API client parses every
 * answer by its route's schema (src/components/forms/apiClient.ts), and ./api derives the answer
 * types from them, so the server's handlers are typed by the same definition.
 *
 * An answer whose inner parts are an existing domain type (a registration's reading, the staff
 * workspace's records) is checked at its top level only: the fields the page reads first must be
 * there and of their kind; the inner parts keep the domain type instead of a second definition.
 */
import * as v from 'valibot';
import type { VersionRow } from './changes';
import type { RegistrationReading } from './registration-reading/types';
import { REGISTRATION_STATES } from './registrationStates';
import type { School } from './school';
import type { BulkStatusAnswer, FailedMail, HeldMail, ListItem, MailView, Stats, SubmissionDetail } from './staff';
import type { TranslationReport } from './translations';
import { isRecord } from './values';

/**
 * A domain type checked at its top level: an object with at least these fields, of these kinds;
 * what lies below them is the type's promise (the server builds the answer from the same type).
 */
const checkedAtTop = <T>(entries: v.ObjectEntries) => {
  const top = v.looseObject(entries);
  return v.custom<T>((input) => v.is(top, input), 'Unexpected answer');
};

/** A nested part of an answer that is an existing domain type: an object, trusted below that. */
const domainObject = <T>() => v.custom<T>(isRecord, 'Expected an object');

/** A form's values as stored: an object of any fields. */
const storedValues = v.record(v.string(), v.unknown());

/** GET /api/csrf: the token, also set as the XSRF cookie. */
export const csrfAnswer = v.looseObject({ token: v.optional(v.string()) });

/** An answer that is a text in the visitor's language (a claim filed, links sent). */
export const textAnswer = v.object({ text: v.string() });

/** POST /api/claims: 202 with a text in the visitor's language. */
export const claimAnswer = textAnswer;

/** A nullable school field: missing reads as null. */
const schoolField = v.optional(v.nullable(v.string()), null);

/** One school as the finder answers it (its derived cf_brin_locatienr and any other field kept). */
export const schoolAnswer: v.GenericSchema<unknown, School & { cf_brin_locatienr?: string }> = v.looseObject({
  naam: v.string(),
  instellingscode: v.string(),
  vestigingscode: v.string(),
  straatnaam: schoolField,
  huisnummer: schoolField,
  postcode: schoolField,
  plaatsnaam: schoolField,
  onderwijsaanbiederid: schoolField,
  onderwijsbestuurid: schoolField,
  onderwijslocatiecode: schoolField,
  cf_brin_locatienr: v.optional(v.string()),
});

/** GET /api/school?term=: the schools found. */
export const schoolsAnswer = v.array(schoolAnswer);

/**
 * How a school's place is held: by a trusted registration (its contacts on the school's domain, or
 * confirmed by the helpdesk), by someone outside the school's domain (the helpdesk still checks it),
 * or by someone on the domain who has not yet confirmed the address.
 */
export const PLACE_HELD_BY = ['trusted', 'outside-domain', 'unconfirmed'] as const;

/** GET /api/schoolAlreadyRegistered. */
export const schoolAlreadyRegisteredAnswer = v.object({
  schoolAlreadyRegistered: v.boolean(),
  /** How the place is held; null when not registered. */
  heldBy: v.nullish(v.picklist(PLACE_HELD_BY)),
  /**
   * The domain the registered contacts write from (`obs-voorbeeld.nl`), never an address; only for a
   * trusted registration (a stranger's domain would tell who chose us, and mislead the school), else null.
   */
  registeredBy: v.nullish(v.string()),
});

/** POST /api/mailbox/confirm: what the click on a proof link did (404 for a link that is not, or no longer, valid). */
export const mailboxConfirmAnswer = v.object({
  state: v.picklist(['registration', 'form', 'claim', 'taken-back', 'already']),
});

/** One line of a stored registration as its page shows it: the form's label and the value. */
export const registrationRow = v.object({ label: v.string(), value: v.string(), depth: v.number() });

/** GET /api/registration?token=: a registration as its own page shows it. */
export const myRegistrationAnswer = v.object({
  /** The server's random id: a final registration names the pre-registration it completes by it. Never shown. */
  id: v.string(),
  /** What the school names when it calls or mails: `AMN-2027-K7QX` (the random id stays the server's). */
  kenmerk: v.string(),
  type: v.string(),
  /** How the form is called ('Aanmelding Doorstroomtoets 2026'). */
  label: v.string(),
  createdAt: v.string(),
  state: v.picklist(REGISTRATION_STATES),
  changedAt: v.nullable(v.string()),
  /** The version shown: a change or withdrawal sends it back and is refused (409) once it is no longer the stored one. */
  version: v.number(),
  schoolName: v.string(),
  /** The address the link was sent to. */
  contactEmail: v.string(),
  /** The stored values, for the change form. */
  values: storedValues,
  /**
   * The registration in its one reading: the state in words, the deadline for changes, the next
   * step, the chosen products and the contacts. Null for a registration of a retired round.
   */
  reading: v.nullable(domainObject<RegistrationReading>()),
  /** The whole registration as rows: the reading's, or the stored values with their labels. */
  rows: v.array(registrationRow),
  /** For a pre-registration not yet finished: the page of its final registration. */
  finishRoute: v.nullable(v.string()),
  /** Whether the school may still change or withdraw it here; else `closedText` says whom to ask. */
  changesOpen: v.boolean(),
  closedText: v.string(),
  /** Once withdrawn: the round's form while it takes registrations, else null (then the helpdesk). */
  registerAgainRoute: v.nullable(v.string()),
  history: v.array(domainObject<VersionRow>()),
});

/**
 * GET /api/registration?token=, as far as the final registration form reads it to finish a
 * pre-registration: the id it names and the values it starts from.
 */
export const preRegistrationToFinish = v.looseObject({ id: v.string(), values: storedValues });

/** GET /api/newsletter/subscription?token=: a newsletter link's subscription, the address it was mailed to, its topics. */
export const subscriptionAnswer = v.object({
  state: v.picklist(['pending', 'confirmed', 'unsubscribed']),
  email: v.string(),
  topics: v.array(v.string()),
});

/** POST /api/newsletter/confirm. */
export const newsletterConfirmAnswer = v.object({ state: v.picklist(['confirmed', 'already-confirmed']) });

/** POST /api/newsletter/topics: the topics kept. */
export const newsletterTopicsAnswer = v.object({ state: v.literal('confirmed'), topics: v.array(v.string()) });

/** POST /api/newsletter/unsubscribe. */
export const newsletterUnsubscribeAnswer = v.object({ state: v.literal('unsubscribed') });

/** The staff login's steps (server/staff/routes.ts), and its refusals as `{ error }`. */
export const staffLoginAnswer = v.union([
  v.object({ step: v.literal('code') }),
  v.object({ step: v.literal('enrol'), email: v.string(), secret: v.string(), qr: v.string() }),
  v.object({ step: v.literal('enrolled'), text: v.string() }),
  // Logged in: only the address (a half-read enrolment step must not pass for it).
  v.strictObject({ email: v.string() }),
  v.object({ error: v.string() }),
]);

/** GET /api/staff/session: the logged-in address. */
export const staffSessionAnswer = v.object({ email: v.string() });

/** GET /api/staff/submissions: one page of the list, and the cursor of the next (null at the end). */
export const staffListAnswer = v.object({
  items: v.array(checkedAtTop<ListItem>({ id: v.string(), title: v.string() })),
  next: v.nullable(v.string()),
});

/** GET /api/staff/submissions/:id. */
export const staffDetailAnswer = checkedAtTop<SubmissionDetail>({
  id: v.string(),
  rows: v.array(v.unknown()),
  mails: v.array(v.unknown()),
  versions: v.array(v.unknown()),
  notes: v.array(v.unknown()),
  claims: v.array(v.unknown()),
});

/** GET /api/staff/mails/:id. */
export const staffMailAnswer = checkedAtTop<MailView>({ id: v.string(), subject: v.string(), text: v.string() });

/** GET /api/staff/mails/failed. */
export const staffFailedMailsAnswer = v.array(checkedAtTop<FailedMail>({ id: v.string(), recipient: v.string() }));

/** GET /api/staff/mails/held. */
export const staffHeldMailsAnswer = v.array(checkedAtTop<HeldMail>({ id: v.string(), recipient: v.string() }));

/** GET /api/staff/stats. */
export const staffStatsAnswer = checkedAtTop<Stats>({
  weeks: v.array(v.unknown()),
  perWeek: v.array(v.unknown()),
  perProduct: v.array(v.unknown()),
});

/** GET /api/staff/translations. */
export const staffTranslationsAnswer = checkedAtTop<TranslationReport>({
  madeAt: v.string(),
  entries: v.array(v.unknown()),
});

/** POST /api/staff/submissions/status. */
export const staffBulkStatusAnswer = checkedAtTop<BulkStatusAnswer>({ changed: v.array(v.string()), text: v.string() });
