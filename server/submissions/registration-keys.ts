import type { SchoolKeys } from '../storage/submissions';

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
