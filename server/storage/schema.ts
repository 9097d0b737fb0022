import type { Generated } from 'kysely';
import type { VersionKind } from '../../src/domain/changes';
import type { RegistrationState } from '../../src/domain/registrationStates';
import type { HandlingStatus } from '../../src/domain/staff';

/** The tables of the store, as Kysely sees them. Timestamps are ISO-8601 UTC strings on both engines. */

export type SubmissionsTable = {
  /** Random, at least 122 bits: it is also the secret of the final-registration link. */
  id: string;
  type: string;
  created_at: string;
  /** The validated form values (JSON), without the bot-defence fields. */
  payload: string;
  /** SHA-256 of the payload, to tell a replay from a different request with a reused Idempotency-Key. */
  payload_hash: string;
  idempotency_key: string | null;
  /** Registrations only: `pre-registration` or `registration`. */
  registration_mode: string | null;
  /** Registrations only: the round's year (a school registers once per round and mode). */
  registration_round: number | null;
  /** instellingscode + vestigingscode, upper case. */
  school_brin: string | null;
  /** onderwijsaanbiederid + onderwijslocatiecode. */
  school_rio: string | null;
  /** The pre-registration a final registration completes. */
  registration_id: string | null;
  /**
   * Registrations and primary sign-ups: the Kenmerk a person can say (`AMN-2027-K7QX`), unique
   * except that a final registration carries its pre-registration's (migration 015).
   */
  kenmerk: string | null;
  /** The language of the page it was sent from (`nl`, `ro`): its mails are in it. */
  locale: string | null;
  /** Registrations only: `ontvangen`, `gewijzigd` (changed on its page) or `ingetrokken` (withdrawn). */
  registration_state: RegistrationState | null;
  changed_at: string | null;
  /** Set when withdrawn: the school's place in the round is free again. */
  withdrawn_at: string | null;
  /** When the personal links were last sent again on request (at most once per 10 minutes). */
  links_sent_at: string | null;
  /** The helpdesk's handling: `nieuw`, `in-behandeling`, `afgehandeld`. */
  handling_status: Generated<HandlingStatus>;
  /** Lower case: names, addresses, school and BRIN, for the staff list's search. */
  search_text: string | null;
  /** Lower case: the school's name or the sender's, for the staff list's order by school. */
  sort_title: Generated<string>;
  /** 1 as sent, raised by every change and the withdrawal: a write names the version it was made on. */
  version: Generated<number>;
};

/** A note staff wrote about a submission ('Notitie'). */
export type StaffNotesTable = {
  id: string;
  submission_id: string;
  /** The staff member's address. */
  author: string;
  at: string;
  text: string;
};

/** A registration's contact and the version its personal link must carry (see migration 007). */
export type RegistrationContactsTable = {
  /** Random: the contact's part of the link's token. */
  id: string;
  submission_id: string;
  /** Lower case. */
  email: string;
  /** Raised to revoke the contact's link. */
  version: number;
  created_at: string;
  /** Set when the contact was taken off the registration: the link stops working. */
  removed_at: string | null;
};

/** One change or the withdrawal of a registration, with the payload it replaced. */
export type RegistrationVersionsTable = {
  id: string;
  submission_id: string;
  /** 2 for the first change: version 1 is the registration as sent. */
  version: number;
  at: string;
  /** `change` or `withdraw`. */
  kind: VersionKind;
  /** The contact's e-mail address, or `staff:` and the staff member's. */
  actor: string;
  previous_payload: string;
  /** JSON: what changed, as [{ label, before, after }]. */
  changes: string;
};

/** A newsletter subscription and its consent record (see migrations 005 and 009). */
export type NewsletterSubscriptionsTable = {
  /** Opaque and random: what the subscription's links name (never the address). Never reused. */
  id: string;
  email: string;
  state: 'pending' | 'confirmed' | 'unsubscribed';
  state_changed_at: string;
  /** JSON: the topic keys chosen. */
  topics: string;
  locale: string;
  consent_text: string;
  signed_up_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  /** Raised by every new consent, unsubscribe and erasure: links carrying an older version are refused. */
  version: number;
  last_link_at: string | null;
  links_day: string | null;
  links_that_day: number;
  submission_id: string | null;
};

/** A rate limit's count in its current window, shared by the nodes on PostgreSQL. */
export type RateLimitsTable = {
  key: string;
  count: number;
  /** Milliseconds since the epoch (bigint: a string from pg, a number from SQLite). */
  resets_at: string | number;
};

/** Every e-mail address a submission holds: the key for access and erasure requests. */
export type SubmissionEmailsTable = {
  submission_id: string;
  email: string;
};

export type OutboxTable = {
  id: string;
  submission_id: string | null;
  recipient: string;
  /** Mails queued before templates: the rendered subject and body. Empty for a templated mail. */
  subject: string;
  body: string;
  /** What the worker renders the mail from when it sends it (`confirmation`, `helpdesk-notice`), and in which language. */
  template: string | null;
  locale: string | null;
  /** For a mail about a change or withdrawal: the registration version it tells of. */
  registration_version: number | null;
  created_at: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  sent_at: string | null;
  /** Set when the worker gave up after the maximum number of attempts. */
  failed_at: string | null;
  last_error: string | null;
  /** The claim's random token: only the node that holds it records the mail's result. */
  lease_token: string | null;
  /** Set when a cap held the mail (migration 014): it is not sent until staff release it. */
  held_at: string | null;
  /** Why it was held: `recipient-hour`, `recipient-day` or `global-hour`. */
  held_reason: string | null;
};

