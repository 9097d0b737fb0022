import type { MailCaps } from '../mail/caps';
import os from 'node:os';
import { sql, type Kysely, type Transaction } from 'kysely';
import { sendLinksOfRound } from '../registration-service/resend';
import type { Database } from '../storage/schema';
import { removeMailFiles } from '../mail/transport';
import { ageCutoff } from '../privacy/retention';

export { removeMailFiles } from '../mail/transport';
import { erasePersonalData, exportPersonalData, purgeOlderThan } from '../privacy/privacy';
import { logErasure, restoreCheck, type ErasureLog } from '../privacy/erasure-log';
import { recordAudit, type AuditAction } from '../audit/audit';
import { dropHeldMails, heldMails, releaseHeldMails } from '../mail/held-mails';

/**
 * Where the mail files lie (DATA_DIR/mail without SMTP_URL), which engine is behind `db`, the
 * erasure log (key and DATA_DIR) and who runs the command (`cli:` and the system user, for the audit trail).
 */
export type DataCommandOptions = {
  mailDir?: string;
  engine?: 'sqlite' | 'postgres';
  erasureLog?: ErasureLog;
  actor?: string;
  /** The outbox's caps as configured: `send-links` queues mail and refuses to run without them. */
  mailCaps?: MailCaps;
};

/** The audit actor of a command typed by an operator: `cli:` and their system user. */
export function cliActor(): string {
  let user = process.env.SUDO_USER || process.env.USER || '';
  try {
    user ||= os.userInfo().username;
  } catch {
    // No user entry (a container's numeric user): the environment's name, or none.
  }
  return `cli:${user || 'onbekend'}`;
}

/** On SQLite: moves the write-ahead log into the file and empties it, so deleted bytes leave both. */
async function checkpoint(db: Kysely<Database>, engine: DataCommandOptions['engine']): Promise<void> {
  if (engine === 'sqlite') await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
}

export const USAGE = `Usage: npm run data -- <command>
  export --email ADDRESS       print everything stored about ADDRESS as JSON (access request)
  erase --email ADDRESS        delete or redact everything stored about ADDRESS (erasure request),
                               and log the erasure (a keyed hash of ADDRESS) for restore-check
  restore-check                erase again every logged erasure the store still holds (after a restore)
  purge --older-than AGE       delete submissions and finished mails older than AGE: 30d, 24m, 2y
  send-links --round YEAR      mail their personal links to the contacts of the round's registrations
                               that have none yet (made before personal links existed)
  held                         list the mails a cap holds (id, held since, reason, template, recipient)
  release ID...                send these held mails, past the caps
  drop ID...                   delete these held mails
  backup FILE                  copy the SQLite store into FILE (a new file), also while the server runs
  restore FILE                 put the backup FILE back as the SQLite store (stop the server first)`;

export class UsageError extends Error {}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function option(args: readonly string[], name: string): string {
  const index = args.indexOf(name);
  const inline = args.find((arg) => arg.startsWith(`${name}=`));
  const value = inline ? inline.slice(name.length + 1) : index >= 0 ? args[index + 1] : undefined;
  if (!value || value.startsWith('--')) throw new UsageError(`Missing ${name}.`);
  return value;
}

/** `24m` → the moment 24 months before `now` (d = days, m = months, y = years). */
export function cutoffFor(age: string, now: Date): Date {
  const cutoff = ageCutoff(age, now);
  if (!cutoff) throw new UsageError(`--older-than must look like 30d, 24m or 2y, not "${age}".`);
  return cutoff;
}

function email(args: readonly string[]): string {
  const value = option(args, '--email');
  if (!EMAIL.test(value)) throw new UsageError(`--email must be an e-mail address, not "${value}".`);
  return value;
}

