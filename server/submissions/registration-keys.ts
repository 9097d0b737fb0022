import type { RegistrationMode, SchoolKeys } from '../storage/submissions';

/** The registration mode of a form type: one registration per school and mode. */
const MODES: Record<string, RegistrationMode> = {
  'doorstroomtoets-pre-registration': 'pre-registration',
  'doorstroomtoets-pre-registration-2026': 'pre-registration',
  'doorstroomtoets-registration-2026': 'registration',
};

export function registrationModeOf(type: string): RegistrationMode | null {
  return MODES[type] ?? null;
}

export const REGISTRATION_MODES: readonly RegistrationMode[] = ['pre-registration', 'registration'];

export type SchoolIds = {
  instellingscode?: unknown;
  vestigingscode?: unknown;
  onderwijsaanbiederid?: unknown;
  onderwijslocatiecode?: unknown;
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().toUpperCase() : null;

/** A school's keys: BRIN + vestiging (`03GR01`) and RIO aanbieder + locatie; null when unknown. */
export function schoolKeys(school: SchoolIds): SchoolKeys {
  const brin = text(school.instellingscode);
  const branch = text(school.vestigingscode);
  const provider = text(school.onderwijsaanbiederid);
  const location = text(school.onderwijslocatiecode);
  return {
    brin: brin && branch ? `${brin}${branch}` : null,
    rio: provider && location ? `${provider}:${location}` : null,
  };
}
