import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';
import { deleteSubmissionsIn, submissionsCreatedBefore } from '../submissions/store/privacy';
import { PENDING_KEPT_MS } from '../newsletter-store/subscriptions';
import { currentRound, roundIsOver, ROUNDS, todayIso } from '../../src/domain/rounds';
import type { RemovedMail } from './erasure';

export { erasePersonalData, type RemovedMail } from './erasure';
export { exportPersonalData, type PersonalDataExport } from './personal-export';

/** Retention: deletes submissions (with their mails) and sent or abandoned mails older than the cut-off. */
export async function purgeOlderThan(
  db: Kysely<Database>,
  cutoff: Date,
  options: { now: Date; keepRunningRounds?: boolean },
): Promise<{ submissions: number; mails: number; files: RemovedMail[] }> {
  const before = cutoff.toISOString();
  const now = options.now;
  // A registration stays while its round runs (the school may still change it, the tests are ahead).
  const running = options.keepRunningRounds
    ? ROUNDS.filter((round) => !roundIsOver(round, todayIso(now))).map((round) => round.year)
    : [];
  const currentRunning = running.includes(currentRound(todayIso(now)).year);
  return db.transaction().execute(async (trx) => {
    const old = submissionsCreatedBefore(trx, before, running, currentRunning);
    const files = (
      await trx
        .selectFrom('outbox')
        .select(['id', 'created_at'])
        .where((eb) =>
          eb.or([
            eb('submission_id', 'in', old),
            eb.and([
              eb('created_at', '<', before),
              eb.or([eb('sent_at', 'is not', null), eb('failed_at', 'is not', null)]),
            ]),
          ]),
        )
        .execute()
    ).map((row) => ({ id: row.id, createdAt: row.created_at }));
    const linkedMails = await trx.deleteFrom('outbox').where('submission_id', 'in', old).executeTakeFirst();
    await trx.deleteFrom('submission_emails').where('submission_id', 'in', old).execute();
    await trx.deleteFrom('registration_versions').where('submission_id', 'in', old).execute();
    await trx.deleteFrom('registration_contacts').where('submission_id', 'in', old).execute();
    await trx.deleteFrom('staff_notes').where('submission_id', 'in', old).execute();
    const submissions = await deleteSubmissionsIn(trx, old);
    // A sign-up nobody confirmed is kept 30 days at most, whatever the cut-off asked for.
    const pendingBefore = new Date(Math.max(cutoff.getTime(), now.getTime() - PENDING_KEPT_MS)).toISOString();
    await trx
      .deleteFrom('newsletter_subscriptions')
      .where('state', '=', 'pending')
      .where('state_changed_at', '<', pendingBefore)
      .execute();
    const looseMails = await trx
      .deleteFrom('outbox')
      .where('created_at', '<', before)
      .where((eb) => eb.or([eb('sent_at', 'is not', null), eb('failed_at', 'is not', null)]))
      .executeTakeFirst();
    return {
      submissions,
      mails: Number(linkedMails.numDeletedRows) + Number(looseMails.numDeletedRows),
      files,
    };
  });
}
