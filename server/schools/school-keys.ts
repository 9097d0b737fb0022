import { currentRound, todayIso, yearOfDoorstroomtoetsType } from '../../src/domain/rounds';

/** The keys a registered school is found by. */
export type SchoolKeys = { brin: string | null; rio: string | null };

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

/**
 * The round a registration of this form type belongs to: the year in a round's form type
 * (`doorstroomtoets-registration-2027`), else the round that is current on the given day.
 */
export function roundOfType(type: string, now: number): number {
  return yearOfDoorstroomtoetsType(type) ?? currentRound(todayIso(new Date(now))).year;
}
