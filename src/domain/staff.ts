import type { RegistrationState } from './registrationStates';
import type { RegistrationReading } from './registration-reading/types';

/**
 * The contract between the staff workspace at /beheer and its API under /api/staff: the states a
 * submission has and what the list, the detail, the failed mails and the counts answer. Both sides
 * import it, so a renamed field breaks the build instead of the screen.
 */

/** The helpdesk's own handling of a submission ('Status'). */
export const HANDLING_STATUSES = ['nieuw', 'in-behandeling', 'afgehandeld'] as const;
export type HandlingStatus = (typeof HANDLING_STATUSES)[number];
/** A registration's state as the school sees it on its page. */
export { REGISTRATION_STATES, type RegistrationState } from './registrationStates';
/** A newsletter sign-up's consent. */
export const CONSENT_STATES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];

/** What the list and the detail both say of a submission. */
type SubmissionHead = {
  id: string;
  type: string;
  label: string;
  createdAt: string;
  handlingStatus: HandlingStatus;
  registrationState: RegistrationState | null;
};

/** GET /api/staff/submissions: one row of the list. */
/** What needs the helpdesk's eye: a registration from outside the school's domain, or a claim on it. */
export const ATTENTION_FILTERS = ['te-controleren', 'conflict'] as const;
export type AttentionFilter = (typeof ATTENTION_FILTERS)[number];

/** Why a domain is never a board's: a public mail domain (gmail.com), or one that several schools or boards share. */
export type NotForBoard = 'public' | 'shared';

/** A registration whose contacts do not write from the school's own domain, with DUO's facts to check it by. */
export type SchoolCheck = {
  /** `onbevestigd`: the contacts write from the school's domain, but none has proven the mailbox yet. */
  state: 'te-controleren' | 'onbevestigd' | 'bevestigd';
  /** The contacts' domains. */
  domains: string[];
  /** Each contact domain, and why it can never be remembered for the board (null: the helpdesk may tick it). */
  domainChoices: { domain: string; notForBoard: NotForBoard | null }[];
  website: string | null;
  phone: string | null;
  board: string | null;
};

/** Someone who asks to take over a registration ('Vraag de aanmelding over'). */
export type SchoolClaim = {
  id: string;
  /** `wacht`: until the claimant proves the mailbox; the helpdesk decides only open claims. */
  state: 'wacht' | 'open' | 'overgedragen' | 'afgewezen';
  name: string;
  email: string;
  phone: string;
  message: string;
  createdAt: string;
  /** What the claimant names when calling (`VZ-K7QX3M`), as their receipt says it. */
  reference: string;
  decidedBy: string | null;
  decidedAt: string | null;
  /** Until when the helpdesk may undo its decision; null when there is none to undo (any more). */
  undoUntil: string | null;
  /** Both parties' mail domains against the school's DUO web address (and its board's domains). */
  domains: { website: string | null; registered: DomainMatch[]; claimant: DomainMatch };
};

/** A mail domain and whether it is the school's: its DUO web address's, its board's, or neither. */
export type DomainMatch = { domain: string; match: 'site' | 'board' | null };

export type ListItem = SubmissionHead & {
  /** The Kenmerk a person can say (registrations and primary sign-ups); null for other forms. */
  kenmerk: string | null;
  consentState: ConsentState | null;
  /** 'te-controleren' while the helpdesk has not confirmed a registration from outside the school's domain. */
  schoolCheck: 'te-controleren' | null;
  /** Claims on it still open: a conflict to decide. */
  openClaims: number;
  /** Who or which school it is about: the school's name, or the sender's. */
  title: string;
};

/** What a mail's row says to staff: waiting, sent, or failed with its reason. */
/** `vastgehouden`: a cap holds it until staff release or drop it (npm run data -- held). */
export type MailState = 'in-wachtrij' | 'verzonden' | 'mislukt' | 'vastgehouden';

export type { VersionRow } from './changes';

/** GET /api/staff/submissions/:id. */
export type SubmissionDetail = SubmissionHead & {
  /** The Kenmerk a person can say (registrations and primary sign-ups); null for other forms. */
  kenmerk: string | null;
  /** The registration's version as shown: a change is saved only while it is still the stored one. */
  version: number;
  /**
   * A registration's one reading (src/domain/registration-reading): its state in words, deadline,
   * chosen products and contacts, as the school's mails and page say them. Null for other forms.
   */
  reading: RegistrationReading | null;
  /** Every field with the form's own labels, a registration's from its reading (never a personal link: those are not stored). */
  rows: { label: string; value: string; depth: number }[];
  /** The stored values, for changing a registration for the school. */
  values: Record<string, unknown> | null;
  mails: {
    id: string;
    recipient: string;
    template: string | null;
    state: MailState;
    /** Why a cap holds it (`recipient-hour`, `recipient-day`, `global-hour`); null when none does. */
    heldReason: string | null;
    attempts: number;
    lastError: string | null;
    createdAt: string;
    sentAt: string | null;
  }[];
  versions: import('./changes').VersionRow[];
  notes: { author: string; at: string; text: string }[];
  schoolCheck: SchoolCheck | null;
  claims: SchoolClaim[];
};

/** GET /api/staff/mails/failed: a mail the outbox gave up on. */
export type FailedMail = {
  id: string;
  submissionId: string | null;
  label: string;
  recipient: string;
  attempts: number;
  lastError: string | null;
  failedAt: string;
};

/** GET /api/staff/mails/held: a mail a cap holds, oldest first (as `server/mail/held-mails.ts` lists it). */
export type HeldMail = {
  id: string;
  submissionId: string | null;
  recipient: string;
  template: string | null;
  reason: string | null;
  heldAt: string;
};

/** GET /api/staff/stats. */
export type Stats = {
  /** Every week of the period, oldest first, with its Monday (yyyy-mm-dd). */
  weeks: { week: string; start: string }[];
  /** Submissions per form and week, the last weeks. */
  perWeek: { week: string; label: string; count: number }[];
  /** Registrations that are not withdrawn and their pupils, per product and round. */
  perProduct: { round: number | null; product: string; registrations: number; pupils: number }[];
  /** Forms dropped as a bot's (answered as a success, never stored) per week and reason, the same weeks. */
  botsPerWeek: { week: string; reason: string; count: number }[];
};

/** GET /api/staff/mails/:id: one mail rendered again from its stored template, its links' tokens masked. */
export type MailView = {
  id: string;
  submissionId: string | null;
  recipient: string;
  template: string | null;
  state: MailState;
  createdAt: string;
  sentAt: string | null;
  subject: string;
  text: string;
  /** Null for a mail queued before templates (plain text only) or one that cannot be rebuilt. */
  html: string | null;
  /** Why the mail cannot be rebuilt (its submission was erased), or null. */
  problem: string | null;
};

/** POST /api/staff/submissions/status: the rows set, and those already at that status. */
export type BulkStatusAnswer = { changed: string[]; unchanged: number; text: string };

/** At most this many rows get a new status at once. */
export const BULK_STATUS_MAX = 200;
