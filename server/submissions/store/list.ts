import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import * as v from 'valibot';
import { definitionOf, isStoredType } from '../../../src/domain/forms';
import type { Database } from '../../storage/schema';
import { parseKenmerk } from './kenmerk';
import type {
  AttentionFilter,
  ConsentState,
  HandlingStatus,
  ListItem,
  RegistrationState,
} from '../../../src/domain/staff';
import { decodePayload, readJson, storedValues } from './payload';
import { phoneDigits, titleOf } from './search-text';
import { dutchDayEnd, dutchDayStart } from '../../../src/domain/dutch-day';

export { titleOf } from './search-text';
export { CONSENT_STATES, HANDLING_STATUSES, REGISTRATION_STATES, type HandlingStatus } from '../../../src/domain/staff';

/** The list's filters, as the query string gives them; every one optional. */
export type ListFilter = {
  type?: string;
  round?: number;
  /** ISO dates (yyyy-mm-dd), Dutch days, both included. */
  from?: string;
  to?: string;
  status?: HandlingStatus;
  state?: RegistrationState;
  consent?: ConsentState;
  /** 'Zoeken': Kenmerk, name, e-mail, phone, school, BRIN, town or postcode. */
  q?: string;
  /** Only the registrations to check, or those with an open claim. */
  attention?: AttentionFilter;
  /** Every submission, newsletter sign-ups too (the operator's export): not the helpdesk's queue. */
  everything?: true;
};

export const PAGE_SIZE = 50;

/** What a row of the list and of the export is made from. */
export const ROW_COLUMNS = [
  'submissions.id',
  'submissions.kenmerk',
  'submissions.type',
  'submissions.created_at',
  'submissions.payload',
  'submissions.registration_round',
  'submissions.handling_status',
  'submissions.registration_state',
  'submissions.sort_title',
] as const;

/** A query over submissions whatever it selects; `where` and `orderBy` keep its selection's type. */
type Query<O> = SelectQueryBuilder<Database, 'submissions', O>;

/** A LIKE pattern that finds `text` anywhere, its own % _ and \ taken literally. */
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const like = (text: string) => sql<boolean>`submissions.search_text LIKE ${contains(text)} ESCAPE '\\'`;

/**
 * A submission's id as the notice's Kenmerk shows it: 22 characters of base64url (128 random bits)
 * with upper and lower case in it, which no name, address or number a person types looks like.
 */
const isSubmissionId = (text: string) => /^[A-Za-z0-9_-]{22}$/.test(text) && /[A-Z]/.test(text) && /[a-z]/.test(text);

/** The form type of a newsletter sign-up (a subscription, kept apart from the queue). */
const NEWSLETTER_TYPE = 'newsletter';

/** Whether the view asks for subscribers: their form or consent filter, or a search without a status filter. */
const isSubscribersView = (filter: ListFilter) =>
  filter.everything === true ||
  (!filter.status && (filter.type === NEWSLETTER_TYPE || Boolean(filter.consent) || Boolean(filter.q?.trim())));

/** Applies the filters to a query over submissions (the list, the export and the counts share it). */
export function filtered<O>(query: Query<O>, filter: ListFilter): Query<O> {
  let q = query;
  // Newsletter sign-ups are subscribers, not the helpdesk's cases: out of the queue and its statuses,
  // shown only when asked for (the form or consent filter) or searched (a privacy request by address).
  if (!isSubscribersView(filter)) q = q.where('submissions.type', '!=', NEWSLETTER_TYPE);
  if (filter.type) q = q.where('submissions.type', '=', filter.type);
  if (filter.round) q = q.where('submissions.registration_round', '=', filter.round);
  // Days are Dutch days: "vanaf 2 december" starts at midnight in Amsterdam, not in UTC.
  if (filter.from) q = q.where('submissions.created_at', '>=', dutchDayStart(filter.from));
  if (filter.to) q = q.where('submissions.created_at', '<', dutchDayEnd(filter.to));
  if (filter.status) q = q.where('submissions.handling_status', '=', filter.status);
  if (filter.state) q = q.where('submissions.registration_state', '=', filter.state);
  if (filter.consent) {
    const consent = filter.consent;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('newsletter_subscriptions')
          .select('newsletter_subscriptions.email')
          .whereRef('newsletter_subscriptions.submission_id', '=', 'submissions.id')
          .where('newsletter_subscriptions.state', '=', consent),
      ),
    );
  }
  if (filter.attention === 'te-controleren') {
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('school_checks')
          .select('school_checks.submission_id')
          .whereRef('school_checks.submission_id', '=', 'submissions.id')
          .where('school_checks.state', '=', 'te-controleren'),
      ),
    );
  }
  if (filter.attention === 'conflict') {
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('school_claims')
          .select('school_claims.id')
          .whereRef('school_claims.submission_id', '=', 'submissions.id')
          .where('school_claims.state', '=', 'open'),
      ),
    );
  }
  const search = filter.q?.trim();
  if (search) {
    // One condition per search, so a search reads the column once: a Kenmerk read out on the phone
    // (and the final registration that carries it) or the id a notice of another form names is found
    // by itself, a phone number as typed ("06-1234 5678", "+31 6…") by its digits, anything else
    // anywhere in the search column.
    const kenmerk = parseKenmerk(search);
    if (kenmerk) q = q.where('submissions.kenmerk', '=', kenmerk);
    else if (isSubmissionId(search)) q = q.where('submissions.id', '=', search);
    else if (/^[\d\s()+-]+$/.test(search) && phoneDigits(search).length >= 6) q = q.where(like(phoneDigits(search)));
    else q = q.where(like(search));
  }
  return q;
}

