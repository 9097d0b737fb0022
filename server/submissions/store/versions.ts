import type { Kysely } from 'kysely';
import type { StoredChange, VersionKind } from '../../../src/domain/changes';
import type { Database } from '../../storage/schema';
import { decodeChanges, decodePayload, storedValues, type RowValues } from './payload';

/** One version of a registration with the payload it replaced, both decoded. */
export type StoredVersion = {
  version: number;
  kind: VersionKind;
  actor: string;
  at: string;
  changes: StoredChange[];
  /** The values before this version (an older form's, when its form changed since: as stored). */
  previousValues: RowValues;
};

/**
 * Version `from` of the registration and the one after it (when there is one), oldest first:
 * what a mail about that version tells, and the payload right after it.
 */
export async function versionAndNext(
  db: Kysely<Database>,
  submission: { id: string; type: string; round: number | null; createdAt: string },
  from: number,
): Promise<StoredVersion[]> {
  const rows = await db
    .selectFrom('registration_versions')
    .select(['version', 'kind', 'actor', 'at', 'changes', 'previous_payload'])
    .where('submission_id', '=', submission.id)
    .where('version', '>=', from)
    .orderBy('version')
    .limit(2)
    .execute();
  return rows.map((row) => ({
    version: Number(row.version),
    kind: row.kind,
    actor: row.actor,
    at: row.at,
    changes: decodeChanges(row.changes),
    previousValues: storedValues(
      decodePayload({
        type: submission.type,
        payload: row.previous_payload,
        registration_round: submission.round,
        created_at: submission.createdAt,
      }),
    ),
  }));
}
