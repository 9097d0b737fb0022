import { isWithdrawn } from '../../src/domain/registrationStates';
import type { Kysely } from 'kysely';
import { SITE } from '../../src/data/site';
import type { MyRegistrationResponse } from '../../src/domain/api';
import { definitionOf, finalRegistrationRoute, isPreRegistrationType } from '../../src/domain/forms';
import { todayIso } from '../../src/domain/rounds';
import { schoolName, summaryRows } from '../../src/domain/forms/summary';
import { readingRows, registrationChangesOpen } from '../../src/domain/registration-reading';
import { readingOf } from '../registration-records/reading';
import type { Database } from '../storage/schema';
import { actorName } from '../registration-records/changes';
import { registerAgainRoute } from '../registration-records/register-again';
import {
  isCompleted,
  productsOf,
  versionsOf,
  type RegistrationRecord,
  type RetiredRegistration,
} from '../submissions/store/registrations';

/** What the page and the API say once a school can no longer change its registration itself. */
export const CHANGES_CLOSED = `Wijzigen kan niet meer via deze pagina. Neem contact op met de helpdesk: ${SITE.helpdeskEmail}, ${SITE.helpdeskPhone}.`;

/** What the page shows of any registration, current or retired: its facts, values and history. */
async function storedView(
  db: Kysely<Database>,
  record: RegistrationRecord | RetiredRegistration,
  contactEmail: string,
) {
  const versions = await versionsOf(db, record.id);
  return {
    id: record.id,
    kenmerk: record.kenmerk,
    type: record.type,
    createdAt: record.createdAt,
    state: record.state,
    changedAt: record.changedAt,
    version: record.version,
    schoolName: schoolName(record.values) ?? '',
    contactEmail,
    values: record.values,
    closedText: CHANGES_CLOSED,
    history: versions.map((version) => ({
      version: version.version,
      at: version.at,
      kind: version.kind,
      actor: actorName(version.actor, [record.values], 'Helpdesk AMN'),
      changes: version.changes,
    })),
  };
}

/** A registration as its own page shows it to the contact whose link opened it. */
export async function registrationView(
  db: Kysely<Database>,
  record: RegistrationRecord | RetiredRegistration,
  contactEmail: string,
  now: Date,
): Promise<MyRegistrationResponse> {
  if ('retired' in record) return retiredView(db, record, contactEmail);
  const completed = isPreRegistrationType(record.type) && (await isCompleted(db, record.id));
  const finishable = isPreRegistrationType(record.type) && !isWithdrawn(record.state) && !completed;
  const reading = readingOf({ ...record, completed }, now);
  return {
    ...(await storedView(db, record, contactEmail)),
    label: definitionOf(record.type).label,
    reading,
    rows: reading ? readingRows(reading) : summaryRows(record.values, productsOf(record.type)),
    finishRoute:
      finishable && isPreRegistrationType(record.type) ? finalRegistrationRoute(record.type, record.round) : null,
    changesOpen: !isWithdrawn(record.state) && registrationChangesOpen(record.round, record.values, todayIso(now)),
    registerAgainRoute: isWithdrawn(record.state) ? registerAgainRoute(record.type, record.round, now) : null,
  };
}

/**
 * A registration of a round the code no longer has, from what it stored: its values under their
 * own names, its history, and the helpdesk for anything else (its round is over).
 */
async function retiredView(
  db: Kysely<Database>,
  record: RetiredRegistration,
  contactEmail: string,
): Promise<MyRegistrationResponse> {
  return {
    ...(await storedView(db, record, contactEmail)),
    label: record.round === null ? 'Aanmelding' : `Aanmelding ${record.round}`,
    // Its round is gone: the products are named as it stored them.
    reading: null,
    rows: summaryRows(record.values, []),
    finishRoute: null,
    changesOpen: false,
    registerAgainRoute: null,
  };
}
