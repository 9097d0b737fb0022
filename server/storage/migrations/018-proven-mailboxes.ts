import crypto from 'node:crypto';
import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Proof before trust:
 *
 * - `proven_mailboxes`: a mailbox whose owner clicked a link we sent it, by a hash of the mailbox
 *   (never the address). Until then it gets one neutral mail per submission; its other mails wait
 *   in the outbox, held as `unproven`. Confirmed newsletter subscribers clicked a link already.
 * - `school_claims.claimant_mailbox` (the same hash): one waiting or open claim per claimant and
 *   registration, kept by the database; `payload`: the registration the school's own contact sent
 *   when a stranger held its place (a take-back, made when the contact proves the mailbox).
 */
export const provenMailboxes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('proven_mailboxes')
      .addColumn('mailbox', 'text', (column) => column.primaryKey())
      .addColumn('proven_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.alterTable('school_claims').addColumn('claimant_mailbox', 'text').execute();
    await db.schema.alterTable('school_claims').addColumn('payload', 'text').execute();

    // Written out here, not imported: a migration keeps doing what it did when it was released.
    const mailbox = (email: string) => {
      const address = email.trim().toLowerCase();
      const at = address.lastIndexOf('@');
      if (at < 1) return address;
      let local = address.slice(0, at).split('+')[0] || address.slice(0, at);
      let domain = address.slice(at + 1);
      if (domain === 'googlemail.com') domain = 'gmail.com';
      if (domain === 'gmail.com') local = local.replace(/\./g, '');
      return `${local}@${domain}`;
    };
    const hash = (email: string) => crypto.createHash('sha256').update(mailbox(email)).digest('base64url');
    const claims = await sql<{ id: string; email: string }>`SELECT id, email FROM school_claims`.execute(db);
    for (const claim of claims.rows) {
      await sql`UPDATE school_claims SET claimant_mailbox = ${hash(claim.email)} WHERE id = ${claim.id}`.execute(db);
    }
    const confirmed = await sql<{ email: string; confirmed_at: string | null }>`
      SELECT email, confirmed_at FROM newsletter_subscriptions WHERE state = 'confirmed'`.execute(db);
    const seen = new Set<string>();
    for (const row of confirmed.rows) {
      const key = hash(row.email);
      if (seen.has(key)) continue;
      seen.add(key);
      await sql`INSERT INTO proven_mailboxes (mailbox, proven_at) VALUES (${key}, ${row.confirmed_at ?? new Date(0).toISOString()})`.execute(
        db,
      );
    }
    await sql`CREATE UNIQUE INDEX school_claims_one_per_claimant ON school_claims (submission_id, claimant_mailbox)
      WHERE state IN ('wacht', 'open')`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP INDEX school_claims_one_per_claimant`.execute(db);
    await db.schema.alterTable('school_claims').dropColumn('payload').execute();
    await db.schema.alterTable('school_claims').dropColumn('claimant_mailbox').execute();
    await db.schema.dropTable('proven_mailboxes').execute();
  },
};