/** Runs one data command; returns what to print. */
export async function runDataCommand(
  db: Kysely<Database>,
  args: readonly string[],
  now: Date,
  options: DataCommandOptions = {},
): Promise<string> {
  const [command, ...rest] = args;
  const audit = (action: AuditAction, detail: string) =>
    recordAudit(db, { actor: options.actor ?? cliActor(), action, detail }, now);
  switch (command) {
    case 'export': {
      const data = await exportPersonalData(db, email(rest));
      await audit('data-export', 'npm run data -- export');
      return JSON.stringify(data, null, 2);
    }
    case 'erase': {
      const address = email(rest);
      // Logged first: an erasure that fails halfway is still repeated by restore-check.
      if (options.erasureLog) await logErasure(db, options.erasureLog, address, now);
      const result = await erasePersonalData(db, address);
      const files = removeMailFiles(options.mailDir, result.files);
      const summary = `${result.deleted} submission(s) deleted, ${result.redacted} redacted, ${result.mails} mail(s) deleted, ${files} mail file(s) removed, ${result.claimsDeleted} own claim(s) deleted, ${result.claimsRedacted} other claim(s) redacted, ${result.notesRedacted} staff note(s) redacted, ${result.staffAccounts} staff account(s) deleted, ${result.auditRows} audit row(s) redacted`;
      await audit('data-erase', summary);
      await checkpoint(db, options.engine);
      return `Erased: ${summary}.`;
    }
    case 'restore-check': {
      if (!options.erasureLog) throw new UsageError('restore-check needs the erasure log (DATA_DIR and its key).');
      const result = await restoreCheck(db, options.erasureLog, now);
      await audit('data-restore-check', `${result.erased} of ${result.logged} logged erasure(s) repeated`);
      await checkpoint(db, options.engine);
      return `Checked ${result.logged} logged erasure(s): ${result.erased} address(es) the store held again were erased.`;
    }
    case 'purge': {
      const cutoff = cutoffFor(option(rest, '--older-than'), now);
      const result = await purgeOlderThan(db, cutoff, { now });
      const files = removeMailFiles(options.mailDir, result.files);
      await audit(
        'data-purge',
        `before ${cutoff.toISOString()}: ${result.submissions} submission(s), ${result.mails} mail(s)`,
      );
      await checkpoint(db, options.engine);
      return `Purged everything before ${cutoff.toISOString()}: ${result.submissions} submission(s), ${result.mails} mail(s), ${files} mail file(s).`;
    }
    case 'send-links': {
      const round = Number(option(rest, '--round'));
      if (!Number.isInteger(round) || round < 2000 || round > 2999)
        throw new UsageError('--round must be a year like 2026.');
      if (!options.mailCaps) throw new Error('send-links queues mail: give it the configured mail caps.');
      const storage = {
        db,
        write: <T>(work: (trx: Transaction<Database>) => Promise<T>) => db.transaction().execute(work),
        mailCaps: options.mailCaps,
      };
      const count = await sendLinksOfRound(storage, round, now);
      return `Queued the personal links of ${count} registration(s); the server's outbox sends them.`;
    }
    case 'held': {
      const mails = await heldMails(db);
      await audit('data-held', `${mails.length} held mail(s) listed`);
      if (mails.length === 0) return 'No mails are held.';
      return mails
        .map((mail) => [mail.id, mail.heldAt, mail.reason ?? '', mail.template ?? '', mail.recipient].join('\t'))
        .join('\n');
    }
    case 'release':
    case 'drop': {
      const ids = rest.filter((arg) => !arg.startsWith('--'));
      if (ids.length === 0) throw new UsageError(`${command} needs the ids of held mails (npm run data -- held).`);
      const done = command === 'release' ? await releaseHeldMails(db, ids, now) : await dropHeldMails(db, ids);
      const missed = ids.filter((id) => !done.includes(id));
      // The ids are the outbox's own random ids: no personal data in the trail.
      await audit(command === 'release' ? 'data-release' : 'data-drop', done.join(' ') || '-');
      if (command === 'drop') await checkpoint(db, options.engine);
      const verb = command === 'release' ? 'Released (the outbox sends them now)' : 'Dropped';
      return [
        `${verb}: ${done.length} mail(s).`,
        ...(missed.length > 0 ? [`Not held (left as they are): ${missed.join(' ')}`] : []),
      ].join('\n');
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.');
  }
}
