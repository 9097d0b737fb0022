import type { FormApi } from 'final-form';
import { SCHOOL_KEYS, type School } from '@site/src/domain/school';

/**
 * Keeps only the school fields of spec §3 in the form: the finder may send more (e.g. the derived
 * cf_brin_locatienr), and the registration schemas accept exactly these keys.
 */
export function keepSchoolFields(form: FormApi, school: School | null, name = 'school') {
  if (!school) return;
  const extra = Object.keys(school).some((key) => !(SCHOOL_KEYS as readonly string[]).includes(key));
  if (!extra) return;
  const kept = Object.fromEntries(SCHOOL_KEYS.map((key) => [key, school[key] ?? null])) as School;
  form.change(name, kept);
}
