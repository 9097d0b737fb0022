/**
 * What the platform knows about one form type, in one place: the browser forms, the server's intake,
 * its answers and mails, the registration look-ups and the staff export all read it. Every part is
 * required, so a form type that lacks one (say, its mail texts) does not compile.
 */
import type { Localized } from '../locale';
import type * as v from 'valibot';
import type { ProductKey } from '../products';
import type { PathKey } from './issues';
import type { DeepPartial } from './types';
import type { SchoolSearchSector } from '../school';
import type { RegistrationRound } from '../rounds';
import type { IssueSummary } from './issues';

/** A school registers once per mode (the already-registered check asks per mode). */
export const REGISTRATION_MODES = ['pre-registration', 'registration'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

/** The items of 'Nog niet compleet:' and which item an issue at a path belongs to. */
export type Checklist = {
  items: readonly string[];
  itemFor: (path: readonly PathKey[], message: string) => string | undefined;
};

/** How the server answers a stored submission: a text (200), or the thank-you page's address (307). */
/** The 200 text is a `Localized` text for the forms the Romanian site has too. */
export type SuccessAnswer = { kind: 'text'; text: Localized } | { kind: 'thank-you-page' };

/** The confirmation mail to every person of a submission; `Localized` for the forms the Romanian site has. */
export type MailTexts = {
  subject: Localized;
  opening: Localized;
  /**
   * The confirmation repeats what the sender wrote freely (the message), as a copy of what was
   * sent. Only for a form whose every confirmation waits until its mailbox is proven (the outbox
   * holds a visitor's mail as `unproven` until the click); a text with a web address is left out.
   */
  repeatsFreeText?: true;
};

/** The form a stored registration is changed with on its own page and in the staff workspace. */
export type EditForm =
  { kind: 'primary-sign-up' } | { kind: 'pre-registration' } | { kind: 'round'; year: number; mode: 'pre' | 'final' };

export type FormDefinition<S extends v.GenericSchema = v.GenericSchema> = {
  /** The values without `type`: the browser validates with it, and so does the server. */
  schema: S;
  /** What the form holds before the visitor types (a fresh object each call). */
  empty: () => DeepPartial<v.InferInput<S>>;
  /** The open points listed under the submit button; null for forms without a checklist. */
  checklist: Checklist | null;
  /** The sector the form's school must be of (its finder searches that sector only); null without a school. */
  schoolSector: SchoolSearchSector | null;
  /** Registrations that count once per school and mode; null for everything else. */
  registrationMode: RegistrationMode | null;
  /** The page the form is on. */
  route: `/${string}`;
  /** The products the form registers for (contact flags are keyed by their ids). */
  products: readonly ProductKey[];
  /** The job title options of the form's contacts ('' is the empty option); null without contacts. */
  jobTitles: readonly string[] | null;
  success: SuccessAnswer;
  mail: MailTexts;
  /** How staff call the form: the helpdesk notice's subject and the staff export's `formulier` column. */
  label: string;
  /** The form that changes a stored one; none for forms nobody changes after sending. */
  editForm?: EditForm;
  /**
   * A primary sign-up: it takes its products once per school and round (sign-up keys, taken again
   * when it changes), and the first test days it chooses are checked against the day (`earlier`:
   * the stored values of a change, whose unchanged days stay). None for every other form.
   */
  signUp?: {
    firstDayProblems: (values: unknown, round: RegistrationRound, today: string, earlier?: unknown) => IssueSummary[];
  };
  /**
   * How its mails are written with it: `composed` from the form (a confirmation to each person, the
   * helpdesk's notice), or by the newsletter `subscription` it starts (double opt-in: which mail goes
   * depends on what is stored for the address already, so it is decided in the same transaction).
   */
  mails?: 'composed' | 'subscription';
};

/**
 * Checks one definition against its own schema (empty values, and every part present) and keeps its
 * literal types, so that a form reads, say, its registration mode as exactly 'registration'.
 */
export function defineForm<S extends v.GenericSchema, const D extends FormDefinition<S>>(
  definition: D & { schema: S },
): D {
  return definition;
}
