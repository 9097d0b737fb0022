import type { Kysely } from 'kysely';
import type { Database } from '../../storage/schema';
import { afterCursor, filtered, ROW_COLUMNS, type Cursor, type ListFilter } from './list';
import { decodePayload, type Payload } from './payload';

const BATCH = 1000;

export type ExportRow = {
  id: string;
  kenmerk: string | null;
  type: string;
  created_at: string;
  /** Decoded by its form's schema; exported from what it stored when that no longer reads it. */
  payload: Payload;
  registration_round: number | null;
  registration_state: string | null;
  handling_status: string;
  changes: string | number | null;
  /** A newsletter sign-up's subscription state (pending, confirmed, unsubscribed); null for other forms. */
  newsletter_state: string | null;
};

/** The filtered submissions, oldest first, a batch at a time (keyset): never all in memory. */
export async function* exportBatches(db: Kysely<Database>, filter: ListFilter): AsyncGenerator<ExportRow[]> {
  let after: Cursor | null = null;
  for (;;) {
    const query = filtered(
      db
        .selectFrom('submissions')
        .select(ROW_COLUMNS)
        .select((eb) =>
          eb
            .selectFrom('registration_versions')
            .select((inner) => inner.fn.countAll<string | number>().as('count'))
            .whereRef('registration_versions.submission_id', '=', 'submissions.id')
            .where('registration_versions.kind', '=', 'change')
            .as('changes'),
        )
        .select((eb) =>
          eb
            .selectFrom('newsletter_subscriptions')
            .select('newsletter_subscriptions.state')
            .whereRef('newsletter_subscriptions.submission_id', '=', 'submissions.id')
            .limit(1)
            .as('newsletter_state'),
        ),
      filter,
    );
    const stored = await afterCursor(query, after, 'asc')
      .orderBy('submissions.created_at')
      .orderBy('submissions.id')
      .limit(BATCH)
      .execute();
    const rows: ExportRow[] = stored.map((row) => ({
      ...row,
      registration_round: row.registration_round === null ? null : Number(row.registration_round),
      payload: decodePayload(row),
    }));
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1];
    after = { createdAt: last.created_at, id: last.id };
    if (rows.length < BATCH) return;
  }
}
