import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { definitionOf, isStoredType } from '../../../src/domain/forms';
import type { Database } from '../../storage/schema';
import { parseKenmerk } from '../../registrations/kenmerk';
import type { ConsentState, HandlingStatus, ListItem, RegistrationState } from '../../../src/domain/staff';
import { isRecord } from '../../../src/domain/values';

export { CONSENT_STATES, HANDLING_STATUSES, REGISTRATION_STATES, type HandlingStatus } from '../../../src/domain/staff';

/** The list's filters, as the query string gives them; every one optional. */
export type ListFilter = {
  type?: string;
  round?: number;
  /** ISO dates (yyyy-mm-dd), both days included. */
  from?: string;
  to?: string;
  status?: HandlingStatus;
  state?: RegistrationState;
  consent?: ConsentState;
  /** 'Zoeken': name, e-mail, school or BRIN. */
  q?: string;
};

export const PAGE_SIZE = 50;

/** What a row of the list and of the export is made from. */
export const ROW_COLUMNS = [
  'submissions.id',
  'submissions.type',
  'submissions.created_at',
  'submissions.payload',
  'submissions.handling_status',
  'submissions.registration_state',
] as const;

type Query = SelectQueryBuilder<Database, 'submissions', object>;

/** A LIKE pattern that finds `text` anywhere, its own % _ and \ taken literally. */
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Applies the filters to a query over submissions (the list, the export and the counts share it). */
export function filtered<Q extends Query>(query: Q, filter: ListFilter): Q {
  let q = query;
  if (filter.type) q = q.where('submissions.type', '=', filter.type) as Q;
  if (filter.round) q = q.where('submissions.registration_round', '=', filter.round) as Q;
  if (filter.from) q = q.where('submissions.created_at', '>=', `${filter.from}T00:00:00.000Z`) as Q;
  if (filter.to) q = q.where('submissions.created_at', '<=', `${filter.to}T23:59:59.999Z`) as Q;
  if (filter.status) q = q.where('submissions.handling_status', '=', filter.status) as Q;
  if (filter.state) q = q.where('submissions.registration_state', '=', filter.state) as Q;
  if (filter.consent) {
    const consent = filter.consent;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('newsletter_subscriptions')
          .select('newsletter_subscriptions.email')
          .whereRef('newsletter_subscriptions.submission_id', '=', 'submissions.id')
          .where('newsletter_subscriptions.state', '=', consent),
      ),
    ) as Q;
  }
  if (filter.q?.trim()) {
    // A Kenmerk read out on the phone finds its registration (and the final one that carries it).
    const kenmerk = parseKenmerk(filter.q);
    q = (
      kenmerk
        ? q.where('submissions.kenmerk', '=', kenmerk)
        : q.where(sql<boolean>`submissions.search_text LIKE ${contains(filter.q.trim())} ESCAPE '\\'`)
    ) as Q;
  }
  return q;
}

/** The position after which the next page starts: newest first, by time then id. */
export type Cursor = { createdAt: string; id: string };

export const encodeCursor = (cursor: Cursor) =>
  Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');

export function decodeCursor(text: string | undefined): Cursor | null {
  if (!text) return null;
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    return typeof createdAt === 'string' && typeof id === 'string' ? { createdAt, id } : null;
  } catch {
    return null;
  }
}

/**
 * The rows after `cursor` in list order, newest first (`desc`) or oldest first (`asc`): by time,
 * then by id for rows of the same moment.
 */
export function afterCursor<Q extends Query>(query: Q, cursor: Cursor | null, order: 'asc' | 'desc'): Q {
  if (!cursor) return query;
  const beyond = order === 'desc' ? '<' : '>';
  return query.where((eb) =>
    eb.or([
      eb('submissions.created_at', beyond, cursor.createdAt),
      eb.and([eb('submissions.created_at', '=', cursor.createdAt), eb('submissions.id', beyond, cursor.id)]),
    ]),
  ) as Q;
}

/** The school's name, or the sender's name or organisation. */
export function titleOf(values: unknown): string {
  if (!isRecord(values)) return '';
  if (isRecord(values.school) && typeof values.school.naam === 'string') return values.school.naam;
  const name = [values.first_name, values.tussenvoegsel, values.last_name, values.name]
    .filter((part) => typeof part === 'string' && part.trim())
    .join(' ');
  return name || (typeof values.email === 'string' ? values.email : '');
}

/**
 * One page of the list, newest first, and the cursor of the next page (keyset paging: the cursor is
 * the last row's time and id, so a page costs the same however deep it is).
 */
export async function listPage(
  db: Kysely<Database>,
  filter: ListFilter,
  after: Cursor | null,
  size = PAGE_SIZE,
): Promise<{ items: ListItem[]; next: string | null }> {
  const query = filtered(
    db
      .selectFrom('submissions')
      .select(ROW_COLUMNS)
      .select((eb) =>
        eb
          .selectFrom('newsletter_subscriptions')
          .select('newsletter_subscriptions.state')
          .whereRef('newsletter_subscriptions.submission_id', '=', 'submissions.id')
          .limit(1)
          .as('consent_state'),
      ),
    filter,
  );
  const rows = await afterCursor(query, after, 'desc')
    .orderBy('submissions.created_at', 'desc')
    .orderBy('submissions.id', 'desc')
    .limit(size + 1)
    .execute();
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  return {
    items: page.map((row) => ({
      id: row.id,
      type: row.type,
      label: isStoredType(row.type) ? definitionOf(row.type).label : row.type,
      createdAt: row.created_at,
      handlingStatus: row.handling_status,
      registrationState: row.registration_state,
      consentState: row.consent_state ?? null,
      title: titleOf(JSON.parse(row.payload)),
    })),
    next: rows.length > size && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
  };
}
