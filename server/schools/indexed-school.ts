import { DUO_SOURCE, SCHOOL_SOURCE_KEY } from '../../src/domain/school';
import { isRecord } from '../../src/domain/values';
import { schoolKeys } from './school-keys';
import { SCHOOL_FIELDS, type School } from './types';

/** The schools the index knows at a location (BRIN + vestiging, `03GR01`): one per RIO location, none when unknown. */
export type SchoolLookup = (brinLocation: string) => readonly School[];

/**
 * A form's values with its school's facts from our own DUO index: a school sent with codes the index
 * knows gets the index's name, address, place and ids, whatever the browser sent, and the marker
 * `bron: 'duo'`. Any other school (typed by hand, or with codes the index does not know, as it may
 * lag DUO by weeks) is kept as sent, without the marker: its name is not trusted (no mail subject
 * carries it) and its registration is checked by the helpdesk. A marker the browser sent is dropped.
 * Runs before the form's schema, so what is stored is what the schema accepts.
 */
export function withIndexedSchool<T extends Record<string, unknown>>(values: T, lookup: SchoolLookup | undefined): T {
  if (!isRecord(values.school)) return values;
  const { [SCHOOL_SOURCE_KEY]: _sent, ...sent } = values.school;
  const { brin } = schoolKeys(sent);
  const known = brin ? (lookup?.(brin) ?? []) : [];
  // A branch at several RIO locations is one school per location: the one sent, else the first.
  const school = known.find((one) => one.onderwijslocatiecode === sent.onderwijslocatiecode) ?? known[0];
  if (!school) return { ...values, school: sent };
  // A DUO school lies in the Netherlands: a sent country is the browser's text too.
  const { land: _land, ...rest } = sent;
  const facts = Object.fromEntries(SCHOOL_FIELDS.map((key) => [key, school[key]]));
  return { ...values, school: { ...rest, ...facts, [SCHOOL_SOURCE_KEY]: DUO_SOURCE } };
}
