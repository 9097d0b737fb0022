import QRCode from 'qrcode';
import { normalizeEmail } from '../../src/domain/values';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';
import { addAccount, listAccounts, removeAccount, resetPassword, resetTotp } from '../staff/accounts';
import { listAudit, recordAudit } from '../audit/audit';
import { generatePassword, MIN_PASSWORD_LENGTH } from '../staff/password';
import { newTotpSecret, otpauthUri } from '../staff/totp';
import { enrolmentUrl, issueEnrolment } from '../staff/enrolment';

export const STAFF_USAGE = `Usage: npm run staff -- <command>
  add EMAIL [--totp]        add an account; the password is read from standard input, or generated
                            and printed once; --totp also sets up the second factor and prints its
                            QR code and otpauth:// URI; without it, prints a one-time link (valid 24 hours) where
                            the member of staff sets up the second factor with password and a code
  enrolment-link EMAIL      a new one-time link for an account whose second factor is not set up
                            (an earlier link stops working)
  remove EMAIL              delete the account and end its sessions at once
  list                      the accounts with their last login
  reset-password EMAIL      a new password (from standard input, or generated); ends its sessions
  reset-totp EMAIL          forget the second factor and print a new one-time link; ends its sessions
  audit [--since DATE]      the audit trail (DATE as 2026-11-01 or an ISO time)`;

export class StaffUsageError extends Error {}

/** The CLI acts as this actor in the audit trail. */
const CLI_ACTOR = 'cli';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailArgument(args: readonly string[]): string {
  const value = args.find((arg) => !arg.startsWith('--'));
  if (!value || !EMAIL.test(value))
    throw new StaffUsageError(value ? `Not an e-mail address: "${value}".` : 'Missing EMAIL.');
  return normalizeEmail(value);
}

/** The password from standard input (first line), or a generated one that is printed. */
async function passwordFrom(readStdin: () => Promise<string>): Promise<{ password: string; generated: boolean }> {
  const given = (await readStdin()).split(/\r?\n/)[0] ?? '';
  if (!given) return { password: generatePassword(), generated: true };
  if (given.length < MIN_PASSWORD_LENGTH) {
    throw new StaffUsageError(`A password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  return { password: given, generated: false };
}

export type StaffCommandDeps = {
  /** Standard input's text, or '' when it is a terminal. */
  readStdin: () => Promise<string>;
  /** The site's public address, for the enrolment links. */
  publicUrl: string;
  now: Date;
};

/** The lines that hand over an enrolment link (printed here only: it is stored as a hash). */
async function enrolmentLines(db: Kysely<Database>, email: string, publicUrl: string, now: Date): Promise<string[]> {
  const token = await issueEnrolment(db, email, now);
  if (!token) throw new StaffUsageError(`No account for ${email}.`);
  return [
    'Second factor: give this one-time link to its owner (valid 24 hours; they confirm with password and a code):',
    enrolmentUrl(publicUrl, token),
  ];
}

/** Runs one staff command; returns what to print. */
export async function runStaffCommand(
  db: Kysely<Database>,
  args: readonly string[],
  { readStdin, publicUrl, now }: StaffCommandDeps,
): Promise<string> {
  const [command, ...rest] = args;
  switch (command) {
    case 'add': {
      const email = emailArgument(rest);
      const { password, generated } = await passwordFrom(readStdin);
      const secret = rest.includes('--totp') ? newTotpSecret() : null;
      await addAccount(db, email, password, now, secret);
      await recordAudit(db, { actor: CLI_ACTOR, action: 'account-added', detail: email }, now);
      const lines = [`Added ${email}.`];
      if (generated) lines.push(`Password (shown once): ${password}`);
      if (secret) {
        // Scanned straight off the terminal by the authenticator app; the address beside it for typing in.
        const uri = otpauthUri(secret, email);
        lines.push(
          'Second factor: scan this QR code with the authenticator app (or enter the otpauth address below):',
          await QRCode.toString(uri, { type: 'terminal', small: true }),
          uri,
        );
      } else lines.push(...(await enrolmentLines(db, email, publicUrl, now)));
      return lines.join('\n');
    }
    case 'enrolment-link': {
      const email = emailArgument(rest);
      const account = (await listAccounts(db)).find((candidate) => candidate.email === email);
      if (!account) throw new StaffUsageError(`No account for ${email}.`);
      if (account.totpEnrolled) {
        throw new StaffUsageError(`The second factor of ${email} is set up; use reset-totp to replace it.`);
      }
      return (await enrolmentLines(db, email, publicUrl, now)).join('\n');
    }
    case 'remove': {
      const email = emailArgument(rest);
      if (!(await removeAccount(db, email))) throw new StaffUsageError(`No account for ${email}.`);
      await recordAudit(db, { actor: CLI_ACTOR, action: 'account-removed', detail: email }, now);
      return `Removed ${email}; its sessions have ended.`;
    }
    case 'list': {
      const accounts = await listAccounts(db);
      if (accounts.length === 0) return 'No staff accounts.';
      return accounts
        .map((account) =>
          [
            account.email,
            `last login ${account.lastLoginAt ?? 'never'}`,
            account.totpEnrolled ? 'TOTP' : 'TOTP not set up (enrolment link)',
          ].join('\t'),
        )
        .join('\n');
    }
    case 'reset-password': {
      const email = emailArgument(rest);
      const { password, generated } = await passwordFrom(readStdin);
      if (!(await resetPassword(db, email, password))) throw new StaffUsageError(`No account for ${email}.`);
      await recordAudit(db, { actor: CLI_ACTOR, action: 'password-reset', detail: email }, now);
      return [
        `New password set for ${email}; its sessions have ended.`,
        generated ? `Password (shown once): ${password}` : '',
      ]
        .filter(Boolean)
        .join('\n');
    }
    case 'reset-totp': {
      const email = emailArgument(rest);
      if (!(await resetTotp(db, email))) throw new StaffUsageError(`No account for ${email}.`);
      await recordAudit(db, { actor: CLI_ACTOR, action: 'totp-reset', detail: email }, now);
      return [
        `The second factor of ${email} is forgotten; its sessions have ended.`,
        ...(await enrolmentLines(db, email, publicUrl, now)),
      ].join('\n');
    }
    case 'audit': {
      const index = rest.indexOf('--since');
      let since: Date | undefined;
      if (index >= 0) {
        since = new Date(rest[index + 1] ?? '');
        if (Number.isNaN(since.getTime())) throw new StaffUsageError('--since needs a date such as 2026-11-01.');
      }
      const rows = await listAudit(db, { since });
      return rows
        .map((row) => [row.at, row.actor, row.action, row.submissionId ?? '', row.detail ?? ''].join('\t'))
        .join('\n');
    }
    default:
      throw new StaffUsageError(command ? `Unknown command "${command}".` : 'No command given.');
  }
}
