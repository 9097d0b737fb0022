import type { WithMailCaps } from '../mail/caps';
import type { Kysely } from 'kysely';
import { toLocale } from '../../src/domain/locale';
import type { Storage } from '../storage/database';
import type { Database } from '../storage/schema';
import { outboxRow } from '../mail/outbox';
import {
  liveRegistrationIds,
  markLinksSent,
  registrationsWithoutLinks,
  type ResendTarget,
} from '../submissions/store/links';
import { storedValues, type RowValues } from '../submissions/store/payload';
import { contactAddresses } from '../../src/domain/people';
import { addContactLinks } from '../registration-records/contact-links';
import { insertOutbox, staffAction, type MailPolicy } from '../mail/outbox';
import { onceIn, takeCount } from '../mail/caps';

/** A registration's links are sent again at most this often, whoever asks. */
export const RESEND_INTERVAL_MS = 10 * 60 * 1000;

/** A client may ask for the links of at most this many schools (or registrations) an hour. */
export const SCHOOLS_PER_CLIENT_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;

/** The one school or registration a request for links names, as the counters know it. */
function targetKey(target: ResendTarget): string | null {
  if ('registrationId' in target) return `registration:${target.registrationId}`;
  const school = target.school.brin ?? target.school.rio;
  return school ? `school:${school}` : null;
}

/**
 * Whether this client may ask for this target's links now: a school it asked for already this hour
 * does not count again; a new one counts, up to `max` an hour. Counted in the store on both
 * engines (the table the shared rate limits use), so several nodes meet one limit.
 */
export async function mayAskForLinks(
  db: Kysely<Database>,
  client: string,
  target: ResendTarget,
  max: number,
  now: Date,
): Promise<boolean> {
  const key = targetKey(target);
  if (!key) return true;
  const at = now.getTime();
  const pair = `links-asked:${client}:${key}`;
  if (!(await onceIn(db, pair, HOUR_MS, at))) return true;
  if (await takeCount(db, `links-client:${client}`, max, HOUR_MS, at)) return true;
  // Refused: this target was not asked for after all, so asking again stays refused too.
  await db.deleteFrom('rate_limits').where('key', '=', pair).execute();
  return false;
}

export type { ResendTarget } from '../submissions/store/links';

/**
 * Mails each contact on file of the target's registrations their personal link (never an address
 * the asker typed), unless that registration's links went out less than RESEND_INTERVAL_MS ago.
 * The mails count to the asking client's share and to each contact's caps. Returns how many
 * registrations were mailed: for logs and tests, never for the asker.
 */
export async function resendLinks(
  storage: Pick<Storage, 'db' | 'write'> & WithMailCaps,
  target: ResendTarget,
  now: Date,
  /** The client that asked (its key, as the rate limits count it). */
  client: string,
): Promise<number> {
  const at = now.toISOString();
  const before = new Date(now.getTime() - RESEND_INTERVAL_MS).toISOString();
  let mailed = 0;
  // A school's registrations are mailed at most once per interval, however many it has.
  const school = 'school' in target ? (target.school.brin ?? target.school.rio) : null;
  if (school && !(await onceIn(storage.db, `links-school:${school}`, RESEND_INTERVAL_MS, now.getTime()))) return 0;
  for (const id of await liveRegistrationIds(storage.db, target)) {
    const sent = await storage.write(async (trx) => {
      const claimed = await markLinksSent(trx, id, at, before);
      if (!claimed) return false;
      await queueLinks(trx, id, storedValues(claimed.payload), toLocale(claimed.locale), at, {
        caps: storage.mailCaps,
        client,
      });
      return true;
    });
    if (sent) mailed += 1;
  }
  return mailed;
}

/** Gives every contact of the registration a link (keeping existing ones) and queues it to them. */
export async function queueLinks(
  trx: Kysely<Database>,
  id: string,
  values: RowValues,
  locale: ReturnType<typeof toLocale>,
  at: string,
  policy: MailPolicy,
): Promise<void> {
  const contacts = contactAddresses(values);
  if (contacts.length === 0) return;
  await addContactLinks(trx, id, contacts, at);
  await insertOutbox(
    trx,
    contacts.map((recipient) => outboxRow({ recipient, template: 'personal-link', locale }, id, at)),
    policy,
  );
}

/**
 * For registrations made before personal links existed: every one of the round (and the primary
 * sign-ups, which have no round) without a link yet gets its links mailed. Returns how many.
 */
export async function sendLinksOfRound(
  storage: Pick<Storage, 'db' | 'write'> & WithMailCaps,
  round: number,
  now: Date,
) {
  const rows = await registrationsWithoutLinks(storage.db, round);
  const at = now.toISOString();
  for (const row of rows) {
    await storage.write((trx) =>
      queueLinks(trx, row.id, storedValues(row.payload), toLocale(row.locale), at, staffAction(storage.mailCaps)),
    );
  }
  return rows.length;
}