/** A product a live primary sign-up holds for its school and round: `round:school:product` (migration 014). */
export type SignUpProductsTable = {
  key: string;
  submission_id: string;
};

/** Dropped bot submissions, counted per day and reason. */
export type BotDropsTable = {
  day: string;
  reason: string;
  count: number;
};

export type StaffAccountsTable = {
  /** Lower case. */
  email: string;
  /** `scrypt$N$r$p$salt$hash` (base64url). */
  password_hash: string;
  /** Base32 TOTP secret: set by `npm run staff` (at once enrolled with `--totp`, else once a code from it was accepted through the enrolment link). */
  totp_secret: string | null;
  totp_enrolled_at: string | null;
  /** SHA-256 (base64url) of the one-time enrolment link's token, and when that link ends. */
  totp_enrolment_hash: string | null;
  totp_enrolment_expires_at: string | null;
  /** The last accepted 30-second step: a code is accepted once. */
  totp_last_step: number | null;
  created_at: string;
  last_login_at: string | null;
};

export type StaffSessionsTable = {
  /** SHA-256 of the cookie's token. */
  id: string;
  email: string;
  /** `code`: password accepted, second factor pending; `in`: logged in. */
  stage: string;
  created_at: string;
  last_seen_at: string;
};

/** Failed logins counted per typed address (existing or not) and per client, for the login delays. */
export type StaffLoginFailuresTable = {
  /** `address:` or `client:` and the SHA-256 of the normalised address or the client key. */
  key: string;
  failures: number;
  last_failure_at: string;
};

/** One erasure: a keyed hash of the address (never the address) and when (migration 010). */
export type ErasuresTable = {
  address_hash: string;
  erased_at: string;
};

/** Work one node of several does: whoever moves `next_run_at` past now runs it (migration 010). */
export type LeasesTable = {
  name: string;
  holder: string;
  next_run_at: string;
};

/** Who did what when, and on which submission; never the personal data itself. */
export type StaffAuditTable = {
  id: string;
  at: string;
  /** A staff address, `ADMIN_TOKEN`, or `onbekend` for a login with an unknown address. */
  actor: string;
  action: string;
  submission_id: string | null;
  detail: string | null;
};

/** A registration the helpdesk is to check: its contacts do not write from the school's own domain. */
export type SchoolChecksTable = {
  submission_id: string;
  /**
   * `onbevestigd`: every contact writes from the school's own domain, but none of them has proven
   * the mailbox yet; `te-controleren`: a contact writes from elsewhere (the helpdesk looks).
   */
  state: 'te-controleren' | 'onbevestigd' | 'bevestigd';
  /** The contacts' domains, comma-separated. */
  domains: string;
  /** DUO's board number (BEVOEGD GEZAG NUMMER), web address and phone of the school, as at the registration. */
  board: string | null;
  website: string | null;
  phone: string | null;
  created_at: string;
  checked_by: string | null;
  checked_at: string | null;
};

/** A domain the helpdesk confirmed for a school board: its addresses are trusted for the board's schools. */
export type BoardDomainsTable = { board: string; domain: string; confirmed_by: string; confirmed_at: string };

/** A request to take over a registration, open until the helpdesk moves it or rejects it. */
export type SchoolClaimsTable = {
  id: string;
  submission_id: string;
  /** `wacht`: filed, until the claimant proves the mailbox (a click on the link we sent). */
  state: 'wacht' | 'open' | 'overgedragen' | 'afgewezen';
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  message: string;
  locale: string;
  created_at: string;
  decided_by: string | null;
  decided_at: string | null;
  /** A hash of the claimant's mailbox (mailboxHash): one waiting or open claim per claimant and registration. */
  claimant_mailbox: string | null;
  /** A take-back: the registration (JSON) the school's own contact sent while a stranger held the place. */
  payload: string | null;
};

/** A mailbox whose owner clicked a link we sent it, by a hash of the mailbox (never the address). */
export type ProvenMailboxesTable = { mailbox: string; proven_at: string };

/** The registrations one client (IPv4 address, IPv6 /64) stored in one clock hour (`2026-12-01T19`). */
export type RegistrationQuotaTable = { client: string; hour: string; count: number };

export type Database = {
  school_checks: SchoolChecksTable;
  proven_mailboxes: ProvenMailboxesTable;
  board_domains: BoardDomainsTable;
  school_claims: SchoolClaimsTable;
  registration_quota: RegistrationQuotaTable;
  staff_accounts: StaffAccountsTable;
  staff_sessions: StaffSessionsTable;
  staff_login_failures: StaffLoginFailuresTable;
  staff_audit: StaffAuditTable;
  staff_notes: StaffNotesTable;
  submissions: SubmissionsTable;
  registration_contacts: RegistrationContactsTable;
  registration_versions: RegistrationVersionsTable;
  submission_emails: SubmissionEmailsTable;
  outbox: OutboxTable;
  bot_drops: BotDropsTable;
  rate_limits: RateLimitsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  erasures: ErasuresTable;
  leases: LeasesTable;
  sign_up_products: SignUpProductsTable;
};
