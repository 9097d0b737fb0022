import { rowFields, type RowValues } from '../submissions/store/payload';
import type { Locale } from '../../src/domain/locale';
import { cf_brin_locatienr, indexedSchoolName } from '../../src/domain/school';
import { isRecord } from '../../src/domain/values';

/** What a subject says of a school whose name a visitor typed (by hand, or with codes the index does not know). */
const TYPED_BY_HAND: Record<Locale, string> = {
  nl: 'school handmatig ingevoerd',
  ro: 'școală introdusă manual',
};

/** BRIN + vestiging as the schemas let them through: six letters and digits, no room for a message. */
const BRIN_LOCATION = /^[0-9A-Z]{4}\d{2}$/;

/** The school's typed name, when its name is not DUO's; null when there is none or it is DUO's. */
export function typedSchoolName(values: RowValues): string | null {
  const { school } = rowFields(values);
  if (indexedSchoolName(values) !== null || !isRecord(school)) return null;
  const { naam } = school;
  return typeof naam === 'string' && naam.trim() ? naam.trim() : null;
}

/**
 * The school as a mail's subject names it: DUO's name when the server took it from its index, else
 * never what a visitor typed (a subject is what a mailbox shows of a mail nobody opened yet): the
 * school's codes when it has them, else that it was typed by hand. Null for a submission without a school.
 */
export function subjectSchool(values: RowValues, locale: Locale): string | null {
  const indexed = indexedSchoolName(values);
  if (indexed) return indexed;
  const { school } = rowFields(values);
  if (!isRecord(school)) return null;
  const { instellingscode, vestigingscode } = school;
  const code =
    typeof instellingscode === 'string' && typeof vestigingscode === 'string'
      ? cf_brin_locatienr({ instellingscode, vestigingscode }).toUpperCase()
      : '';
  return BRIN_LOCATION.test(code) ? `BRIN ${code}` : TYPED_BY_HAND[locale];
}
