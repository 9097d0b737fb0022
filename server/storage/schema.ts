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
  /** The language of the page it was sent from (`nl`, `ro`): its mails are in it. */
  locale: string | null;
};

/** A newsletter subscription and its consent record (see migration 005). */
export type NewsletterSubscriptionsTable = {
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
  /** Raised to revoke every link signed for the address. */
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
  created_at: string;
  attempts: number;
  next_attempt_at: string;
  sent_at: string | null;
  /** Set when the worker gave up after the maximum number of attempts. */
  failed_at: string | null;
  last_error: string | null;
};

/** Dropped bot submissions, counted per day and reason. */
export type BotDropsTable = {
  day: string;
  reason: string;
  count: number;
};

export type Database = {
  submissions: SubmissionsTable;
  submission_emails: SubmissionEmailsTable;
  outbox: OutboxTable;
  bot_drops: BotDropsTable;
  rate_limits: RateLimitsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
};
