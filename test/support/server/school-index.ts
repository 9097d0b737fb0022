import { SchoolIndex } from '../../../server/schools';
import type { IndexedSchool } from '../../../server/schools/types';
import { cf_brin_locatienr } from '../../../src/domain/school';

type PayloadSchool = Record<string, unknown> & { instellingscode: string; vestigingscode: string };

/**
 * A finder index that knows these schools (as payloads.ts's `school()` makes them, primary schools):
 * the intake takes a chosen school's name and address from it, as it does from DUO's.
 */
export function schoolIndexOf(...schools: unknown[]): SchoolIndex {
  return new SchoolIndex(
    (schools as PayloadSchool[]).map(
      (school) => ({ ...school, cf_brin_locatienr: cf_brin_locatienr(school), sector: 'po' }) as IndexedSchool,
    ),
  );
}
