import type { RegistrationMode } from '../../../src/domain/forms';
import type { Storage } from '../../storage/database';
import { findRegistration, findStoredRegistration } from './registrations';
import { botDropCounts, isSchoolRegistered, isSchoolSignedUp, type SchoolKeys } from './submissions';

/**
 * The `submissions` table as the app's routes reach it (`app.submissions`, decorated by
 * app-services.ts from the app's store): the reads a route makes outside a transaction. Every
 * read decodes the payload by its form type's schema once (payload.ts). A write of a feature
 * (intake, a change, a claim, an erasure) calls the store's functions inside its own transaction.
 */
export function submissionRepository(storage: Storage) {
  const { db } = storage;
  return {
    findRegistration: (id: string) => findRegistration(db, id),
    findStoredRegistration: (id: string) => findStoredRegistration(db, id),
    isSchoolRegistered: (school: SchoolKeys, mode: RegistrationMode, round: number) =>
      isSchoolRegistered(db, school, mode, round),
    isSchoolSignedUp: (school: SchoolKeys, round: number) => isSchoolSignedUp(db, school, round),
    botDropCounts: () => botDropCounts(db),
  };
}

export type SubmissionRepository = ReturnType<typeof submissionRepository>;
