import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Storage } from './storage/database';
import type { Database } from './storage/schema';
import { submissionRepository, type SubmissionRepository } from './submissions/store/repository';

/** What every feature's routes share, decorated once on the app (app.ts) and read from the instance. */
export type Services = {
  /** The store; `db` is its Kysely handle, `storage.write` its (group-committed) transactions. */
  storage: Storage;
  /** The app's clock in ms: the day of every request (rounds, windows), links' expiry, sessions. */
  now: () => number;
  /** Called after a commit that queued mails: wakes the outbox worker. */
  mailQueued: () => void;
  /** RATE_LIMIT_SCALE: every per-route limit is multiplied by it (0: off). */
  rateLimitScale: number;
  helpdeskEmail: string;
  /** The site's address: links in mails, the CSRF origin check. */
  publicUrl: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    readonly storage: Storage;
    /** `storage.db`. */
    readonly db: Kysely<Database>;
    /** The `submissions` table's one owner, built from the store (submissions/store/repository.ts). */
    readonly submissions: SubmissionRepository;
    readonly now: () => number;
    readonly mailQueued: () => void;
    readonly rateLimitScale: number;
    readonly helpdeskEmail: string;
    readonly publicUrl: string;
  }
}

/** Decorates the app with its shared services; fastify-plugin lets every later plugin see them. */
export const services = fp<Services>(
  async (app, options) => {
    app.decorate('storage', options.storage);
    app.decorate('db', options.storage.db);
    app.decorate('submissions', submissionRepository(options.storage));
    app.decorate('now', options.now);
    app.decorate('mailQueued', options.mailQueued);
    app.decorate('rateLimitScale', options.rateLimitScale);
    app.decorate('helpdeskEmail', options.helpdeskEmail);
    app.decorate('publicUrl', options.publicUrl);
  },
  { name: 'services', fastify: '5.x' },
);