/** The list's orders: newest first, or grouped by school (A–Z), form or status, newest first within. */
export const SORTS = ['ontvangen', 'school', 'formulier', 'status'] as const;
export type Sort = (typeof SORTS)[number];

/** Each order's key column and its direction; ties are broken newest first, then by id. */
const SORT_KEYS = {
  ontvangen: null,
  school: { column: 'submissions.sort_title', direction: 'asc' },
  formulier: { column: 'submissions.type', direction: 'asc' },
  // Descending: nieuw, in-behandeling, afgehandeld (what still needs work comes first).
  status: { column: 'submissions.handling_status', direction: 'desc' },
} as const;

/** The position after which the next page starts: the last row's key (if the order has one), time and id. */
export type Cursor = { key?: string; createdAt: string; id: string };

export const encodeCursor = (cursor: Cursor) =>
  Buffer.from(
    JSON.stringify([cursor.createdAt, cursor.id, ...(cursor.key === undefined ? [] : [cursor.key])]),
  ).toString('base64url');

/** A cursor as the list wrote it: time, id and (for an order with a key) the key. */
const cursorSchema = v.looseTuple([v.string(), v.string()]);

export function decodeCursor(text: string | undefined): Cursor | null {
  if (!text) return null;
  const result = v.safeParse(cursorSchema, readJson(Buffer.from(text, 'base64url').toString('utf8')));
  if (!result.success) return null;
  const [createdAt, id, key] = result.output;
  return typeof key === 'string' ? { key, createdAt, id } : { createdAt, id };
}

/**
 * The rows after `cursor` in list order, newest first (`desc`) or oldest first (`asc`): by time,
 * then by id for rows of the same moment.
 */
export function afterCursor<O>(query: Query<O>, cursor: Cursor | null, order: 'asc' | 'desc'): Query<O> {
  if (!cursor) return query;
  const beyond = order === 'desc' ? '<' : '>';
  return query.where((eb) =>
    eb.or([
      eb('submissions.created_at', beyond, cursor.createdAt),
      eb.and([eb('submissions.created_at', '=', cursor.createdAt), eb('submissions.id', beyond, cursor.id)]),
    ]),
  );
}

/**
 * The rows after `cursor` in `sort`'s order, that order applied. Keyset paging: the key's own range
 * comes first in the condition, so an index in the same order is read from the cursor on, however
 * deep the page.
 */
export function inOrder<O>(query: Query<O>, sort: Sort, cursor: Cursor | null, searching = false): Query<O> {
  const key = SORT_KEYS[sort];
  if (!key) {
    return afterCursor(query, cursor, 'desc')
      .orderBy('submissions.created_at', 'desc')
      .orderBy('submissions.id', 'desc');
  }
  let q = query;
  if (cursor && cursor.key !== undefined) {
    const value = cursor.key;
    const [atLeast, beyond] = key.direction === 'asc' ? (['>=', '>'] as const) : (['<=', '<'] as const);
    q = q
      .where(key.column, atLeast, value)
      .where((eb) =>
        eb.or([
          eb(key.column, beyond, value),
          eb('submissions.created_at', '<', cursor.createdAt),
          eb.and([eb('submissions.created_at', '=', cursor.createdAt), eb('submissions.id', '<', cursor.id)]),
        ]),
      );
  }
  // With a search, reading the order's index would fetch every row in index order (random reads)
  // to test it; ordering by the key as an expression reads the table once and sorts the matches.
  const ordered = searching ? sql`${sql.ref(key.column)} || ''` : sql.ref(key.column);
  return q.orderBy(ordered, key.direction).orderBy('submissions.created_at', 'desc').orderBy('submissions.id', 'desc');
}

/** The value of the order's key in a row, for the next page's cursor. */
function keyOf(sort: Sort, row: { sort_title: string; type: string; handling_status: string }): string | undefined {
  if (sort === 'school') return row.sort_title;
  if (sort === 'formulier') return row.type;
  if (sort === 'status') return row.handling_status;
  return undefined;
}

/**
 * One page of the list in `sort`'s order (newest first by default), and the cursor of the next
 * page (keyset paging: the cursor is the last row's key, time and id, so a page costs the same
 * however deep it is).
 */
export async function listPage(
  db: Kysely<Database>,
  filter: ListFilter,
  after: Cursor | null,
  size = PAGE_SIZE,
  sort: Sort = 'ontvangen',
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
      )
      .select((eb) =>
        eb
          .selectFrom('school_checks')
          .select('school_checks.state')
          .whereRef('school_checks.submission_id', '=', 'submissions.id')
          .as('school_check'),
      )
      .select((eb) =>
        eb
          .selectFrom('school_claims')
          .select((inner) => inner.fn.countAll<string | number>().as('count'))
          .whereRef('school_claims.submission_id', '=', 'submissions.id')
          .where('school_claims.state', '=', 'open')
          .as('open_claims'),
      ),
    filter,
  );
  const rows = await inOrder(query, sort, after, Boolean(filter.q?.trim()))
    .limit(size + 1)
    .execute();
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  return {
    items: page.map((row) => ({
      id: row.id,
      kenmerk: row.kenmerk,
      type: row.type,
      label: isStoredType(row.type) ? definitionOf(row.type).label : row.type,
      createdAt: row.created_at,
      handlingStatus: row.handling_status,
      registrationState: row.registration_state,
      consentState: row.consent_state ?? null,
      schoolCheck: row.school_check === 'te-controleren' ? 'te-controleren' : null,
      openClaims: Number(row.open_claims ?? 0),
      title: titleOf(storedValues(decodePayload(row))),
    })),
    next:
      rows.length > size && last
        ? encodeCursor({ key: keyOf(sort, last), createdAt: last.created_at, id: last.id })
        : null,
  };
}
