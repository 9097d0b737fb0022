import type { FormApi } from 'final-form';
import { SCHOOL_KEYS, withBrinLocation, type School } from '@site/src/domain/school';

const PAYLOAD_KEYS: readonly string[] = [...SCHOOL_KEYS, 'cf_brin_locatienr'];

/**
 * Keeps the school in the form as the registration payloads carry it: its fields plus the
 * derived cf_brin_locatienr, nothing else (the registration schemas accept exactly these keys).
 */
export function keepSchoolFields(form: FormApi, school: School | null, name = 'school') {
  if (!school) return;
  const kept = withBrinLocation(school);
  const current = school as Partial<Record<string, unknown>>;
  const same =
    Object.keys(school).every((key) => PAYLOAD_KEYS.includes(key)) &&
    PAYLOAD_KEYS.every((key) => current[key] === kept[key as keyof typeof kept]);
  if (!same) form.change(name, kept);
}
