import type { RegistrationMode } from '../../../src/domain/forms';
import type { Storage } from '../../storage/database';
import { liveRegistrationIds, type ResendTarget } from './links';
import { placeHolder, type PlaceOf } from './places';
import { findRegistration, findStoredRegistration, versionsOf } from './registrations';
import { readSubmission } from './rows';
import {
  botDropCounts,
  countBotDrop,
  findSubmission,
  isCompleted,
  isSchoolRegistered,
  isSchoolSignedUp,
  storeSubmission,
  type NewSubmission,
  type SchoolKeys,
} from './submissions';

/**
 * The one owner of the `submissions` table, as the app's routes reach it (`app.submissions`,
 * decorated by http/services.ts from the app's store): every read decodes the payload by its form
 * type's schema once (payload.ts). The functions it is made of take a transaction where a write
 * of another feature needs them inside its own (a change, a claim, an erasure).
 */
export function submissionRepository(storage: Storage) {
  const { db } = storage;
  return {
    /** Stores a submission with its mails in one transaction (submissions.ts). */
    store: (submission: NewSubmission) => storeSubmission(storage, submission),
    find: (id: string) => findSubmission(db, id),
    read: (where: { id: string } | { kenmerk: string }, options?: { live?: boolean }) =>
      readSubmission(db, where, options),
    findRegistration: (id: string) => findRegistration(db, id),
    findStoredRegistration: (id: string) => findStoredRegistration(db, id),
    versionsOf: (id: string) => versionsOf(db, id),
    isCompleted: (id: string) => isCompleted(db, id),
    isSchoolRegistered: (school: SchoolKeys, mode: RegistrationMode, round: number) =>
      isSchoolRegistered(db, school, mode, round),
    isSchoolSignedUp: (school: SchoolKeys, round: number) => isSchoolSignedUp(db, school, round),
    placeHolder: (school: SchoolKeys, place: PlaceOf, round: number) => placeHolder(db, school, place, round),
    liveRegistrationIds: (target: ResendTarget) => liveRegistrationIds(db, target),
    countBotDrop: (reason: string, now: Date) => countBotDrop(db, reason, now),
    botDropCounts: () => botDropCounts(db),
  };
}

export type SubmissionRepository = ReturnType<typeof submissionRepository>;
