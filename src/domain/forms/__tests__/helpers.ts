import * as v from 'valibot';
import { formatPath, issueKeys } from '../issues';

/** The issues of a value as { path: message }, for compact assertions. */
export function issuesOf(schema: v.GenericSchema, value: unknown): Record<string, string> {
  const result = v.safeParse(schema, value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.issues) out[formatPath(issueKeys(issue))] ??= issue.message;
  return out;
}

export function outputOf<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw new Error(JSON.stringify(issuesOf(schema, value)));
  return result.output;
}

/** A school as the finder returns it (DUO data: no RIO ids). */
export const foundSchool = {
  naam: 'Basisschool De Regenboog',
  instellingscode: '03GR',
  vestigingscode: '01',
  straatnaam: 'Kerkstraat',
  huisnummer: '12a',
  postcode: '6546 BB',
  plaatsnaam: 'Nijmegen',
  onderwijsaanbiederid: null,
  onderwijsbestuurid: null,
  onderwijslocatiecode: null,
};

export const contact = { first_name: 'Jan', last_name: 'Jansen', email: 'jan@school.nl' };
